/** The answers of the payment endpoints (the requests are in payment.ts), checked without zod (answer-shape.ts). */
import { paidWithValues, paymentProviderNames } from '../domain/payment';
import { extend, int, literal, nullable, number, object, oneOf, optional, string, type Infer } from './answer-shape';
import { bookingDetailsSchema } from './calendar-answers';

/**
 * `GET /payment/config`: which card form the client shows. `publishableKey` (Stripe.js) is only sent
 * when Stripe is configured; the simulated provider's form is labelled "Test payments".
 */
export const paymentConfigSchema = object({
  provider: oneOf(paymentProviderNames),
  publishableKey: optional(string()),
  /** In currency units (10 means 10.00); `priceCents` is the exact amount. */
  price: number(),
  priceCents: int(),
  currency: string(),
});
export type PaymentConfig = Infer<typeof paymentConfigSchema>;

/**
 * One intent per booking: asking again returns the same `clientSecret`. `amount` is in the smallest
 * currency unit (cents), as Stripe's PaymentIntent has it.
 */
export const createPaymentIntentResponseSchema = object({
  bookingId: string(),
  clientSecret: string(),
  provider: oneOf(paymentProviderNames),
  publishableKey: optional(string()),
  amount: int(),
  currency: string(),
});
export type CreatePaymentIntentResponse = Infer<typeof createPaymentIntentResponseSchema>;

export const simulatedConfirmResponseSchema = object({
  status: literal('succeeded'),
  bookingId: string(),
});
export type SimulatedConfirmResponse = Infer<typeof simulatedConfirmResponseSchema>;

/**
 * A booking right after confirmation: its details plus the meeting links. `googleMeetLink` is null
 * while no Google integration is configured (the UI says so).
 */
export const confirmedBookingSchema = extend(bookingDetailsSchema, {
  jitsiLink: string(),
  googleMeetLink: nullable(string()),
  paidWith: oneOf(paidWithValues),
  confirmedAt: string(),
});
export type ConfirmedBooking = Infer<typeof confirmedBookingSchema>;

export const confirmFreeSlotResponseSchema = object({
  bookingId: string(),
  session: confirmedBookingSchema,
  /** Tokens left after this one. */
  freeSessionTokens: int(),
  message: string(),
});
export type ConfirmFreeSlotResponse = Infer<typeof confirmFreeSlotResponseSchema>;
