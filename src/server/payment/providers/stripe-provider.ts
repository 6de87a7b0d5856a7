import Stripe from 'stripe';
import type { CreatedIntent, IntentRequest, PaymentProvider } from '../payment-provider';
import { intentOfInvoice, readEvent, readSubscription, WebhookSignatureError, type PaymentEvent, type ProviderSubscription } from './stripe-events';

export { WebhookSignatureError, type PaymentEvent, type ProviderSubscription } from './stripe-events';

export interface StripeKeys {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

/** Where the Stripe client sends requests; only tests change it (to a local fake of the API). */
export type StripeEndpoint = Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'>;

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
    return readEvent(event);
  }

  /** The payer's Stripe customer; the idempotency key makes a retried or racing request make one. */
  async createCustomer(userId: string, email: string): Promise<string> {
    const customer = await this.stripe.customers.create({ email, metadata: { userId } }, { idempotencyKey: `customer-${userId}` });
    return customer.id;
  }

  /**
   * A monthly subscription waiting for its first payment (`default_incomplete`): its first invoice's
   * payment intent is confirmed by the same card form as a booking's, and each paid invoice grants a period.
   */
  async createSubscription(request: {
    customerId: string;
    purchaseId: string;
    amountCents: number;
    currency: string;
    productName: string;
  }): Promise<SubscriptionIntent> {
    const product = await this.monthlyProduct(request.productName);
    const subscription = await this.stripe.subscriptions.create(
      {
        customer: request.customerId,
        items: [{ price_data: { currency: request.currency.toLowerCase(), product, unit_amount: request.amountCents, recurring: { interval: 'month' } } }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        metadata: { purchaseId: request.purchaseId },
        expand: ['latest_invoice.confirmation_secret', 'latest_invoice.payments'],
      },
      { idempotencyKey: `subscription-${request.purchaseId}` },
    );
    const invoice = subscription.latest_invoice;
    const clientSecret = typeof invoice === 'object' ? invoice?.confirmation_secret?.client_secret : undefined;
    if (!clientSecret) throw new Error(`Stripe returned subscription ${subscription.id} without a first invoice to confirm`);
    // The secret of a payment intent starts with its id; the payments list says it outright.
    const intentId = (typeof invoice === 'object' ? intentOfInvoice(invoice) : null) ?? clientSecret.split('_secret_')[0]!;
    return { subscriptionId: subscription.id, intentId, clientSecret };
  }

  /** The payment intent that paid an invoice (renewal invoices arrive in events without it). */
  async invoiceIntent(invoiceId: string): Promise<string | null> {
    return intentOfInvoice(await this.stripe.invoices.retrieve(invoiceId, { expand: ['payments'] }));
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    return this.expectSubscription(await this.stripe.subscriptions.retrieve(subscriptionId));
  }

  /** Stops the next period: Stripe keeps the subscription until the current one ends, then ends it. */
  async cancelAtPeriodEnd(subscriptionId: string): Promise<ProviderSubscription> {
    return this.expectSubscription(await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }));
  }

  private expectSubscription(subscription: Stripe.Subscription): ProviderSubscription {
    const read = readSubscription(subscription);
    if (!read) throw new Error(`Stripe answered an unusable subscription ${subscription.id}`);
    return read;
  }

  private product: Promise<string> | null = null;

  /** The product the monthly prices belong to, made once under a fixed id (an existing one is reused). */
  private monthlyProduct(name: string): Promise<string> {
    const id = 'mentoring-monthly';
    this.product ??= this.stripe.products.create({ id, name }).then(
      (product) => product.id,
      (error: unknown) => {
        if ((error as { code?: unknown }).code === 'resource_already_exists') return id;
        this.product = null;
        throw error;
      },
    );
    return this.product;
  }
}

export interface SubscriptionIntent {
  subscriptionId: string;
  intentId: string;
  clientSecret: string;
}
