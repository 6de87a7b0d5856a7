import { and, asc, desc, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { SessionSide } from '../../shared/domain/session';
import { bookingMentee as mentee, bookingMentor as mentor, selectBookingsWithParticipants } from '../db/booking-participants';
import type { DbOrTx } from '../db/client';
import { bookings, feedback, sessionNotes, users } from '../db/schema';
import { imagePathSql } from '../images/image-url';

export interface SessionListFilter {
  userId: string;
  /** The sides of a booking the caller is looked up on: their acting role's, or both for an admin. */
  sides: readonly SessionSide[];
  now: Date;
  /** Upcoming: not yet ended, soonest first. Past: ended, newest first. */
  when: 'upcoming' | 'past';
  limit: number;
  offset: number;
}

/** The caller's side in a booking they take part in. */
const callerSide = (userId: string) =>
  sql<SessionSide>`case when ${bookings.mentorId} = ${userId} then 'mentor' else 'mentee' end`;

/** The booking columns a session list shows: parsing fewer timestamps per row is most of a list's cost on PGlite. */
const listedColumns = {
  id: bookings.id,
  mentorId: bookings.mentorId,
  title: bookings.title,
  startAt: bookings.startAt,
  endAt: bookings.endAt,
  priceCents: bookings.priceCents,
  currency: bookings.currency,
  skillTitle: bookings.skillTitle,
  skillDescription: bookings.skillDescription,
  jitsiLink: bookings.jitsiLink,
  googleMeetLink: bookings.googleMeetLink,
  status: bookings.status,
  agenda: bookings.agenda,
};

/** Confirmed sessions of one user with both participants (null once deleted) and whether each side gave feedback. */
export async function listSessions(db: DbOrTx, filter: SessionListFilter) {
  const side = callerSide(filter.userId);
  const participant = or(
    ...filter.sides.map((s): SQL => eq(s === 'mentor' ? bookings.mentorId : bookings.menteeId, filter.userId)),
  );
  const timing = filter.when === 'upcoming' ? gt(bookings.endAt, filter.now) : lte(bookings.endAt, filter.now);
  return selectBookingsWithParticipants(db, {
    booking: listedColumns,
    mentor: { uuid: mentor.uuid, userName: mentor.userName, image: imagePathSql(mentor.imageId, 64) },
    mentee: { uuid: mentee.uuid, userName: mentee.userName, image: imagePathSql(mentee.imageId, 64) },
    myFeedbackGiven: sql<boolean>`exists (select 1 from ${feedback} where ${feedback.bookingId} = ${bookings.id} and ${feedback.authorRole} = ${side})`,
    otherFeedbackGiven: sql<boolean>`exists (select 1 from ${feedback} where ${feedback.bookingId} = ${bookings.id} and ${feedback.authorRole} <> ${side})`,
    myNotes: sql<
      string | null
    >`(select ${sessionNotes.text} from ${sessionNotes} where ${sessionNotes.bookingId} = ${bookings.id} and ${sessionNotes.authorId} = ${filter.userId})`,
  })
    .where(and(eq(bookings.status, 'confirmed'), participant, timing))
    .orderBy(filter.when === 'upcoming' ? asc(bookings.startAt) : desc(bookings.startAt), asc(bookings.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export type SessionRow = Awaited<ReturnType<typeof listSessions>>[number];

/** One booking with both participants' public names (null once an account is deleted). */
export async function findSession(db: DbOrTx, id: string) {
  const [row] = await selectBookingsWithParticipants(db, {
    booking: bookings,
    mentor: { uuid: mentor.uuid, userName: mentor.userName },
    mentee: { uuid: mentee.uuid, userName: mentee.userName },
  })
    .where(eq(bookings.id, id))
    .limit(1);
  return row;
}

/**
 * Cancels a confirmed session. The status condition makes it a compare-and-set: of two cancels racing
 * for one session, the second finds no confirmed row (PostgreSQL re-checks the condition after the
 * first commits) and changes nothing, so the mentee is credited once.
 */
export async function markCancelled(tx: DbOrTx, id: string, by: SessionSide, now: Date) {
  const [row] = await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now, cancelledBy: by })
    .where(and(eq(bookings.id, id), eq(bookings.status, 'confirmed')))
    .returning({ id: bookings.id, menteeId: bookings.menteeId });
  return row;
}

export async function creditFreeSessionToken(tx: DbOrTx, userId: string): Promise<number | undefined> {
  const [row] = await tx
    .update(users)
    .set({ freeSessionTokens: sql`${users.freeSessionTokens} + 1` })
    .where(eq(users.id, userId))
    .returning({ freeSessionTokens: users.freeSessionTokens });
  return row?.freeSessionTokens;
}
