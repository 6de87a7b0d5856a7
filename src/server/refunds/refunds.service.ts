import type { AdminBooking, RefundResult } from '../../shared/contracts/money';
import { ADMIN_PAGE_SIZE } from '../../shared/domain/limits';
import { insertAudit } from '../admin/admin.queries';
import type { AppDeps, CurrentUser } from '../http/context';
import { AppError, conflict, notFound } from '../http/errors';
import { recordRefund } from '../ledger/ledger.service';
import { enqueueBookingNotices } from '../notices/notices.queries';
import type { ConfiguredPaymentProvider } from '../payment/payment-provider';
import { refundMessages } from './refunds.messages';
import {
  cancelIfUpcoming,
  cardPaymentOf,
  insertRefund,
  listPaidBookings,
  lockBooking,
  markRefunded,
  packOfCreditBooking,
  setRefundAmount,
} from './refunds.queries';

/**
 * An admin gives a booking's money back: the refund row (one per booking: a second is a 409), the
 * reversed fee and earning, the cancellation of a session still to come (with its notices) and the
 * provider's refund all belong to one transaction. The provider is called last inside it: should it
 * fail, nothing is recorded and the admin can try again (its idempotency key keeps it one refund).
 */
export async function refundBooking(
  deps: AppDeps,
  provider: ConfiguredPaymentProvider,
  admin: Pick<CurrentUser, '_id' | 'uuid'>,
  bookingId: string,
  reason: string,
): Promise<RefundResult> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) throw notFound(refundMessages.bookingNotFound);
    if (
      !(await insertRefund(tx, {
        bookingId,
        adminId: admin._id,
        reason,
        amountCents: 0,
        currency: booking.currency,
        createdAt: now,
      }))
    ) {
      throw conflict(refundMessages.alreadyRefunded);
    }
    if (booking.paidWith !== 'card' && booking.paidWith !== 'pack_credit') throw conflict(refundMessages.notPaid);
    if (booking.status === 'cancelled') throw conflict(refundMessages.cancelledIntoToken);
    if (booking.status !== 'confirmed') throw conflict(refundMessages.notPaid);

    const amountCents = await recordRefund(tx, booking, now);
    const sessionCancelled = await cancelIfUpcoming(tx, bookingId, now);
    if (sessionCancelled) await enqueueBookingNotices(tx, bookingId, 'cancelled');

    const payment = booking.paidWith === 'card' ? await cardPaymentOf(tx, bookingId) : undefined;
    const intentId = payment?.intentId ?? (await packOfCreditBooking(tx, bookingId))?.intentId;
    if (payment) await markRefunded(tx, payment.id, reason, now);
    await setRefundAmount(tx, bookingId, amountCents);
    await insertAudit(tx, { adminUuid: admin.uuid, action: 'refund', targetUuid: bookingId, reason, at: now });
    if (intentId && amountCents > 0) {
      await provider
        .refundAmount(intentId, amountCents, `admin-refund-${bookingId}`, { bookingId, reason: 'admin_refund' })
        .catch((error: unknown) => {
          deps.logger.error({ err: error, bookingId }, 'refunding through the provider failed');
          throw new AppError(503, refundMessages.providerUnavailable);
        });
    }
    return { bookingId, amountCents, currency: booking.currency, sessionCancelled };
  });
}

/** The admin's list of paid sessions to refund from: newest first, found by booking id, name or email. */
export async function listAdminBookings(deps: AppDeps, query: string, page: number): Promise<AdminBooking[]> {
  const rows = await listPaidBookings(deps.db, query, ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE);
  return rows.map((row) => ({
    ...row,
    start: new Date(row.start).toISOString(),
    refundedAt: row.refundedAt ? new Date(row.refundedAt).toISOString() : null,
  }));
}
