import { z } from 'zod/mini';
import { paidWithValues, paymentProviderNames } from '../domain/payment';
import { bookingDetailsSchema } from './calendar';

const bookingIdSchema = z.uuid({ error: 'Must be a valid booking id' });

/** `POST /payment/stripe/create-payment-intent` (also in simulated mode: the path is the spec's). */
export const createPaymentIntentRequestSchema = z.object({ bookingId: bookingIdSchema });
export type CreatePaymentIntentRequest = z.input<typeof createPaymentIntentRequestSchema>;

/**
 * `POST /payment/simulated/confirm`, only when Stripe is not configured. A missing field is a list-form
 * 400; a card that is invalid, expired or declined is a 402 whose `msg` the form shows as is.
 */
export const simulatedConfirmRequestSchema = z.object({
  clientSecret: z.string().check(z.trim(), z.minLength(1, 'The payment is missing. Please start again.'), z.maxLength(300)),
  cardNumber: z.string().check(z.trim(), z.minLength(1, 'Enter your card number'), z.maxLength(40)),
  expiry: z.string().check(z.trim(), z.minLength(1, 'Enter the expiry date'), z.maxLength(10)),
  cvc: z.string().check(z.trim(), z.minLength(1, 'Enter the CVC'), z.maxLength(10)),
});
export type SimulatedConfirmRequest = z.input<typeof simulatedConfirmRequestSchema>;

/** `POST /session/confirm-free-slot`: spends one free-session token on the caller's held booking. */
export const confirmFreeSlotRequestSchema = z.object({ bookingId: bookingIdSchema });
export type ConfirmFreeSlotRequest = z.input<typeof confirmFreeSlotRequestSchema>;

// ---- Answers ----

/**
 * `GET /payment/config` (no login needed): which card form the client shows and what a session costs. `publishableKey` (Stripe.js) is only sent
 * when Stripe is configured; the simulated provider's form is labelled "Test payments".
 */
export const paymentConfigSchema = z.object({
  provider: z.enum(paymentProviderNames),
  publishableKey: z.optional(z.string()),
  /** In currency units (10 means 10.00); `priceCents` is the exact amount. */
  price: z.number(),
  priceCents: z.int(),
  currency: z.string(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/**
 * One intent per booking: asking again returns the same `clientSecret`. `amount` is in the smallest
 * currency unit (cents), as Stripe's PaymentIntent has it.
 */
export const createPaymentIntentResponseSchema = z.object({
  bookingId: z.string(),
  clientSecret: z.string(),
  provider: z.enum(paymentProviderNames),
  publishableKey: z.optional(z.string()),
  amount: z.int(),
  currency: z.string(),
});
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

/** A booking's payment answers its `bookingId`, a pack's its `purchaseId`. */
export const simulatedConfirmResponseSchema = z.object({
  status: z.literal('succeeded'),
  bookingId: z.optional(z.string()),
  purchaseId: z.optional(z.string()),
});
export type SimulatedConfirmResponse = z.infer<typeof simulatedConfirmResponseSchema>;

/**
 * A booking right after confirmation: its details plus the meeting links. `googleMeetLink` is null
 * while no Google integration is configured (the UI says so).
 */
export const confirmedBookingSchema = z.extend(bookingDetailsSchema, {
  jitsiLink: z.string(),
  googleMeetLink: z.nullable(z.string()),
  paidWith: z.enum(paidWithValues),
  confirmedAt: z.string(),
});
export type ConfirmedBooking = z.infer<typeof confirmedBookingSchema>;

export const confirmFreeSlotResponseSchema = z.object({
  bookingId: z.string(),
  session: confirmedBookingSchema,
  /** Tokens left after this one. */
  freeSessionTokens: z.int(),
  message: z.string(),
});
export type ConfirmFreeSlotResponse = z.infer<typeof confirmFreeSlotResponseSchema>;

export const confirmCreditSlotResponseSchema = z.object({
  bookingId: z.string(),
  session: confirmedBookingSchema,
  /** Pack credits left after this one. */
  sessionCredits: z.int(),
  message: z.string(),
});
export type ConfirmCreditSlotResponse = z.infer<typeof confirmCreditSlotResponseSchema>;

/** `POST /payment/stripe/webhook`: Stripe only needs to know the event arrived. */
export const webhookReceivedResponseSchema = z.object({ received: z.literal(true) });
