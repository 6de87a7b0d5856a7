import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { bookings, payments, processedWebhookEvents, users } from '../db/schema';

export type BookingRow = typeof bookings.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export async function findBooking(db: DbOrTx, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  return row;
}

export async function findPaymentByBooking(db: DbOrTx, bookingId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.bookingId, bookingId)).limit(1);
  return row;
}

export async function findPaymentByIntent(db: DbOrTx, intentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.intentId, intentId)).limit(1);
  return row;
}

/**
 * Stores a booking's intent unless it already has one: of two concurrent requests the unique index on
 * booking_id keeps the first, and both callers then read that one back.
 */
export async function insertPaymentIfAbsent(db: DbOrTx, values: typeof payments.$inferInsert): Promise<void> {
  await db.insert(payments).values(values).onConflictDoNothing();
}

/** Row-locks a payment, so confirmations of one payment (a double click, a retried webhook) run one after the other. */
export async function lockPayment(tx: DbOrTx, by: { id: string } | { intentId: string }): Promise<PaymentRow | undefined> {
  const condition = 'id' in by ? eq(payments.id, by.id) : eq(payments.intentId, by.intentId);
  const [row] = await tx.select().from(payments).where(condition).for('update');
  return row;
}

export async function markPaymentSucceeded(tx: DbOrTx, id: string, now: Date): Promise<void> {
  await tx.update(payments).set({ status: 'succeeded', failureMessage: null, updatedAt: now }).where(eq(payments.id, id));
}

/** A failed attempt; the same intent may still be paid later, and a success is never overwritten. */
export async function markPaymentFailed(db: DbOrTx, id: string, message: string | null, now: Date): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'failed', failureMessage: message, updatedAt: now })
    .where(and(eq(payments.id, id), inArray(payments.status, ['requires_payment', 'failed'])));
}

export async function markPaymentRefunded(tx: DbOrTx, id: string, reason: string, now: Date): Promise<void> {
  await tx.update(payments).set({ status: 'refunded', failureMessage: reason, updatedAt: now }).where(eq(payments.id, id));
}

/**
 * The pending-to-confirmed step: one conditional UPDATE, so a booking is confirmed at most once and
 * never after its hold ran out, whatever runs concurrently. Returns nothing when it did not apply.
 */
export async function confirmPendingBooking(
  tx: DbOrTx,
  id: string,
  values: Pick<BookingRow, 'paidWith' | 'jitsiLink' | 'googleMeetLink'>,
  now: Date,
): Promise<BookingRow | undefined> {
  const [row] = await tx
    .update(bookings)
    .set({ ...values, status: 'confirmed', confirmedAt: now, holdExpiresAt: null })
    .where(and(eq(bookings.id, id), eq(bookings.status, 'pending'), gt(bookings.holdExpiresAt, now)))
    .returning();
  return row;
}

/** Takes one free-session token if the user has one; returns the tokens left, or nothing when there was none. */
export async function spendFreeSessionToken(tx: DbOrTx, userId: string, now: Date): Promise<number | undefined> {
  const [row] = await tx
    .update(users)
    .set({ freeSessionTokens: sql`${users.freeSessionTokens} - 1`, updatedAt: now })
    .where(and(eq(users.id, userId), gt(users.freeSessionTokens, 0)))
    .returning({ freeSessionTokens: users.freeSessionTokens });
  return row?.freeSessionTokens;
}

/** True the first time an event id arrives; a redelivery of the same event returns false. */
export async function recordWebhookEvent(tx: DbOrTx, eventId: string, type: string, now: Date): Promise<boolean> {
  const rows = await tx
    .insert(processedWebhookEvents)
    .values({ eventId, type, receivedAt: now })
    .onConflictDoNothing()
    .returning({ eventId: processedWebhookEvents.eventId });
  return rows.length > 0;
}

/** How many sessions the mentee has paid by card (refunded ones do not count): the second one costs half. */
export async function countCardPaidSessions(db: DbOrTx, menteeId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(eq(bookings.menteeId, menteeId), eq(payments.status, 'succeeded')));
  return row?.count ?? 0;
}
