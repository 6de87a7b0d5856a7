import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Money flows make many requests per test; on a loaded machine the first ones of a file take long.
vi.setConfig({ testTimeout: 90_000 });
import { packPurchases } from '../db/schema';
import { createTestHarness, type TestHarness } from '../test/harness';
import { buyPack, CARD, creditsOf, DECLINED, HOUR } from '../test/money-fixtures';
import { bookingRow, heldBooking } from '../test/payment-fixtures';
import { renewSubscriptions } from './subscription.service';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness({ PACK_10_PRICE: '80.00', SUBSCRIPTION_PRICE: '120.00', CURRENCY: 'eur', SESSION_DAYS: '400' });
});
afterAll(() => h.close());

const confirm = (agent: TestHarness['agent'] extends (...args: never[]) => infer A ? A : never, clientSecret: string, card = CARD) =>
  agent.post('/app/payment/simulated/confirm', { clientSecret, ...card });

describe('GET /app/payment/packs', () => {
  it('lists the pricing page’s three plans with configured prices, also to visitors', async () => {
    const response = await h.agent().get('/app/payment/packs');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { id: 'single', sessions: 1, priceCents: 1000, currency: 'EUR', recurring: null },
      { id: 'pack-10', sessions: 10, priceCents: 8000, currency: 'EUR', recurring: null },
      { id: 'monthly-18', sessions: 18, priceCents: 12000, currency: 'EUR', recurring: 'month' },
    ]);
  });
});

describe('POST /app/payment/packs/{id}/intent', () => {
  it('answers an intent in cents and reuses it until it is paid', async () => {
    const mentee = await h.signup('mentee');
    const first = await mentee.agent.post('/app/payment/packs/pack-10/intent');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ amountCents: 8000, currency: 'EUR', provider: 'simulated', clientSecret: expect.stringMatching(/^sim_pi_/) });
    const again = await mentee.agent.post('/app/payment/packs/pack-10/intent');
    expect(again.body.clientSecret).toBe(first.body.clientSecret);
  });

  it('adds the credits once, however often the payment is confirmed', async () => {
    const mentee = await h.signup('mentee');
    const intent = await mentee.agent.post('/app/payment/packs/pack-10/intent');
    const answers = await Promise.all([1, 2, 3].map(() => confirm(mentee.agent, intent.body.clientSecret)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers[0]!.body).toEqual({ status: 'succeeded', purchaseId: intent.body.purchaseId });
    expect((await confirm(mentee.agent, intent.body.clientSecret)).status).toBe(200);
    expect(await creditsOf(mentee)).toBe(10);
    // A new intent after the paid one is a new purchase.
    const next = await mentee.agent.post('/app/payment/packs/pack-10/intent');
    expect(next.body.clientSecret).not.toBe(intent.body.clientSecret);
  });

  it('adds nothing for a declined card or an intent never paid', async () => {
    const mentee = await h.signup('mentee');
    const intent = await mentee.agent.post('/app/payment/packs/single/intent');
    const declined = await confirm(mentee.agent, intent.body.clientSecret, DECLINED);
    expect(declined.status).toBe(402);
    expect(declined.body.msg).toBe('Your card was declined.');
    await mentee.agent.post('/app/payment/packs/pack-10/intent'); // the closed tab
    expect(await creditsOf(mentee)).toBe(0);
    const [row] = await h.db.select().from(packPurchases).where(eq(packPurchases.id, intent.body.purchaseId));
    expect(row).toMatchObject({ status: 'failed', creditsLeft: 0 });
    // The same intent paid with a good card afterwards works.
    expect((await confirm(mentee.agent, intent.body.clientSecret)).status).toBe(200);
    expect(await creditsOf(mentee)).toBe(1);
  });

  it('refuses an unknown pack (404), a mentor (403), a visitor (401) and someone else’s intent', async () => {
    const mentee = await h.signup('mentee');
    const unknown = await mentee.agent.post('/app/payment/packs/pack-99/intent');
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('There is no such pack.');
    const mentor = await h.signup('mentor');
    expect((await mentor.agent.post('/app/payment/packs/pack-10/intent')).status).toBe(403);
    expect((await h.agent().post('/app/payment/packs/pack-10/intent')).status).toBe(401);
    const intent = await mentee.agent.post('/app/payment/packs/pack-10/intent');
    const stranger = await h.signup('mentee');
    expect((await confirm(stranger.agent, intent.body.clientSecret)).status).toBe(403);
    expect(await creditsOf(mentee)).toBe(0);
    expect(await creditsOf(stranger)).toBe(0);
  });
});

describe('POST /app/session/confirm-credit-slot', () => {
  it('confirms a held booking with a credit and says how many are left', async () => {
    const mentee = await h.signup('mentee');
    await buyPack(mentee, 'single');
    const held = await heldBooking(h, { mentee });
    const response = await mentee.agent.post('/app/session/confirm-credit-slot', { bookingId: held.bookingId });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ bookingId: held.bookingId, sessionCredits: 0, session: { paidWith: 'pack_credit' } });
    expect((await bookingRow(h, held.bookingId)).status).toBe('confirmed');
  });

  it('answers 402 with a message when no credit is left, and keeps the hold', async () => {
    const held = await heldBooking(h);
    const response = await held.mentee.agent.post('/app/session/confirm-credit-slot', { bookingId: held.bookingId }, { 'accept-language': 'de' });
    expect(response.status).toBe(402);
    expect(response.body.msg).toMatch(/Paket/);
    expect((await bookingRow(h, held.bookingId)).status).toBe('pending');
  });

  it('spends one credit on one booking when requests race', async () => {
    const mentee = await h.signup('mentee');
    await buyPack(mentee, 'single');
    const first = await heldBooking(h, { mentee });
    const second = await heldBooking(h, { mentee });
    const answers = await Promise.all([
      mentee.agent.post('/app/session/confirm-credit-slot', { bookingId: first.bookingId }),
      mentee.agent.post('/app/session/confirm-credit-slot', { bookingId: second.bookingId }),
    ]);
    expect(answers.map((answer) => answer.status).toSorted((a, b) => a - b)).toEqual([200, 402]);
    expect(await creditsOf(mentee)).toBe(0);
  });

  it('refuses bad input, someone else’s booking and a mentor', async () => {
    const mentee = await h.signup('mentee');
    await buyPack(mentee, 'single');
    expect((await mentee.agent.post('/app/session/confirm-credit-slot', { bookingId: 'nope' })).status).toBe(400);
    const other = await heldBooking(h);
    expect((await mentee.agent.post('/app/session/confirm-credit-slot', { bookingId: other.bookingId })).status).toBe(403);
    expect((await other.mentor.agent.post('/app/session/confirm-credit-slot', { bookingId: other.bookingId })).status).toBe(403);
    expect(await creditsOf(mentee)).toBe(1);
  });
});

describe('the monthly subscription', () => {
  it('grants its credits each period (test clock) and stops after a cancel; the credits stay', async () => {
    const mentee = await h.signup('mentee');
    expect((await mentee.agent.get('/app/payment/subscription')).status).toBe(404);
    await buyPack(mentee, 'monthly-18');
    expect(await creditsOf(mentee)).toBe(18);
    const active = await mentee.agent.get('/app/payment/subscription');
    expect(active.status).toBe(200);
    expect(active.body).toMatchObject({ packId: 'monthly-18', status: 'active' });
    // A second subscription while one runs is refused.
    expect((await mentee.agent.post('/app/payment/packs/monthly-18/intent')).status).toBe(409);

    h.clock.set(new Date(Date.parse(active.body.currentPeriodEnd) + HOUR));
    await renewSubscriptions(h.deps);
    expect(await creditsOf(mentee)).toBe(36);
    const renewed = await mentee.agent.get('/app/payment/subscription');
    expect(Date.parse(renewed.body.currentPeriodEnd)).toBeGreaterThan(Date.parse(active.body.currentPeriodEnd));
    // Running the job again in the same period grants nothing more.
    await renewSubscriptions(h.deps);
    expect(await creditsOf(mentee)).toBe(36);

    const cancelled = await mentee.agent.delete('/app/payment/subscription');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('canceled');
    expect((await mentee.agent.delete('/app/payment/subscription')).status).toBe(404);
    h.clock.set(new Date(Date.parse(renewed.body.currentPeriodEnd) + 40 * 24 * HOUR));
    await renewSubscriptions(h.deps);
    expect(await creditsOf(mentee)).toBe(36);
    expect((await mentee.agent.get('/app/payment/subscription')).body.status).toBe('canceled');
    h.clock.set(new Date());
  });

  it('catches up every period missed while nothing ran, when the mentee reads it', async () => {
    const mentee = await h.signup('mentee');
    await buyPack(mentee, 'monthly-18');
    h.clock.advance(75 * 24 * HOUR);
    expect((await mentee.agent.get('/app/payment/subscription')).status).toBe(200);
    expect(await creditsOf(mentee)).toBe(18 * 3);
    h.clock.set(new Date());
  });

  it('needs a login to read or cancel', async () => {
    expect((await h.agent().get('/app/payment/subscription')).status).toBe(401);
    expect((await h.agent().delete('/app/payment/subscription')).status).toBe(401);
  });
});
