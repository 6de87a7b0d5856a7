import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../db/schema';
import { createTestHarness, type TestHarness } from '../test/harness';
import { bookingRow, heldBooking, MINUTE, paymentRows } from '../test/payment-fixtures';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness({ SESSION_PRICE: '12.50', CURRENCY: 'usd' });
});
afterAll(() => h.close());

const intentPath = '/app/payment/stripe/create-payment-intent';

describe('GET /app/payment/config', () => {
  it('tells a logged-in user which card form to show and the price', async () => {
    const { agent } = await h.signup('mentee');
    const response = await agent.get('/app/payment/config');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ provider: 'simulated', price: 12.5, priceCents: 1250, currency: 'USD' });
  });

  it('needs no login: a visitor sees the price too', async () => {
    const response = await h.agent().get('/app/payment/config');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ priceCents: 1250, currency: 'USD' });
  });
});

describe('POST /app/payment/stripe/create-payment-intent (simulated provider)', () => {
  it('creates an intent for the mentee’s own held booking, in cents', async () => {
    const { mentee, bookingId } = await heldBooking(h);
    const response = await mentee.agent.post(intentPath, { bookingId });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      bookingId,
      clientSecret: expect.stringMatching(/^sim_pi_[0-9a-f]+_secret_[0-9a-f]{32}$/),
      provider: 'simulated',
      amount: 1250,
      currency: 'USD',
    });
    const [payment] = await paymentRows(h, bookingId);
    expect(payment).toMatchObject({
      provider: 'simulated',
      clientSecret: response.body.clientSecret,
      amountCents: 1250,
      currency: 'USD',
      status: 'requires_payment',
    });
  });

  it('reuses the booking’s intent when asked again', async () => {
    const { mentee, bookingId } = await heldBooking(h);
    const first = await mentee.agent.post(intentPath, { bookingId });
    const second = await mentee.agent.post(intentPath, { bookingId });
    expect(second.status).toBe(200);
    expect(second.body.clientSecret).toBe(first.body.clientSecret);
    expect(await paymentRows(h, bookingId)).toHaveLength(1);
  });

  it('keeps one intent when several requests race for it', async () => {
    const { mentee, bookingId } = await heldBooking(h);
    const responses = await Promise.all([1, 2, 3, 4].map(() => mentee.agent.post(intentPath, { bookingId })));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    const rows = await paymentRows(h, bookingId);
    expect(rows).toHaveLength(1);
    expect(new Set(responses.map((response) => response.body.clientSecret))).toEqual(new Set([rows[0]!.clientSecret]));
  });

  it('refuses someone else’s booking, also to its mentor', async () => {
    const { mentor, bookingId } = await heldBooking(h);
    const stranger = await h.signup('mentee');
    const other = await stranger.agent.post(intentPath, { bookingId });
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ error: 'This is not your booking.', msg: 'This is not your booking.' });
    expect((await mentor.agent.post(intentPath, { bookingId })).status).toBe(403);
    expect(await paymentRows(h, bookingId)).toEqual([]);
  });

  it('answers 404 for an unknown booking and 400 for a malformed id', async () => {
    const { agent } = await h.signup('mentee');
    const unknown = await agent.post(intentPath, { bookingId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('This booking does not exist.');
    const malformed = await agent.post(intentPath, { bookingId: 'abc' }, { 'accept-language': 'de' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toEqual([{ path: 'bookingId', msg: 'Muss eine gültige Buchungs-ID sein' }]);
    expect((await agent.post(intentPath, {})).status).toBe(400);
  });

  it('needs a logged-in mentee', async () => {
    const { bookingId } = await heldBooking(h);
    expect((await h.agent().post(intentPath, { bookingId })).status).toBe(401);
  });

  it('refuses once the hold has run out, whether or not housekeeping has marked it', async () => {
    const { mentee, bookingId } = await heldBooking(h);
    h.clock.advance(15 * MINUTE + 1000);
    const response = await mentee.agent.post(intentPath, { bookingId });
    expect(response.status).toBe(409);
    expect(response.body.msg).toBe('Your reservation has expired. Please pick the slot again.');
    await h.db.update(bookings).set({ status: 'expired' }).where(eq(bookings.id, bookingId));
    const german = await mentee.agent.post(intentPath, { bookingId }, { 'accept-language': 'de' });
    expect(german.status).toBe(409);
    expect(german.body.msg).toBe('Ihre Reservierung ist abgelaufen. Bitte wählen Sie den Termin erneut aus.');
    expect(await paymentRows(h, bookingId)).toEqual([]);
  });

  it('refuses a cancelled booking', async () => {
    const { mentee, bookingId } = await heldBooking(h);
    await h.db.update(bookings).set({ status: 'cancelled', cancelledBy: 'mentee' }).where(eq(bookings.id, bookingId));
    const response = await mentee.agent.post(intentPath, { bookingId });
    expect(response.status).toBe(409);
    expect(response.body.msg).toBe('This booking was canceled. Please pick a slot again.');
  });

  it('refuses a booking that is already paid', async () => {
    const { mentee, bookingId } = await heldBooking(h);
    const { clientSecret } = (await mentee.agent.post(intentPath, { bookingId })).body;
    const paid = await mentee.agent.post('/app/payment/simulated/confirm', {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
    });
    expect(paid.status).toBe(200);
    expect((await bookingRow(h, bookingId)).status).toBe('confirmed');
    const again = await mentee.agent.post(intentPath, { bookingId });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('This session is already paid.');
  });
});
