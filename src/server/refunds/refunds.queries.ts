import { and, eq, gt, sql } from 'drizzle-orm';
import type { AdminBooking } from '../../shared/contracts/money';
import type { DbOrTx } from '../db/client';
import { bookings, ledgerEntries, packPurchases, payments, refunds } from '../db/schema';

export async function lockBooking(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return row;
}

/** The one refund of a booking: false when it already has one (the unique booking id decides). */
export async function insertRefund(tx: DbOrTx, values: typeof refunds.$inferInsert): Promise<boolean> {
  const rows = await tx.insert(refunds).values(values).onConflictDoNothing().returning({ id: refunds.id });
  return rows.length > 0;
}

export async function cardPaymentOf(tx: DbOrTx, bookingId: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'succeeded')));
  return row;
}

/** The pack whose credit paid for the booking (the ledger's credit row names it). */
export async function packOfCreditBooking(tx: DbOrTx, bookingId: string) {
  const [row] = await tx
    .select({ purchase: packPurchases })
    .from(ledgerEntries)
    .innerJoin(packPurchases, eq(packPurchases.id, ledgerEntries.purchaseId))
    .where(and(eq(ledgerEntries.bookingId, bookingId), eq(ledgerEntries.kind, 'credit')))
    .limit(1);
  return row?.purchase;
}

export async function markRefunded(tx: DbOrTx, paymentId: string, reason: string, now: Date) {
  await tx.update(payments).set({ status: 'refunded', failureMessage: reason, updatedAt: now }).where(eq(payments.id, paymentId));
}

/** Cancels the booking if it is still an upcoming confirmed session; true when it did. */
export async function cancelIfUpcoming(tx: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now, cancelledBy: 'system' })
    .where(and(eq(bookings.id, id), eq(bookings.status, 'confirmed'), gt(bookings.startAt, now)))
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/** The refund row is written first (it decides who refunds); its amount once the ledger knows it. */
export async function setRefundAmount(tx: DbOrTx, bookingId: string, amountCents: number) {
  await tx.update(refunds).set({ amountCents }).where(eq(refunds.bookingId, bookingId));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type PaidBookingRow = Omit<AdminBooking, 'start' | 'refundedAt'> & { start: string | Date; refundedAt: string | Date | null };

/**
 * Confirmed or cancelled sessions paid by card or with a pack credit, newest first. A query that is a
 * uuid finds that booking; any other text matches the mentee's or mentor's name or email.
 */
export async function listPaidBookings(db: DbOrTx, query: string, limit: number, offset: number): Promise<PaidBookingRow[]> {
  const pattern = `%${query.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const match = !query
    ? sql`true`
    : UUID.test(query)
      ? sql`b.id = ${query}::uuid`
      : sql`(mentee.user_name ilike ${pattern} or mentee.email ilike ${pattern} or mentor.user_name ilike ${pattern} or mentor.email ilike ${pattern})`;
  const result = (await db.execute(sql`
    select b.id as "bookingId", b.start_at as start, b.status, b.paid_with as "paidWith",
      coalesce((select sum(l.amount_cents) from ledger_entries l
        where l.booking_id = b.id and l.kind in ('fee', 'earning') and l.amount_cents > 0), b.price_cents)::int as "amountCents",
      b.currency, mentee.user_name as "menteeName", mentor.user_name as "mentorName", b.skill_title as "skillTitle",
      r.created_at as "refundedAt", r.reason as "refundReason"
    from bookings b
    left join users mentee on mentee.id = b.mentee_id
    left join users mentor on mentor.id = b.mentor_id
    left join refunds r on r.booking_id = b.id
    where b.paid_with in ('card', 'pack_credit') and b.status in ('confirmed', 'cancelled') and ${match}
    order by b.start_at desc, b.id
    limit ${limit} offset ${offset}`)) as unknown as { rows: PaidBookingRow[] };
  return result.rows;
}
