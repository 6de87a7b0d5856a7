import type { RefundResult } from '../../shared/contracts/money';
import type { AppDeps, CurrentUser } from '../http/context';
import { AppError, conflict, notFound } from '../http/errors';
import { recordRefund } from '../ledger/ledger.service';
import { enqueueBookingNotices } from '../notices/notices.queries';
import { paymentProviderOf } from '../payment/payment-provider';
import { refundMessages } from './refunds.messages';
import { cancelIfUpcoming, cardPaymentOf, insertRefund, lockBooking, markRefunded, packOfCreditBooking, setRefundAmount } from './refunds.queries';

/**
 * An admin gives a booking's money back: the refund row (one per booking: a second is a 409), the
 * reversed fee and earning, the cancellation of a session still to come (with its notices) and the
 * provider's refund all belong to one transaction. The provider is called last inside it: should it
 * fail, nothing is recorded and the admin can try again (its idempotency key keeps it one refund).
 */
export async function refundBooking(deps: AppDeps, admin: CurrentUser, bookingId: string, reason: string): Promise<RefundResult> {
  const now = deps.now();
  const provider = paymentProviderOf(deps);
  return deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) throw notFound(refundMessages.bookingNotFound);
    if (!(await insertRefund(tx, { bookingId, adminId: admin._id, reason, amountCents: 0, currency: booking.currency, createdAt: now }))) {
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
    if (intentId && amountCents > 0) {
      await provider.refundAmount(intentId, amountCents, `admin-refund-${bookingId}`, { bookingId, reason: 'admin_refund' }).catch((error: unknown) => {
        deps.logger.error({ err: error, bookingId }, 'refunding through the provider failed');
        throw new AppError(503, refundMessages.providerUnavailable);
      });
    }
    return { bookingId, amountCents, currency: booking.currency, sessionCancelled };
  });
}
