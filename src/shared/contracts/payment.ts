import { z } from 'zod/mini';

/** The answers are checked without zod (the browser parses them): payment-answers.ts. */
export * from './payment-answers';

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
