import Stripe from 'stripe';
import type { CreatedIntent, IntentRequest, PaymentProvider } from '../payment-provider';

export interface StripeKeys {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

/** Where the Stripe client sends requests; only tests change it (to a local fake of the API). */
export type StripeEndpoint = Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'>;

/** The verified webhook events the service acts on, without Stripe's types leaking into it. */
export type PaymentEvent =
  | { id: string; type: 'intent_succeeded'; stripeType: string; intentId: string }
  | { id: string; type: 'intent_failed'; stripeType: string; intentId: string; message: string | null }
  | { id: string; type: 'other'; stripeType: string };

export class WebhookSignatureError extends Error {}

/**
 * Real card payments through Stripe: the server creates the PaymentIntent (amount in cents,
 * `metadata.bookingId`), Stripe.js confirms it in the browser, and the signed
 * `payment_intent.succeeded` webhook confirms the booking.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(keys: StripeKeys, endpoint: StripeEndpoint = {}) {
    this.publishableKey = keys.publishableKey;
    this.webhookSecret = keys.webhookSecret;
    this.stripe = new Stripe(keys.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...endpoint });
  }

  async createIntent({ reference, amountCents, currency }: IntentRequest): Promise<CreatedIntent> {
    const forBooking = 'bookingId' in reference;
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: amountCents,
        currency: currency.toLowerCase(),
        metadata: reference,
        description: forBooking ? 'Mentoring session' : 'Session pack',
        // The card form confirms in place; payment methods that leave the page are not offered.
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      },
      // Two requests racing for one booking get the same intent from Stripe, so nobody pays twice.
      { idempotencyKey: forBooking ? `booking-intent-${reference.bookingId}` : `pack-intent-${reference.purchaseId}` },
    );
    if (!intent.client_secret) throw new Error(`Stripe returned PaymentIntent ${intent.id} without a client secret`);
    return { intentId: intent.id, clientSecret: intent.client_secret };
  }

  /** Gives the whole amount back; the idempotency key makes a retried webhook refund only once. */
  async refund(intentId: string, bookingId: string): Promise<void> {
    await this.stripe.refunds.create(
      { payment_intent: intentId, metadata: { bookingId, reason: 'booking_hold_expired' } },
      { idempotencyKey: `refund-${intentId}` },
    );
  }

  /** Gives `amountCents` of an intent back (all of a session's, or one credit's share of a pack). */
  async refundAmount(intentId: string, amountCents: number, idempotencyKey: string, metadata: Record<string, string>): Promise<void> {
    await this.stripe.refunds.create({ payment_intent: intentId, amount: amountCents, metadata }, { idempotencyKey });
  }

  /**
   * Checks the `Stripe-Signature` header against the raw body (the exact bytes Stripe signed) and the
   * event's age against `now`, so a captured request cannot be replayed later.
   */
  async verifyWebhook(rawBody: string, signature: string | undefined, now: Date): Promise<PaymentEvent> {
    if (!signature) throw new WebhookSignatureError('missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = await this.stripe.webhooks.constructEventAsync(
        rawBody,
        signature,
        this.webhookSecret,
        undefined,
        undefined,
        now.getTime(),
      );
    } catch (error) {
      // A bad signature, a stale timestamp or a body that is not JSON: none of them comes from Stripe.
      throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
    }
    // Signed, but still read with care: an event without the fields every Stripe event has would
    // otherwise fail in the handler or the database as a 500.
    const text = (value: unknown) => typeof value === 'string' && value.length > 0 && value.length <= 255 && !value.includes('\0');
    const object = (event as { data?: { object?: { id?: unknown; last_payment_error?: { message?: unknown } | null } } }).data?.object;
    if (!text(event.id) || !text(event.type)) throw new WebhookSignatureError('event without a usable id or type');
    const isIntentEvent = event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed';
    if (isIntentEvent && !text(object?.id)) throw new WebhookSignatureError('payment intent event without a usable intent id');
    switch (event.type) {
      case 'payment_intent.succeeded':
        return { id: event.id, type: 'intent_succeeded', stripeType: event.type, intentId: object!.id as string };
      case 'payment_intent.payment_failed': {
        const message = object?.last_payment_error?.message;
        return {
          id: event.id,
          type: 'intent_failed',
          stripeType: event.type,
          intentId: object!.id as string,
          message: typeof message === 'string' ? message.replaceAll('\0', '').slice(0, 1000) : null,
        };
      }
      default:
        return { id: event.id, type: 'other', stripeType: event.type };
    }
  }
}
