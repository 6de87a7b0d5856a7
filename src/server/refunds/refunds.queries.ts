import { and, eq, gt } from 'drizzle-orm';
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
  const [row] = await tx.select().from(payments).where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'succeeded')));
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
