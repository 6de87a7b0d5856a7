import type Stripe from 'stripe';

/** The verified webhook events the service acts on, without Stripe's types leaking into it. */
export type PaymentEvent =
  | { id: string; type: 'intent_succeeded'; stripeType: string; intentId: string }
  | { id: string; type: 'intent_failed'; stripeType: string; intentId: string; message: string | null }
  | { id: string; type: 'invoice_paid'; stripeType: string; invoice: PaidInvoice }
  | { id: string; type: 'subscription_changed'; stripeType: string; subscription: ProviderSubscription }
  | { id: string; type: 'other'; stripeType: string };

/** A paid invoice of a subscription: one period's money. */
export interface PaidInvoice {
  invoiceId: string;
  subscriptionId: string;
  /** The invoice's payment intent when the event carries it (else the service asks Stripe). */
  intentId: string | null;
  periodStart: Date;
  periodEnd: Date;
  /** What Stripe charged (a running subscription keeps its price when the configured one changes). */
  amountCents: number | null;
  /** The purchase that started the subscription (its metadata): set on our subscriptions' invoices only. */
  purchaseId: string | null;
}

/** A subscription as Stripe sees it, in the terms our subscription rows use. */
export interface ProviderSubscription {
  subscriptionId: string;
  /** Stripe's own status (`incomplete`, `active`, `past_due`, `canceled`, …). */
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
}

export class WebhookSignatureError extends Error {}

const text = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 255 && !value.includes('\0');
const seconds = (value: unknown): Date | null => (typeof value === 'number' && Number.isFinite(value) ? new Date(value * 1000) : null);
const idOf = (value: unknown): string | null => {
  if (text(value)) return value;
  const id = (value as { id?: unknown } | null | undefined)?.id;
  return text(id) ? id : null;
};

/** Stripe's subscription object (from the API or an event) read into our terms. */
export function readSubscription(object: unknown): ProviderSubscription | null {
  const subscription = object as Partial<Stripe.Subscription> | null | undefined;
  if (!subscription || !text(subscription.id) || !text(subscription.status)) return null;
  // Since the 2025 API versions the period lives on the items; ours has exactly one.
  const item = subscription.items?.data?.[0];
  return {
    subscriptionId: subscription.id,
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
    currentPeriodStart: seconds(item?.current_period_start),
    currentPeriodEnd: seconds(item?.current_period_end),
  };
}

/** The payment intent that paid an invoice, from its (expanded) `payments` list. */
export function intentOfInvoice(invoice: Partial<Stripe.Invoice> | null | undefined): string | null {
  for (const payment of invoice?.payments?.data ?? []) {
    const intentId = idOf(payment.payment?.payment_intent);
    if (intentId) return intentId;
  }
  return null;
}

function readPaidInvoice(object: unknown): PaidInvoice | null {
  const invoice = object as Partial<Stripe.Invoice> | null | undefined;
  const subscriptionId = idOf(invoice?.parent?.subscription_details?.subscription);
  if (!invoice || !text(invoice.id) || !subscriptionId) return null;
  const period = invoice.lines?.data?.[0]?.period;
  const periodStart = seconds(period?.start);
  const periodEnd = seconds(period?.end);
  if (!periodStart || !periodEnd) return null;
  const amountCents = Number.isSafeInteger(invoice.amount_paid) && invoice.amount_paid! >= 0 ? invoice.amount_paid! : null;
  const purchaseId = invoice.parent?.subscription_details?.metadata?.purchaseId;
  return {
    invoiceId: invoice.id,
    subscriptionId,
    intentId: intentOfInvoice(invoice),
    periodStart,
    periodEnd,
    amountCents,
    purchaseId: text(purchaseId) ? purchaseId : null,
  };
}

/**
 * A signed event, still read with care: one without the fields every Stripe event has would otherwise
 * fail in the handler or the database as a 500. An invoice that is not a subscription's is not ours.
 */
export function readEvent(event: Stripe.Event): PaymentEvent {
  const object = (event as { data?: { object?: { id?: unknown; last_payment_error?: { message?: unknown } | null } } }).data?.object;
  if (!text(event.id) || !text(event.type)) throw new WebhookSignatureError('event without a usable id or type');
  const base = { id: event.id, stripeType: event.type };
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed': {
      if (!text(object?.id)) throw new WebhookSignatureError('payment intent event without a usable intent id');
      if (event.type === 'payment_intent.succeeded') return { ...base, type: 'intent_succeeded', intentId: object.id };
      const message = object.last_payment_error?.message;
      return {
        ...base,
        type: 'intent_failed',
        intentId: object.id,
        message: typeof message === 'string' ? message.replaceAll('\0', '').slice(0, 1000) : null,
      };
    }
    // Stripe sends both for one invoice; the purchase's unique intent grants once.
    case 'invoice.paid':
    case 'invoice.payment_succeeded': {
      const invoice = readPaidInvoice(object);
      return invoice ? { ...base, type: 'invoice_paid', invoice } : { ...base, type: 'other' };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = readSubscription(object);
      return subscription ? { ...base, type: 'subscription_changed', subscription } : { ...base, type: 'other' };
    }
    default:
      return { ...base, type: 'other' };
  }
}
