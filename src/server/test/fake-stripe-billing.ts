import { randomBytes } from 'node:crypto';

/** Stripe Billing in the fake: products, customers, subscriptions and their invoices. */
export interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  /** Seconds since the epoch, as Stripe counts. */
  periodStart: number;
  periodEnd: number;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  paymentBehavior: string | null;
  invoices: string[];
}

export interface FakeInvoice {
  id: string;
  subscription: string;
  intentId: string;
  clientSecret: string;
  amount: number;
  currency: string;
  periodStart: number;
  periodEnd: number;
  billingReason: 'subscription_create' | 'subscription_cycle';
  paid: boolean;
}

const hex = () => randomBytes(8).toString('hex');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** One calendar month on, as Stripe bills monthly prices. */
function monthLater(at: number): number {
  const next = new Date(at * 1000);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return seconds(next);
}

export class FakeBilling {
  readonly products = new Set<string>();
  readonly customers: { id: string; email: string; metadata: Record<string, string> }[] = [];
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly invoices = new Map<string, FakeInvoice>();
  /** Stripe's clock; tests point it at the server's test clock. */
  now: () => Date = () => new Date();

  createCustomer(email: string, metadata: Record<string, string>) {
    const customer = { id: `cus_fake_${hex()}`, email, metadata };
    this.customers.push(customer);
    return { ...customer, object: 'customer' };
  }

  createSubscription(form: URLSearchParams, metadata: Record<string, string>) {
    const start = seconds(this.now());
    const subscription: FakeSubscription = {
      id: `sub_fake_${hex()}`,
      customer: form.get('customer') ?? '',
      status: 'incomplete',
      cancelAtPeriodEnd: false,
      periodStart: start,
      periodEnd: monthLater(start),
      amount: Number(form.get('items[0][price_data][unit_amount]')),
      currency: form.get('items[0][price_data][currency]') ?? '',
      metadata,
      paymentBehavior: form.get('payment_behavior'),
      invoices: [],
    };
    this.subscriptions.set(subscription.id, subscription);
    this.addInvoice(subscription, 'subscription_create');
    const expanded = [...form].some(([key, value]) => key.startsWith('expand[') && value.startsWith('latest_invoice'));
    return this.subscriptionObject(subscription.id, expanded);
  }

  private addInvoice(subscription: FakeSubscription, billingReason: FakeInvoice['billingReason']): FakeInvoice {
    const intentId = `pi_fake_${hex()}`;
    const invoice: FakeInvoice = {
      id: `in_fake_${hex()}`,
      subscription: subscription.id,
      intentId,
      clientSecret: `${intentId}_secret_${hex()}`,
      amount: subscription.amount,
      currency: subscription.currency,
      periodStart: subscription.periodStart,
      periodEnd: subscription.periodEnd,
      billingReason,
      paid: false,
    };
    this.invoices.set(invoice.id, invoice);
    subscription.invoices.push(invoice.id);
    return invoice;
  }

  /** The card confirmed the invoice's intent (the browser's part): the subscription is active. */
  pay(invoiceId: string): void {
    const invoice = this.invoices.get(invoiceId)!;
    invoice.paid = true;
    this.subscriptions.get(invoice.subscription)!.status = 'active';
  }

  /** Stripe's billing run at the period's end: the next period and its (paid) invoice, unless cancelled. */
  renew(subscriptionId: string): FakeInvoice | null {
    const subscription = this.subscriptions.get(subscriptionId)!;
    if (subscription.cancelAtPeriodEnd) {
      subscription.status = 'canceled';
      return null;
    }
    subscription.periodStart = subscription.periodEnd;
    subscription.periodEnd = monthLater(subscription.periodStart);
    const invoice = this.addInvoice(subscription, 'subscription_cycle');
    this.pay(invoice.id);
    return invoice;
  }

  update(id: string, form: URLSearchParams) {
    const subscription = this.subscriptions.get(id);
    if (!subscription) return null;
    if (form.has('cancel_at_period_end')) subscription.cancelAtPeriodEnd = form.get('cancel_at_period_end') === 'true';
    return this.subscriptionObject(id, false);
  }

  subscriptionObject(id: string, expandInvoice: boolean) {
    const subscription = this.subscriptions.get(id);
    if (!subscription) return null;
    // A subscription set to cancel ends when its period does.
    if (subscription.cancelAtPeriodEnd && seconds(this.now()) >= subscription.periodEnd) subscription.status = 'canceled';
    const latest = subscription.invoices.at(-1)!;
    return {
      id,
      object: 'subscription',
      customer: subscription.customer,
      status: subscription.status,
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      metadata: subscription.metadata,
      items: {
        object: 'list',
        data: [
          {
            id: `si_${id}`,
            object: 'subscription_item',
            current_period_start: subscription.periodStart,
            current_period_end: subscription.periodEnd,
            price: { object: 'price', unit_amount: subscription.amount, currency: subscription.currency, recurring: { interval: 'month' } },
          },
        ],
      },
      latest_invoice: expandInvoice ? this.invoiceObject(latest, { expanded: true }) : latest,
    };
  }

  /** The invoice as the API (`expanded`: with its confirmation secret and payments) or an event shows it. */
  invoiceObject(id: string, { expanded = false } = {}) {
    const invoice = this.invoices.get(id);
    if (!invoice) return null;
    const subscription = this.subscriptions.get(invoice.subscription)!;
    return {
      id,
      object: 'invoice',
      billing_reason: invoice.billingReason,
      status: invoice.paid ? 'paid' : 'open',
      amount_due: invoice.amount,
      amount_paid: invoice.paid ? invoice.amount : 0,
      currency: invoice.currency,
      customer: subscription.customer,
      parent: { type: 'subscription_details', subscription_details: { subscription: invoice.subscription, metadata: subscription.metadata } },
      lines: {
        object: 'list',
        data: [{ id: `il_${id}`, object: 'line_item', amount: invoice.amount, period: { start: invoice.periodStart, end: invoice.periodEnd } }],
      },
      ...(expanded
        ? {
            confirmation_secret: { client_secret: invoice.clientSecret, type: 'payment_intent' },
            payments: {
              object: 'list',
              data: [{ object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: invoice.intentId } }],
            },
          }
        : {}),
    };
  }
}
