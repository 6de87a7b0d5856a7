import { and, asc, eq, gt, or } from 'drizzle-orm';
import { bookingMentee as mentee, bookingMentor as mentor, selectBookingsWithParticipants } from '../db/booking-participants';
import type { DbOrTx } from '../db/client';
import { bookings, calendarFeedTokens, users } from '../db/schema';

/** Makes the user's feed secret or replaces it (a rotation): the old address stops working in the same statement. */
export async function saveFeedToken(db: DbOrTx, userId: string, tokenHash: string, now: Date): Promise<void> {
  await db
    .insert(calendarFeedTokens)
    .values({ userId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeedTokens.userId, set: { tokenHash, createdAt: now } });
}

export async function findFeedToken(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(calendarFeedTokens).where(eq(calendarFeedTokens.userId, userId));
  return row;
}

export async function deleteFeedToken(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .delete(calendarFeedTokens)
    .where(eq(calendarFeedTokens.userId, userId))
    .returning({ userId: calendarFeedTokens.userId });
  return rows.length > 0;
}

/** The feed's owner by the hash of its secret; suspended users' feeds answer like unknown ones. */
export async function findFeedOwner(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ id: users.id, language: users.language, suspendedAt: users.suspendedAt })
    .from(calendarFeedTokens)
    .innerJoin(users, eq(users.id, calendarFeedTokens.userId))
    .where(eq(calendarFeedTokens.tokenHash, tokenHash));
  return row;
}

/** The user's confirmed sessions (either side) that end after `since`, soonest first. */
export function feedSessions(db: DbOrTx, userId: string, since: Date) {
  return selectBookingsWithParticipants(db, {
    id: bookings.id,
    mentorId: bookings.mentorId,
    startAt: bookings.startAt,
    endAt: bookings.endAt,
    skillTitle: bookings.skillTitle,
    jitsiLink: bookings.jitsiLink,
    agenda: bookings.agenda,
    icsSequence: bookings.icsSequence,
    confirmedAt: bookings.confirmedAt,
    mentorName: mentor.userName,
    menteeName: mentee.userName,
  })
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        gt(bookings.endAt, since),
        or(eq(bookings.mentorId, userId), eq(bookings.menteeId, userId)),
      ),
    )
    .orderBy(asc(bookings.startAt));
}
