import { and, asc, desc, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { bookings, feedback, users } from '../db/schema';
import { imagePathSql } from '../images/image-url';

export async function findBooking(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      mentorId: bookings.mentorId,
      menteeId: bookings.menteeId,
      status: bookings.status,
      startAt: bookings.startAt,
    })
    .from(bookings)
    .where(eq(bookings.id, id))
    .limit(1);
  return row;
}

export async function insertFeedback(db: DbOrTx, values: typeof feedback.$inferInsert) {
  const [row] = await db.insert(feedback).values(values).returning();
  return row!;
}

const author = alias(users, 'author');
const mentor = alias(users, 'mentor');
const mentee = alias(users, 'mentee');

export interface FeedbackFilter {
  /** Only feedback on sessions this user took part in, on either side. */
  participantId: string;
  bookingId?: string | undefined;
  mentorUuid?: string | undefined;
  menteeUuid?: string | undefined;
  limit: number;
  offset: number;
}

/** Feedback with its author's public name, newest first. */
export async function listFeedback(db: DbOrTx, filter: FeedbackFilter) {
  const conditions: SQL[] = [or(eq(bookings.mentorId, filter.participantId), eq(bookings.menteeId, filter.participantId))!];
  if (filter.bookingId) conditions.push(eq(feedback.bookingId, filter.bookingId));
  if (filter.mentorUuid) conditions.push(eq(mentor.uuid, filter.mentorUuid));
  if (filter.menteeUuid) conditions.push(eq(mentee.uuid, filter.menteeUuid));
  return db
    .select({ feedback, author: { uuid: author.uuid, userName: author.userName } })
    .from(feedback)
    .innerJoin(bookings, eq(bookings.id, feedback.bookingId))
    .leftJoin(mentor, eq(mentor.id, bookings.mentorId))
    .leftJoin(mentee, eq(mentee.id, bookings.menteeId))
    .leftJoin(author, eq(author.id, feedback.authorId))
    .where(and(...conditions))
    .orderBy(desc(feedback.createdAt), asc(feedback.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export type FeedbackRow = Awaited<ReturnType<typeof listFeedback>>[number];

/**
 * Public mentee feedback whose author still has an account (a deleted account takes its public
 * reviews with it), newest first.
 */
export async function listPublicReviews(db: DbOrTx, limit: number) {
  return db
    .select({
      id: feedback.id,
      comment: feedback.comment,
      additionalComment: feedback.additionalComment,
      rating: feedback.rating,
      createdAt: feedback.createdAt,
      skillTitle: bookings.skillTitle,
      mentee: { userName: author.userName, image: imagePathSql(author.imageId) },
      mentor: { userName: mentor.userName, image: imagePathSql(mentor.imageId) },
    })
    .from(feedback)
    .innerJoin(bookings, eq(bookings.id, feedback.bookingId))
    .innerJoin(author, eq(author.id, feedback.authorId))
    .leftJoin(mentor, eq(mentor.id, bookings.mentorId))
    .where(
      and(eq(feedback.publicFeedback, true), eq(feedback.authorRole, 'mentee'), isNotNull(feedback.rating), isNull(feedback.hiddenAt)),
    )
    .orderBy(desc(feedback.createdAt), asc(feedback.id))
    .limit(limit);
}
