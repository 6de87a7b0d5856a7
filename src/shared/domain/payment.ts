export const paymentProviderNames = ['stripe', 'simulated'] as const;
export type PaymentProviderName = (typeof paymentProviderNames)[number];

/** A session paid by card costs its price, except the mentee's second one (one paid before it), which costs half. */
export const cardSessionPrice = (priceCents: number, cardPaidBefore: number) =>
  cardPaidBefore === 1 ? Math.round(priceCents / 2) : priceCents;

export const paidWithValues = ['card', 'free_token', 'pack_credit'] as const;
export type PaidWith = (typeof paidWithValues)[number];

/**
 * Cards of the simulated provider (docs/product.md, "Payments"). They are Stripe's own test numbers, so the
 * same card behaves the same in Stripe test mode. Every other number is "invalid".
 */
export const SIMULATED_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const;

/** Card numbers may be typed with spaces ("4242 4242 4242 4242"). */
export const normalizeCardNumber = (value: string) => value.replace(/\s+/g, '');

export interface CardExpiry {
  month: number;
  /** Four digits. */
  year: number;
}

/** `MM/YY` or `MM/YYYY`, spaces around the slash allowed; null when it is not a real month. */
export function parseCardExpiry(value: string): CardExpiry | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card is valid through the last day of its expiry month (UTC). */
export function isCardExpired(expiry: CardExpiry, now: Date): boolean {
  const nowMonths = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return expiry.year * 12 + (expiry.month - 1) < nowMonths;
}

export const isValidCvc = (value: string) => /^\d{3,4}$/.test(value.trim());

/** Prefix of a Jitsi room name; the rest is 128 random bits, so a link cannot be guessed. */
export const JITSI_BASE_URL = 'https://meet.jit.si/';
export const JITSI_ROOM_PREFIX = 'MentorMarketplace-';
