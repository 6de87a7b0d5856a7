import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processedWebhookEvents } from '../db/schema';
import { startFakeStripe, type FakeStripe } from '../test/fake-stripe';
import { createTestHarness, type TestHarness } from '../test/harness';
import { bookingRow, heldBooking, MINUTE, paymentRows, setFreeSessionTokens } from '../test/payment-fixtures';
import { StripePaymentProvider } from './providers/stripe-provider';

const keys = { secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', webhookSecret: 'whsec_test_fake' };

let h: TestHarness;
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
  h = await createTestHarness(
    {
      STRIPE_SECRET_KEY: keys.secretKey,
      STRIPE_PUBLISHABLE_KEY: keys.publishableKey,
      STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
    },
    // The real stripe client, talking to the local fake instead of api.stripe.com.
    { paymentProvider: new StripePaymentProvider(keys, { host: '127.0.0.1', port: fake.port, protocol: 'http' }) },
  );
});
afterAll(async () => {
  await h.close();
  await fake.close();
});

const intentPath = '/app/payment/stripe/create-payment-intent';
const webhookPath = '/app/payment/stripe/webhook';

/** A held booking whose Stripe intent exists, as after the booking page loaded the card form. */
async function bookingWithIntent() {
  const held = await heldBooking(h);
  const intent = await held.mentee.agent.post(intentPath, { bookingId: held.bookingId });
  expect(intent.status).toBe(200);
  const [payment] = await paymentRows(h, held.bookingId);
  return { ...held, intentId: payment!.intentId };
}

function stripeEvent(type: string, intentId: string, extra: Record<string, unknown> = {}) {
  return JSON.stringify({
    id: `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type,
    created: Math.floor(h.clock.now().getTime() / 1000),
    data: { object: { id: intentId, object: 'payment_intent', amount: 1000, currency: 'eur', status: 'succeeded', ...extra } },
  });
}

/** Posts a webhook as Stripe does: raw JSON, a signature header, no cookie and no Origin. */
function deliver(payload: string, options: { secret?: string; timestamp?: number; signature?: string | null } = {}) {
  const signature =
    options.signature !== undefined
      ? options.signature
      : Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? keys.webhookSecret,
          timestamp: options.timestamp ?? Math.floor(h.clock.now().getTime() / 1000),
        });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) headers['stripe-signature'] = signature;
  return h.agent().request('POST', webhookPath, { body: payload, headers });
}

const processedEvents = (eventId: string) =>
  h.db.select().from(processedWebhookEvents).where(eq(processedWebhookEvents.eventId, eventId));

describe('payments with Stripe configured', () => {
  it('tells the client to load Stripe.js with the publishable key', async () => {
    const { agent } = await h.signup('mentee');
    expect((await agent.get('/app/payment/config')).body).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_fake',
      price: 10,
      priceCents: 1000,
      currency: 'EUR',
    });
  });

  it('creates a PaymentIntent in cents with the booking id in its metadata', async () => {
    const held = await heldBooking(h);
    const response = await held.mentee.agent.post(intentPath, { bookingId: held.bookingId });
    expect(response.status).toBe(200);
    const created = fake.intents.filter((intent) => intent.metadata.bookingId === held.bookingId);
    expect(created).toEqual([
      expect.objectContaining({ amount: 1000, currency: 'eur', metadata: { bookingId: held.bookingId } }),
    ]);
    expect(response.body).toEqual({
      bookingId: held.bookingId,
      clientSecret: created[0]!.clientSecret,
      provider: 'stripe',
      publishableKey: 'pk_test_fake',
      amount: 1000,
      currency: 'EUR',
    });
    expect(await paymentRows(h, held.bookingId)).toEqual([
      expect.objectContaining({ provider: 'stripe', intentId: created[0]!.id, status: 'requires_payment' }),
    ]);
  });

  it('reuses one intent, also for requests that race', async () => {
    const held = await heldBooking(h);
    const responses = await Promise.all([1, 2, 3].map(() => held.mentee.agent.post(intentPath, { bookingId: held.bookingId })));
    const again = await held.mentee.agent.post(intentPath, { bookingId: held.bookingId });
    const secrets = new Set([...responses, again].map((response) => response.body.clientSecret));
    expect(secrets.size).toBe(1);
    expect(await paymentRows(h, held.bookingId)).toHaveLength(1);
    expect(fake.intents.filter((intent) => intent.metadata.bookingId === held.bookingId)).toHaveLength(1);
  });

  it('answers 503 and stores nothing when Stripe cannot be reached', async () => {
    const held = await heldBooking(h);
    fake.failWith = { status: 401, message: 'Invalid API Key provided' };
    try {
      const response = await held.mentee.agent.post(intentPath, { bookingId: held.bookingId });
      expect(response.status).toBe(503);
      expect(response.body.msg).toBe('The payment service cannot be reached right now. Please try again in a moment.');
      expect(await paymentRows(h, held.bookingId)).toEqual([]);
    } finally {
      fake.failWith = null;
    }
    expect((await held.mentee.agent.post(intentPath, { bookingId: held.bookingId })).status).toBe(200);
  });

  it('has no simulated confirm endpoint', async () => {
    const held = await heldBooking(h);
    const body = { clientSecret: 'pi_x_secret_y', cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' };
    const response = await held.mentee.agent.post('/app/payment/simulated/confirm', body);
    expect(response.status).toBe(404);
    expect(response.body.msg).toBe('There is no such API endpoint.');
    expect((await h.agent().post('/app/payment/simulated/confirm', body)).status).toBe(404);
  });
});

describe('POST /app/payment/stripe/webhook', () => {
  it('confirms the booking on payment_intent.succeeded, without login or Origin', async () => {
    const held = await bookingWithIntent();
    const response = await deliver(stripeEvent('payment_intent.succeeded', held.intentId));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ received: true });
    const booking = await bookingRow(h, held.bookingId);
    expect(booking).toMatchObject({ status: 'confirmed', paidWith: 'card', holdExpiresAt: null, googleMeetLink: null });
    expect(booking.jitsiLink).toMatch(/^https:\/\/meet\.jit\.si\/MentorMarketplace-[0-9a-f]{32}$/);
    expect((await paymentRows(h, held.bookingId))[0]!.status).toBe('succeeded');
    expect(fake.refunds.filter((refund) => refund.paymentIntent === held.intentId)).toEqual([]);
  });

  it('rejects a request that Stripe did not sign, and changes nothing', async () => {
    const held = await bookingWithIntent();
    const payload = stripeEvent('payment_intent.succeeded', held.intentId);
    const eventId = JSON.parse(payload).id as string;
    const genuine = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: keys.webhookSecret,
      timestamp: Math.floor(h.clock.now().getTime() / 1000),
    });
    const attempts = [
      await deliver(payload, { secret: 'whsec_someone_else' }),
      await deliver(payload, { signature: null }),
      await deliver(payload, { signature: 'nonsense' }),
      await deliver(payload.replace('"amount":1000', '"amount":1'), { signature: genuine }),
      await deliver(payload, { timestamp: Math.floor(h.clock.now().getTime() / 1000) - 10 * 60 }),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: [{ path: 'Stripe-Signature', msg: 'The webhook signature is invalid.' }],
        msg: 'The webhook signature is invalid.',
      });
    }
    expect((await bookingRow(h, held.bookingId)).status).toBe('pending');
    expect(await processedEvents(eventId)).toEqual([]);
    // The genuine delivery still works afterwards.
    expect((await deliver(payload, { signature: genuine })).status).toBe(200);
    expect((await bookingRow(h, held.bookingId)).status).toBe('confirmed');
  });

  it('confirms once when Stripe delivers the same event again', async () => {
    const held = await bookingWithIntent();
    const payload = stripeEvent('payment_intent.succeeded', held.intentId);
    expect((await deliver(payload)).status).toBe(200);
    const first = await bookingRow(h, held.bookingId);
    const replays = await Promise.all([deliver(payload), deliver(payload)]);
    expect(replays.map((response) => response.status)).toEqual([200, 200]);
    expect(await bookingRow(h, held.bookingId)).toEqual(first);
    expect(await processedEvents(JSON.parse(payload).id)).toHaveLength(1);

    // A second, different event about the same payment changes nothing either.
    expect((await deliver(stripeEvent('payment_intent.succeeded', held.intentId))).status).toBe(200);
    expect(await bookingRow(h, held.bookingId)).toEqual(first);
    expect(fake.refunds.filter((refund) => refund.paymentIntent === held.intentId)).toEqual([]);
  });

  it('refunds money that arrives after the hold ran out, exactly once', async () => {
    const held = await bookingWithIntent();
    h.clock.advance(15 * MINUTE + 1000);
    const payload = stripeEvent('payment_intent.succeeded', held.intentId);
    expect((await deliver(payload)).status).toBe(200);
    expect((await bookingRow(h, held.bookingId)).status).not.toBe('confirmed');
    expect((await paymentRows(h, held.bookingId))[0]).toMatchObject({ status: 'refunded' });
    expect(fake.refunds.filter((refund) => refund.paymentIntent === held.intentId)).toEqual([
      expect.objectContaining({ metadata: { bookingId: held.bookingId, reason: 'booking_hold_expired' } }),
    ]);

    expect((await deliver(payload)).status).toBe(200);
    expect((await deliver(stripeEvent('payment_intent.succeeded', held.intentId))).status).toBe(200);
    expect(fake.refunds.filter((refund) => refund.paymentIntent === held.intentId)).toHaveLength(1);
  });

  it('refunds a card payment for a booking confirmed with a free session meanwhile', async () => {
    const held = await bookingWithIntent();
    await setFreeSessionTokens(h, held.mentee.user._id, 1);
    expect((await held.mentee.agent.post('/app/session/confirm-free-slot', { bookingId: held.bookingId })).status).toBe(200);
    expect((await deliver(stripeEvent('payment_intent.succeeded', held.intentId))).status).toBe(200);
    expect(await bookingRow(h, held.bookingId)).toMatchObject({ status: 'confirmed', paidWith: 'free_token' });
    expect((await paymentRows(h, held.bookingId))[0]!.status).toBe('refunded');
    expect(fake.refunds.filter((refund) => refund.paymentIntent === held.intentId)).toHaveLength(1);
  });

  it('leaves the event unrecorded when the refund fails, so Stripe’s retry refunds', async () => {
    const held = await bookingWithIntent();
    h.clock.advance(15 * MINUTE + 1000);
    const payload = stripeEvent('payment_intent.succeeded', held.intentId);
    fake.failWith = { status: 400, message: 'Something is off' };
    try {
      expect((await deliver(payload)).status).toBe(500);
    } finally {
      fake.failWith = null;
    }
    expect(await processedEvents(JSON.parse(payload).id)).toEqual([]);
    expect((await paymentRows(h, held.bookingId))[0]!.status).toBe('requires_payment');

    expect((await deliver(payload)).status).toBe(200);
    expect((await paymentRows(h, held.bookingId))[0]!.status).toBe('refunded');
    expect(fake.refunds.filter((refund) => refund.paymentIntent === held.intentId)).toHaveLength(1);
  });

  it('records a failed payment and keeps the hold', async () => {
    const held = await bookingWithIntent();
    const payload = stripeEvent('payment_intent.payment_failed', held.intentId, {
      status: 'requires_payment_method',
      last_payment_error: { message: 'Your card was declined.' },
    });
    expect((await deliver(payload)).status).toBe(200);
    expect((await paymentRows(h, held.bookingId))[0]).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card was declined.',
    });
    expect((await bookingRow(h, held.bookingId)).status).toBe('pending');
    // The customer tries another card, and this time it works.
    expect((await deliver(stripeEvent('payment_intent.succeeded', held.intentId))).status).toBe(200);
    expect((await bookingRow(h, held.bookingId)).status).toBe('confirmed');
  });

  it('acknowledges events it does not act on', async () => {
    const unknownIntent = await deliver(stripeEvent('payment_intent.succeeded', 'pi_not_ours'));
    expect(unknownIntent.status).toBe(200);
    const other = await deliver(stripeEvent('charge.refunded', 'ch_123'));
    expect(other.status).toBe(200);
  });
});
