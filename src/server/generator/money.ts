import { cardSessionPrice } from '../../shared/domain/payment';
import type { ledgerEntries, payments, receipts } from '../db/schema';
import { cardSessionRows, type MoneyConfig } from '../ledger/ledger.service';
import { sessionReceipt } from '../receipts/receipts.service';
import type { Plan } from './plan';

export interface MoneyRows {
  payments: Array<typeof payments.$inferInsert>;
  ledger: Array<typeof ledgerEntries.$inferInsert>;
  receipts: Array<typeof receipts.$inferInsert>;
}

/**
 * What the card flow writes when a generated booking was paid, built by the same functions it uses:
 * the succeeded payment (the mentee's second card session at half price), the ledger's payment, fee and
 * earning rows, and the payer's receipt, all dated at the confirmation. Receipts count as mailed: the
 * generated accounts have no mailboxes, and the receipt job must not send thousands of mails at start.
 */
export function paidSessionRows(bookings: Plan['bookings'], config: MoneyConfig): MoneyRows {
  const rows: MoneyRows = { payments: [], ledger: [], receipts: [] };
  const paidBefore = new Map<string, number>();
  const inPaymentOrder = bookings
    .filter((booking) => booking.paidWith === 'card' && booking.status === 'confirmed' && booking.menteeId)
    .toSorted((a, b) => a.confirmedAt!.getTime() - b.confirmedAt!.getTime() || a.id!.localeCompare(b.id!));
  for (const booking of inPaymentOrder) {
    const menteeId = booking.menteeId!;
    const paidAt = booking.confirmedAt!;
    const before = paidBefore.get(menteeId) ?? 0;
    paidBefore.set(menteeId, before + 1);
    const amountCents = cardSessionPrice(booking.priceCents, before);
    const paid = { id: booking.id!, mentorId: booking.mentorId ?? null, menteeId, endAt: booking.endAt, currency: booking.currency, skillTitle: booking.skillTitle, startAt: booking.startAt };
    rows.payments.push({
      bookingId: paid.id,
      provider: 'simulated',
      intentId: `generated_${paid.id}`,
      clientSecret: `generated_${paid.id}_secret`,
      amountCents,
      currency: paid.currency,
      status: 'succeeded',
      createdAt: paidAt,
      updatedAt: paidAt,
    });
    rows.ledger.push(...cardSessionRows(config, paid, amountCents, paidAt));
    rows.receipts.push({ ...sessionReceipt(paid, { amountCents, currency: paid.currency }), createdAt: paidAt, mailedAt: paidAt });
  }
  return rows;
}
