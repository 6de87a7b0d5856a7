import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ledgerEntries, packPurchases, receipts } from '../db/schema';
import { startFakeStripe, type FakeStripe } from '../test/fake-stripe';
import { createTestHarness, type LoggedIn, type TestHarness } from '../test/harness';
import { creditsOf, HOUR, ledgerSum } from '../test/money-fixtures';
import { StripePaymentProvider } from './providers/stripe-provider';
import { renewSubscriptions } from './subscription.service';

// Money flows make many requests per test; on a loaded machine the first ones of a file take long.
vi.setConfig({ testTimeout: 90_000 });

const keys = { secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', webhookSecret: 'whsec_test_fake' };
const intentPath = '/app/payment/packs/monthly-18/intent';

let h: TestHarness;
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
  h = await createTestHarness(
    {
      STRIPE_SECRET_KEY: keys.secretKey,
      STRIPE_PUBLISHABLE_KEY: keys.publishableKey,
      STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
      SUBSCRIPTION_PRICE: '120.00',
      SESSION_DAYS: '400',
    },
    // The real stripe client, talking to the local fake instead of api.stripe.com.
    { paymentProvider: new StripePaymentProvider(keys, { host: '127.0.0.1', port: fake.port, protocol: 'http' }) },
  );
  fake.billing.now = () => h.clock.now();
});
afterAll(async () => {
  await h.close();
  await fake.close();
});

/** Posts a signed event as Stripe does: raw JSON, a signature header, no cookie and no Origin. */
function deliver(type: string, object: unknown, options: { secret?: string } = {}) {
  const payload = JSON.stringify({
    id: `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type,
    created: Math.floor(h.clock.now().getTime() / 1000),
    data: { object },
  });
  return deliverPayload(payload, options);
}

function deliverPayload(payload: string, options: { secret?: string } = {}) {
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? keys.webhookSecret,
    timestamp: Math.floor(h.clock.now().getTime() / 1000),
  });
  return h.agent().request('POST', '/app/payment/stripe/webhook', { body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
}

/** The mentee starts the monthly plan: the intent, then the card form confirms the first invoice at Stripe. */
async function subscribe(mentee: LoggedIn) {
  const intent = await mentee.agent.post(intentPath);
  expect(intent.status).toBe(200);
  const subscription = [...fake.billing.subscriptions.values()].find((candidate) =>
    candidate.invoices.some((id) => fake.billing.invoices.get(id)!.clientSecret === intent.body.clientSecret),
  )!;
  const invoiceId = subscription.invoices[0]!;
  fake.billing.pay(invoiceId);
  return { intent, subscription, invoiceId };
}

const invoiceEvent = (invoiceId: string) => fake.billing.invoiceObject(invoiceId);
const purchasesOf = (menteeId: string) => h.db.select().from(packPurchases).where(eq(packPurchases.menteeId, menteeId));

describe('the monthly subscription with Stripe', () => {
  it('creates a Stripe subscription whose first invoice the card form confirms, and grants 18 credits once', async () => {
    const mentee = await h.signup('mentee');
    const first = await mentee.agent.post(intentPath);
    expect(first.status).toBe(200);
    const { intent, subscription, invoiceId } = await subscribe(mentee);
    // Coming back to the purchase page reuses the open subscription.
    expect(intent.body.clientSecret).toBe(first.body.clientSecret);
    const invoice = fake.billing.invoices.get(invoiceId)!;
    expect(intent.body).toMatchObject({ clientSecret: invoice.clientSecret, amountCents: 12000, currency: 'EUR', provider: 'stripe' });
    expect(subscription).toMatchObject({ status: 'active', amount: 12000, currency: 'eur', paymentBehavior: 'default_incomplete' });
    expect(fake.billing.customers.filter((customer) => customer.metadata.userId === mentee.user._id)).toHaveLength(1);
    expect(await creditsOf(mentee)).toBe(0);

    const paid = invoiceEvent(invoiceId);
    const delivered = await deliver('invoice.paid', paid);
    expect(delivered.status).toBe(200);
    expect(await creditsOf(mentee)).toBe(18);
    // The same money reported again (a replay, its twin event, the intent's own event) adds nothing.
    await deliver('invoice.paid', paid);
    await deliver('invoice.payment_succeeded', paid);
    await deliver('payment_intent.succeeded', { id: invoice.intentId, object: 'payment_intent', status: 'succeeded' });
    expect(await creditsOf(mentee)).toBe(18);

    const shown = await mentee.agent.get('/app/payment/subscription');
    expect(shown.body).toEqual({ packId: 'monthly-18', status: 'active', currentPeriodEnd: new Date(subscription.periodEnd * 1000).toISOString() });
    // The books: the payment and the credits it bought, balanced; a receipt for the period.
    const [purchase] = await purchasesOf(mentee.user._id);
    const rows = await h.db.select().from(ledgerEntries).where(eq(ledgerEntries.purchaseId, purchase!.id));
    expect(rows.map((row) => `${row.kind} ${row.account} ${row.amountCents}`).toSorted((a, b) => a.localeCompare(b))).toEqual([
      'credit credits 12000',
      'payment external -12000',
    ]);
    expect(await h.db.select().from(receipts).where(eq(receipts.purchaseId, purchase!.id))).toEqual([
      expect.objectContaining({ kind: 'subscription', amountCents: 12000, sessions: 18 }),
    ]);
    expect(await ledgerSum(h)).toBe(0);
    // A second monthly plan while this one runs is refused.
    expect((await mentee.agent.post(intentPath)).status).toBe(409);
  });

  it('grants again for each paid renewal invoice, once, and follows Stripe’s period', async () => {
    const mentee = await h.signup('mentee');
    const { subscription, invoiceId } = await subscribe(mentee);
    await deliver('invoice.paid', invoiceEvent(invoiceId));
    const firstEnd = subscription.periodEnd;

    h.clock.set(new Date(firstEnd * 1000 + HOUR));
    // Our own renewal job leaves Stripe's subscriptions to Stripe.
    await renewSubscriptions(h.deps);
    expect(await creditsOf(mentee)).toBe(18);
    const renewal = fake.billing.renew(subscription.id)!;
    const event = invoiceEvent(renewal.id);
    expect((await deliver('invoice.paid', event)).status).toBe(200);
    await deliver('invoice.payment_succeeded', event);
    expect(await creditsOf(mentee)).toBe(36);
    const shown = await mentee.agent.get('/app/payment/subscription');
    expect(shown.body).toMatchObject({ status: 'active', currentPeriodEnd: new Date(subscription.periodEnd * 1000).toISOString() });
    expect(subscription.periodEnd).toBeGreaterThan(firstEnd);
    expect((await purchasesOf(mentee.user._id)).map((row) => row.status)).toEqual(['succeeded', 'succeeded']);
    expect(await ledgerSum(h)).toBe(0);
    h.clock.set(new Date());
  });

  it('cancels at the period’s end in Stripe; nothing is granted after it, the credits stay', async () => {
    const mentee = await h.signup('mentee');
    const { subscription, invoiceId } = await subscribe(mentee);
    await deliver('invoice.paid', invoiceEvent(invoiceId));

    const cancelled = await mentee.agent.delete('/app/payment/subscription');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ packId: 'monthly-18', status: 'canceled', currentPeriodEnd: new Date(subscription.periodEnd * 1000).toISOString() });
    expect(subscription.cancelAtPeriodEnd).toBe(true);
    expect((await mentee.agent.delete('/app/payment/subscription')).status).toBe(404);

    h.clock.set(new Date(subscription.periodEnd * 1000 + HOUR));
    await renewSubscriptions(h.deps);
    expect(fake.billing.renew(subscription.id)).toBeNull();
    const ended = await mentee.agent.get('/app/payment/subscription');
    expect(ended.body.status).toBe('canceled');
    expect(await deliver('customer.subscription.deleted', fake.billing.subscriptionObject(subscription.id, false))).toMatchObject({ status: 200 });
    expect(await creditsOf(mentee)).toBe(18);
    h.clock.set(new Date());
  });

  it('rejects an unsigned invoice event and grants nothing', async () => {
    const mentee = await h.signup('mentee');
    const { invoiceId } = await subscribe(mentee);
    const forged = await deliver('invoice.paid', invoiceEvent(invoiceId), { secret: 'whsec_someone_else' });
    expect(forged.status).toBe(400);
    expect(forged.body.msg).toBe('The webhook signature is invalid.');
    expect(await creditsOf(mentee)).toBe(0);
  });

  it('acknowledges a paid invoice of a subscription it did not create (another product on the account)', async () => {
    const foreign = {
      id: 'in_foreign',
      object: 'invoice',
      amount_paid: 500,
      currency: 'eur',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_foreign', metadata: {} } },
      lines: { object: 'list', data: [{ id: 'il_foreign', object: 'line_item', period: { start: 1_800_000_000, end: 1_802_000_000 } }] },
    };
    expect((await deliver('invoice.paid', foreign)).status).toBe(200);
  });

  it('refuses a mentor (403) and a visitor (401), and nobody reads or cancels someone else’s subscription', async () => {
    const mentor = await h.signup('mentor');
    expect((await mentor.agent.post(intentPath)).status).toBe(403);
    expect((await h.agent().post(intentPath)).status).toBe(401);
    expect((await mentor.agent.get('/app/payment/subscription')).status).toBe(404);

    const owner = await h.signup('mentee');
    const { subscription, invoiceId } = await subscribe(owner);
    await deliver('invoice.paid', invoiceEvent(invoiceId));
    const stranger = await h.signup('mentee');
    expect((await stranger.agent.get('/app/payment/subscription')).status).toBe(404);
    expect((await stranger.agent.delete('/app/payment/subscription')).status).toBe(404);
    expect((await mentor.agent.delete('/app/payment/subscription')).status).toBe(404);
    expect(subscription.cancelAtPeriodEnd).toBe(false);
    expect((await owner.agent.get('/app/payment/subscription')).body.status).toBe('active');
  });

  it('answers 503 and stores nothing when Stripe cannot be reached', async () => {
    const mentee = await h.signup('mentee');
    fake.failWith = { status: 401, message: 'Invalid API Key provided' };
    try {
      const response = await mentee.agent.post(intentPath);
      expect(response.status).toBe(503);
    } finally {
      fake.failWith = null;
    }
    expect(await purchasesOf(mentee.user._id)).toEqual([]);
    expect((await mentee.agent.post(intentPath)).status).toBe(200);
  });
});
