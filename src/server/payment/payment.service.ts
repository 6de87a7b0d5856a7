import { timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type {
  ConfirmFreeSlotResponse,
  CreatePaymentIntentResponse,
  PaymentConfig,
  SimulatedConfirmResponse,
  simulatedConfirmRequestSchema,
} from '../../shared/contracts/payment';
import type { DbOrTx } from '../db/client';
import type { AppDeps, CurrentUser } from '../http/context';
import { AppError, conflict, fieldError, forbidden } from '../http/errors';
import { localize, type Language } from '../i18n/localized';
import {
  assertConfirmable,
  confirmHeldBooking,
  confirmationRefusal,
  requireOwnBooking,
  toConfirmedBooking,
} from './booking-confirmation';
import type { ConfiguredPaymentProvider } from './payment-provider';
import { cardFailures, paymentMessages } from './payment.messages';
import {
  findBooking,
  findPaymentByBooking,
  findPaymentByIntent,
  insertPaymentIfAbsent,
  lockPayment,
  markPaymentFailed,
  markPaymentRefunded,
  markPaymentSucceeded,
  countCardPaidSessions,
  recordWebhookEvent,
  spendFreeSessionToken,
  type BookingRow,
  type PaymentRow,
} from './payment.queries';
import { recordCardSession, recordTokenSession } from '../ledger/ledger.service';
import { issueReceipt, mailReceiptsSoon, sessionReceipt } from '../receipts/receipts.service';
import { cardSessionPrice } from '../../shared/domain/payment';
import { confirmSimulatedPack, failPackIntent, settlePackIntent } from './pack-payment';
import type { SimulatedPaymentProvider } from './providers/simulated-provider';
import { settlePaidInvoice, syncSubscriptionEvent } from './stripe-subscription.service';
import { WebhookSignatureError, type PaymentEvent, type StripePaymentProvider } from './providers/stripe-provider';

type SimulatedConfirmRequest = z.output<typeof simulatedConfirmRequestSchema>;

async function cardPriceOf(db: DbOrTx, menteeId: string, priceCents: number): Promise<number> {
  return cardSessionPrice(priceCents, await countCardPaidSessions(db, menteeId));
}

/** The booking's payment is in: its fee and earning into the ledger, and the payer's receipt. */
async function recordSessionPayment(tx: DbOrTx, deps: AppDeps, booking: BookingRow, payment: PaymentRow, now: Date) {
  await recordCardSession(tx, deps.config, booking, payment.amountCents, now);
  if (booking.menteeId) await issueReceipt(tx, sessionReceipt(booking, payment), now);
}

export function getPaymentConfig(deps: AppDeps, provider: ConfiguredPaymentProvider): PaymentConfig {
  const { sessionPriceCents, CURRENCY } = deps.config;
  return {
    provider: provider.kind,
    ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
    price: sessionPriceCents / 100,
    priceCents: sessionPriceCents,
    currency: CURRENCY,
  };
}

/** The last word on a booking that could not be confirmed: re-read, so the answer matches what won. */
async function refusalFor(db: DbOrTx, bookingId: string, now: Date): Promise<AppError> {
  const booking = await findBooking(db, bookingId);
  return (booking && confirmationRefusal(booking, now)) ?? conflict(paymentMessages.reservationExpired);
}

/**
 * The intent the mentee pays their held booking with. A booking has at most one (unique booking_id),
 * so asking again, also concurrently, returns the same client secret and nobody can pay twice.
 */
export async function createPaymentIntent(
  deps: AppDeps,
  provider: ConfiguredPaymentProvider,
  user: CurrentUser,
  bookingId: string,
): Promise<CreatePaymentIntentResponse> {
  const booking = requireOwnBooking(await findBooking(deps.db, bookingId), user);
  assertConfirmable(booking, deps.now());

  let payment = await findPaymentByBooking(deps.db, booking.id);
  if (!payment) {
    const amountCents = await cardPriceOf(deps.db, user._id, booking.priceCents);
    const request = { reference: { bookingId: booking.id }, amountCents, currency: booking.currency };
    const intent = await provider.createIntent(request).catch((error: unknown) => {
      deps.logger.error({ err: error, bookingId: booking.id, provider: provider.kind }, 'creating a payment intent failed');
      throw new AppError(503, paymentMessages.providerUnavailable);
    });
    const now = deps.now();
    await insertPaymentIfAbsent(deps.db, {
      bookingId: booking.id,
      provider: provider.kind,
      intentId: intent.intentId,
      clientSecret: intent.clientSecret,
      amountCents: request.amountCents,
      currency: request.currency,
      createdAt: now,
      updatedAt: now,
    });
    payment = (await findPaymentByBooking(deps.db, booking.id))!;
  }
  return {
    bookingId: booking.id,
    clientSecret: payment.clientSecret,
    provider: provider.kind,
    ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
    amount: payment.amountCents,
    currency: payment.currency,
  };
}

async function findSimulatedPayment(
  deps: AppDeps,
  provider: SimulatedPaymentProvider,
  clientSecret: string,
): Promise<PaymentRow | undefined> {
  const intentId = provider.intentIdOf(clientSecret);
  const payment = intentId ? await findPaymentByIntent(deps.db, intentId) : undefined;
  if (!payment || payment.provider !== 'simulated') return undefined;
  const given = Buffer.from(clientSecret);
  const stored = Buffer.from(payment.clientSecret);
  return given.length === stored.length && timingSafeEqual(given, stored) ? payment : undefined;
}

/**
 * The simulated card payment. Only the mentee who booked may pay (the client secret alone is not
 * enough). A card problem is a 402 and leaves the hold as it was; money that would arrive after the
 * hold ran out is refused with a 409 and nothing is charged.
 */
export async function confirmSimulatedPayment(
  deps: AppDeps,
  provider: SimulatedPaymentProvider,
  user: CurrentUser,
  body: SimulatedConfirmRequest,
): Promise<SimulatedConfirmResponse> {
  const payment = await findSimulatedPayment(deps, provider, body.clientSecret);
  if (!payment) return confirmSimulatedPack(deps, provider, user, body);
  const booking = await findBooking(deps.db, payment.bookingId);
  if (!booking || booking.menteeId !== user._id) throw forbidden(paymentMessages.notYourPayment);
  const succeeded = { status: 'succeeded', bookingId: booking.id } as const;
  // Paying again (a double click, a retry after a lost answer) reports the first success and charges nothing.
  if (payment.status === 'succeeded') return succeeded;

  const now = deps.now();
  const refusal = confirmationRefusal(booking, now);
  if (refusal) {
    // The payment was read before the booking: a concurrent "Pay Now" may have succeeded in between,
    // and then this request must report that success rather than "already paid".
    if ((await findPaymentByIntent(deps.db, payment.intentId))?.status === 'succeeded') return succeeded;
    throw refusal;
  }
  const result = provider.charge(body, now);
  if (result !== 'succeeded') {
    await markPaymentFailed(deps.db, payment.id, localize(cardFailures[result], 'en'), now);
    throw new AppError(402, cardFailures[result]);
  }
  await deps.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, { id: payment.id });
    if (locked?.status === 'succeeded') return;
    const confirmed = await confirmHeldBooking(tx, booking.id, 'card', now);
    if (!confirmed) throw await refusalFor(tx, booking.id, now);
    await markPaymentSucceeded(tx, payment.id, now);
    await recordSessionPayment(tx, deps, confirmed, payment, now);
  });
  mailReceiptsSoon(deps);
  return succeeded;
}

/** Verifies a Stripe webhook request and acts on its event once, however often Stripe delivers it. */
export async function receiveStripeWebhook(
  deps: AppDeps,
  provider: StripePaymentProvider,
  rawBody: string,
  signature: string | undefined,
): Promise<void> {
  let event: PaymentEvent;
  try {
    event = await provider.verifyWebhook(rawBody, signature, deps.now());
  } catch (error) {
    if (!(error instanceof WebhookSignatureError)) throw error;
    deps.logger.warn({ reason: error.message }, 'rejected a Stripe webhook with an invalid signature');
    throw fieldError('Stripe-Signature', paymentMessages.webhookSignatureInvalid);
  }
  const now = deps.now();
  // Recording the event and acting on it commit together: if acting fails, Stripe's retry finds it unrecorded.
  await deps.db.transaction(async (tx) => {
    if (!(await recordWebhookEvent(tx, event.id, event.stripeType, now))) return;
    if (event.type === 'intent_succeeded') await settleSucceededIntent(tx, deps, provider, event.intentId, now);
    if (event.type === 'invoice_paid') await settlePaidInvoice(tx, deps, provider, event.invoice, now);
    if (event.type === 'subscription_changed') await syncSubscriptionEvent(tx, event.subscription);
    if (event.type === 'intent_failed') {
      const payment = await findPaymentByIntent(tx, event.intentId);
      if (payment) await markPaymentFailed(tx, payment.id, event.message, now);
      else await failPackIntent(tx, event.intentId, event.message);
    }
  });
  mailReceiptsSoon(deps);
}

/**
 * Money arrived: confirm the booking, once. If its hold ran out first (or it was confirmed with a free
 * token meanwhile), the slot may already be someone else's, so the payment is refunded instead. The
 * refund runs inside the transaction: should it fail, nothing is recorded and Stripe's retry refunds
 * again under the same idempotency key.
 */
async function settleSucceededIntent(tx: DbOrTx, deps: AppDeps, provider: StripePaymentProvider, intentId: string, now: Date) {
  const payment = await lockPayment(tx, { intentId });
  if (!payment && (await settlePackIntent(tx, intentId, now))) return;
  if (!payment) {
    deps.logger.warn({ intentId }, 'Stripe reported a payment for an intent this server did not create');
    return;
  }
  if (payment.status === 'succeeded' || payment.status === 'refunded') return;
  const confirmed = await confirmHeldBooking(tx, payment.bookingId, 'card', now);
  if (confirmed) {
    await markPaymentSucceeded(tx, payment.id, now);
    await recordSessionPayment(tx, deps, confirmed, payment, now);
    return;
  }
  await provider.refund(intentId, payment.bookingId);
  await markPaymentRefunded(tx, payment.id, 'The reservation had ended when the payment arrived; refunded.', now);
  deps.logger.info({ intentId, bookingId: payment.bookingId }, 'refunded a payment that arrived after its booking hold ended');
}

/**
 * Confirms the caller's held booking with one free-session token. Booking and token change in one
 * transaction, each by a conditional UPDATE, so with one token left only one of two parallel requests
 * succeeds and the count never goes below zero.
 */
export async function confirmFreeSlot(
  deps: AppDeps,
  user: CurrentUser,
  bookingId: string,
  lang: Language,
): Promise<ConfirmFreeSlotResponse> {
  const now = deps.now();
  const booking = requireOwnBooking(await findBooking(deps.db, bookingId), user);
  assertConfirmable(booking, now);
  const { confirmed, freeSessionTokens } = await deps.db.transaction(async (tx) => {
    const row = await confirmHeldBooking(tx, booking.id, 'free_token', now);
    if (!row) throw await refusalFor(tx, booking.id, now);
    const tokensLeft = await spendFreeSessionToken(tx, user._id, now);
    if (tokensLeft === undefined) throw conflict(paymentMessages.noFreeSessions);
    await recordTokenSession(tx, deps.config, row, user._id, now);
    return { confirmed: row, freeSessionTokens: tokensLeft };
  });
  return {
    bookingId: booking.id,
    session: await toConfirmedBooking(deps, user, confirmed),
    freeSessionTokens,
    message: localize(paymentMessages.freeSessionConfirmed, lang),
  };
}
