import type { ConfirmCreditSlotResponse } from '../../shared/contracts/payment';
import type { AppDeps, CurrentUser } from '../http/context';
import { AppError } from '../http/errors';
import { localize, type Language } from '../i18n/localized';
import { spendSessionCredit } from '../ledger/ledger.queries';
import { recordCreditSession } from '../ledger/ledger.service';
import { assertConfirmable, confirmHeldBooking, confirmationRefusal, requireOwnBooking, toConfirmedBooking } from './booking-confirmation';
import { paymentMessages } from './payment.messages';
import { findBooking } from './payment.queries';
import { conflict } from '../http/errors';

/**
 * Confirms the caller's held booking with one pack credit: booking, credit count and the pack's ledger
 * rows change in one transaction, each step conditional, so one credit confirms one booking however
 * many requests race. None left: 402, and the hold stays for the card.
 */
export async function confirmCreditSlot(
  deps: AppDeps,
  user: CurrentUser,
  bookingId: string,
  lang: Language,
): Promise<ConfirmCreditSlotResponse> {
  const now = deps.now();
  const booking = requireOwnBooking(await findBooking(deps.db, bookingId), user);
  assertConfirmable(booking, now);
  const { confirmed, sessionCredits } = await deps.db.transaction(async (tx) => {
    const creditsLeft = await spendSessionCredit(tx, user._id, now);
    if (creditsLeft === undefined) throw new AppError(402, paymentMessages.noSessionCredits);
    const row = await confirmHeldBooking(tx, booking.id, 'pack_credit', now);
    if (!row) {
      const latest = await findBooking(tx, booking.id);
      throw (latest && confirmationRefusal(latest, now)) ?? conflict(paymentMessages.reservationExpired);
    }
    await recordCreditSession(tx, deps.config, row, user._id, now);
    return { confirmed: row, sessionCredits: creditsLeft };
  });
  return {
    bookingId: booking.id,
    session: await toConfirmedBooking(deps, user, confirmed),
    sessionCredits,
    message: localize(paymentMessages.creditSessionConfirmed, lang),
  };
}
