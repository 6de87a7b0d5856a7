import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  bookingMentee as mentee,
  bookingMentor as mentor,
  participantContact,
  presentParticipant,
  type ParticipantContact,
  selectBookingsWithParticipants,
} from '../db/booking-participants';
import type { DbOrTx } from '../db/client';
import { bookingNotices, bookings, users } from '../db/schema';

export type NoticeKind = 'confirmed' | 'cancelled' | 'rescheduled';

/**
 * The invite's SEQUENCE for each kind, from the booking's: a request and a move carry the booking's
 * (each reschedule raised it), a cancellation one more, so it supersedes whatever came before.
 */
const SEQUENCE: Record<NoticeKind, SQL> = {
  confirmed: sql`b.ics_sequence`,
  rescheduled: sql`b.ics_sequence`,
  cancelled: sql`b.ics_sequence + 1`,
};

/**
 * Queues mail and push notices of a booking change for both participants. Called inside the transaction
 * that makes the change, so the notices exist exactly when the change committed; a second call for the
 * same change adds nothing (the unique index). Settings and subscriptions are looked at when sending.
 */
export async function enqueueBookingNotices(tx: DbOrTx, bookingId: string, kind: NoticeKind): Promise<void> {
  await tx.execute(sql`
    insert into ${bookingNotices} (booking_id, recipient_id, kind, channel, sequence)
    select b.id, recipient.id, ${kind}, channel.name, ${SEQUENCE[kind]}
    from ${bookings} b
    cross join lateral (values (b.mentor_id), (b.mentee_id)) as recipient(id)
    cross join (values ('mail'), ('push')) as channel(name)
    where b.id = ${bookingId} and recipient.id is not null
    on conflict do nothing`);
}

/**
 * Leases up to `limit` due notices for `leaseMs`: unsent ones nobody holds, or whose lease ran out
 * (the instance sending them died). SKIP LOCKED lets instances claiming at once take different rows;
 * the lease is committed before anything is sent.
 */
export async function claimDueNotices(db: DbOrTx, now: Date, leaseMs: number, limit: number, maxAttempts: number) {
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const due = db
    .select({ id: bookingNotices.id })
    .from(bookingNotices)
    .where(
      and(
        isNull(bookingNotices.sentAt),
        sql`(${bookingNotices.leaseUntil} is null or ${bookingNotices.leaseUntil} <= ${now})`,
        sql`${bookingNotices.attempts} < ${maxAttempts}`,
      ),
    )
    .orderBy(bookingNotices.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(bookingNotices)
    .set({ leaseUntil, attempts: sql`${bookingNotices.attempts} + 1` })
    .where(inArray(bookingNotices.id, due))
    .returning();
}

export type NoticeRow = Awaited<ReturnType<typeof claimDueNotices>>[number];

/**
 * Marks a notice done, but only under the lease this instance took (`leaseUntil` as claimed): if the
 * lease ran out and another instance took the notice over, that one's mark counts.
 */
export async function markNoticeDone(db: DbOrTx, notice: NoticeRow, now: Date, outcome: string): Promise<boolean> {
  const rows = await db
    .update(bookingNotices)
    .set({ sentAt: now, outcome })
    .where(
      and(eq(bookingNotices.id, notice.id), isNull(bookingNotices.sentAt), eq(bookingNotices.leaseUntil, notice.leaseUntil!)),
    )
    .returning({ id: bookingNotices.id });
  return rows.length > 0;
}

/** Gives a failed send back to the queue at once (the next run tries again) rather than after the lease. */
export async function releaseNotice(db: DbOrTx, notice: NoticeRow, outcome: string): Promise<void> {
  await db
    .update(bookingNotices)
    .set({ leaseUntil: null, outcome })
    .where(
      and(eq(bookingNotices.id, notice.id), isNull(bookingNotices.sentAt), eq(bookingNotices.leaseUntil, notice.leaseUntil!)),
    );
}

const person = (table: typeof mentor | typeof mentee) => ({
  ...participantContact(table),
  bookingMail: table.bookingMail,
  bookingPush: table.bookingPush,
});

export interface Participant extends ParticipantContact {
  bookingMail: boolean;
  bookingPush: boolean;
}

/** The bookings of the claimed notices with both participants (null once an account is gone). */
export async function findNoticeBookings(db: DbOrTx, bookingIds: string[]) {
  if (!bookingIds.length) return [];
  const rows = await selectBookingsWithParticipants(db, {
    id: bookings.id,
    startAt: bookings.startAt,
    endAt: bookings.endAt,
    skillTitle: bookings.skillTitle,
    agenda: bookings.agenda,
    rescheduleReason: bookings.rescheduleReason,
    jitsiLink: bookings.jitsiLink,
    mentor: person(mentor),
    mentee: person(mentee),
  }).where(inArray(bookings.id, bookingIds));
  return rows.map((row) => ({
    ...row,
    mentor: presentParticipant<Participant>(row.mentor),
    mentee: presentParticipant<Participant>(row.mentee),
  }));
}

/** Remembers the app language a user works in, for mails sent while they are away. */
export async function rememberLanguage(db: DbOrTx, userId: string, language: string): Promise<void> {
  await db
    .update(users)
    .set({ language })
    .where(and(eq(users.id, userId), sql`${users.language} is distinct from ${language}`));
}
