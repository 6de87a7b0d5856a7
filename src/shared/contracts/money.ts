import { z } from 'zod/mini';
import { earningStatuses, packIds } from '../domain/money';

const bookingIdSchema = z.uuid({ error: 'Must be a valid booking id' });

// ---- Packs and subscription (`/payment/…`) ----

export const packSchema = z.object({
  id: z.enum(packIds),
  sessions: z.int(),
  priceCents: z.int(),
  currency: z.string(),
  recurring: z.nullable(z.literal('month')),
});
export type Pack = z.infer<typeof packSchema>;
export const packListSchema = z.array(packSchema);

export const packIdParamSchema = z.object({ id: z.string().check(z.maxLength(40)) });

/** `POST /payment/packs/{id}/intent`: paid like a booking (Stripe.js, or the simulated confirm endpoint). */
export const packIntentSchema = z.object({
  purchaseId: z.string(),
  clientSecret: z.string(),
  amountCents: z.int(),
  currency: z.string(),
  provider: z.enum(['stripe', 'simulated']),
  publishableKey: z.optional(z.string()),
});
export type PackIntent = z.infer<typeof packIntentSchema>;

export const subscriptionSchema = z.object({
  packId: z.enum(packIds),
  status: z.enum(['active', 'canceled']),
  currentPeriodEnd: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** `POST /session/confirm-credit-slot`: spends one pack credit on the caller's held booking. */
export const confirmCreditSlotRequestSchema = z.object({ bookingId: bookingIdSchema });
export type ConfirmCreditSlotRequest = z.input<typeof confirmCreditSlotRequestSchema>;

// ---- Receipts ----

export const receiptSchema = z.object({
  id: z.string(),
  number: z.string(),
  description: z.string(),
  amountCents: z.int(),
  currency: z.string(),
  createdAt: z.string(),
  /** The printable page (HTML). */
  url: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;
export const receiptListSchema = z.array(receiptSchema);

// ---- Earnings (mentor) ----

export const earningItemSchema = z.object({
  bookingId: z.string(),
  start: z.string(),
  grossCents: z.int(),
  feeCents: z.int(),
  netCents: z.int(),
  status: z.enum(earningStatuses),
  /** Who booked the session and what about: null once the mentee's account is deleted. */
  menteeName: z.nullable(z.string()),
  skillTitle: z.string(),
});
export type EarningItem = z.infer<typeof earningItemSchema>;

export const earningsSchema = z.object({
  currency: z.string(),
  pendingCents: z.int(),
  /** Can be below zero after a refund of an earning already paid out; the next payout takes it. */
  availableCents: z.int(),
  paidOutCents: z.int(),
  /** The mentor's payout account: none yet, started, or ready for payouts. */
  payoutAccount: z.enum(['none', 'pending', 'onboarded']),
  /** Hours after a session ends before its earning is available (the mentee's time to raise a problem). */
  holdHours: z.int(),
  /** The smallest available balance a payout run pays out. */
  payoutMinimumCents: z.int(),
  items: z.array(earningItemSchema),
});
export type Earnings = z.infer<typeof earningsSchema>;

// ---- Payouts ----

export const onboardingLinkSchema = z.object({ url: z.string() });
export const onboardingCompleteSchema = z.object({ onboarded: z.boolean() });

export const payoutSchema = z.object({
  id: z.string(),
  amountCents: z.int(),
  currency: z.string(),
  status: z.enum(['pending', 'paid']),
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
});
export type Payout = z.infer<typeof payoutSchema>;
export const payoutListSchema = z.array(payoutSchema);

export const payoutRunSchema = z.object({
  payouts: z.array(z.object({ mentorUuid: z.nullable(z.string()), amountCents: z.int(), id: z.string() })),
});
export type PayoutRun = z.infer<typeof payoutRunSchema>;

/** `GET /admin/payouts?page=`: every mentor's payouts, newest first, ADMIN_PAGE_SIZE per page. */
export const adminPayoutsQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
});
export const adminPayoutSchema = z.object({
  ...payoutSchema.shape,
  mentorUuid: z.nullable(z.string()),
  mentorName: z.nullable(z.string()),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;
export const adminPayoutListSchema = z.array(adminPayoutSchema);

// ---- Refunds (admin) ----

export const refundRequestSchema = z.object({
  reason: z.string().check(z.trim(), z.minLength(1, 'Enter a reason'), z.maxLength(500, 'At most 500 characters')),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;
export const bookingIdParamSchema = z.object({ bookingId: bookingIdSchema });

export const refundResultSchema = z.object({
  bookingId: z.string(),
  amountCents: z.int(),
  currency: z.string(),
  /** True when the session was still upcoming and is now cancelled. */
  sessionCancelled: z.boolean(),
});
export type RefundResult = z.infer<typeof refundResultSchema>;

/** `GET /admin/bookings?query=&page=`: paid sessions, newest first; `query` is a booking id, or part of a name or email. */
export const adminBookingsQuerySchema = z.object({
  query: z._default(z.string().check(z.trim(), z.maxLength(200, 'At most 200 characters')), ''),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
});

export const adminBookingSchema = z.object({
  bookingId: z.string(),
  start: z.string(),
  status: z.enum(['confirmed', 'cancelled']),
  paidWith: z.enum(['card', 'pack_credit']),
  amountCents: z.int(),
  currency: z.string(),
  menteeName: z.nullable(z.string()),
  mentorName: z.nullable(z.string()),
  skillTitle: z.string(),
  /** When an admin refunded it, and why; null while it is not refunded. */
  refundedAt: z.nullable(z.string()),
  refundReason: z.nullable(z.string()),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;
export const adminBookingListSchema = z.array(adminBookingSchema);
