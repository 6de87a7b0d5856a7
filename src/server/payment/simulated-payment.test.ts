import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness, type LoggedIn, type TestHarness } from '../test/harness';
import { bookingRow, heldBooking, MINUTE, paymentRows, setFreeSessionTokens, type HeldBooking } from '../test/payment-fixtures';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness();
});
afterAll(() => h.close());

const confirmPath = '/app/payment/simulated/confirm';
const goodCard = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

/** An expiry `monthsAhead` months from the test clock's month (negative: in the past), as MM/YY or MM/YYYY. */
function expiryIn(monthsAhead: number, yearDigits: 2 | 4 = 2): string {
  const now = h.clock.now();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + monthsAhead, 1));
  const year = String(date.getUTCFullYear());
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${yearDigits === 2 ? year.slice(2) : year}`;
}

/** A held booking with its intent, as the booking page has it just before "Pay Now". */
async function readyToPay(): Promise<HeldBooking & { clientSecret: string }> {
  const held = await heldBooking(h);
  const intent = await held.mentee.agent.post('/app/payment/stripe/create-payment-intent', { bookingId: held.bookingId });
  expect(intent.status).toBe(200);
  return { ...held, clientSecret: intent.body.clientSecret };
}

/** Whether another mentee could take the booking's slot right now. */
async function slotIsBookable(held: HeldBooking, other: LoggedIn): Promise<boolean> {
  const now = h.clock.now().getTime();
  const query = `start=${new Date(now).toISOString()}&end=${new Date(now + 7 * 24 * 60 * MINUTE).toISOString()}`;
  const slots = (await other.agent.get(`/app/calendar/${held.mentor.user.uuid}?${query}`)).body as Array<{ _id: string }>;
  return slots.some((slot) => slot._id === held.slotId);
}

describe('POST /app/payment/simulated/confirm', () => {
  it('confirms the booking with a Jitsi link when the test card succeeds', async () => {
    const held = await readyToPay();
    const before = h.clock.now().getTime();
    const response = await held.mentee.agent.post(confirmPath, {
      clientSecret: held.clientSecret,
      ...goodCard,
      cardNumber: '4242424242424242',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'succeeded', bookingId: held.bookingId });

    const booking = await bookingRow(h, held.bookingId);
    expect(booking).toMatchObject({
      status: 'confirmed',
      paidWith: 'card',
      holdExpiresAt: null,
      googleMeetLink: null,
    });
    expect(booking.confirmedAt!.getTime()).toBeGreaterThanOrEqual(before);
    expect(booking.confirmedAt!.getTime()).toBeLessThanOrEqual(h.clock.now().getTime());
    expect(booking.jitsiLink).toMatch(/^https:\/\/meet\.jit\.si\/MentorMarketplace-[0-9a-f]{32}$/);
    expect((await paymentRows(h, held.bookingId))[0]).toMatchObject({ status: 'succeeded', failureMessage: null });
    const details = await held.mentee.agent.get(`/app/calendar/booking-details/${held.bookingId}`);
    expect(details.body.status).toBe('confirmed');
    // Long after the hold would have ended, the slot stays booked.
    h.clock.advance(60 * MINUTE);
    expect(await slotIsBookable(held, await h.signup('mentee'))).toBe(false);
  });

  it('gives every session its own meeting room', async () => {
    const links = [];
    for (let i = 0; i < 2; i++) {
      const held = await readyToPay();
      expect((await held.mentee.agent.post(confirmPath, { clientSecret: held.clientSecret, ...goodCard })).status).toBe(200);
      links.push((await bookingRow(h, held.bookingId)).jitsiLink);
    }
    expect(links[0]).not.toBe(links[1]);
  });

  it('declines the decline card with 402, keeping the booking pending and the slot held', async () => {
    const held = await readyToPay();
    const response = await held.mentee.agent.post(confirmPath, {
      clientSecret: held.clientSecret,
      ...goodCard,
      cardNumber: '4000 0000 0000 0002',
    });
    expect(response.status).toBe(402);
    expect(response.body).toEqual({ error: 'Your card was declined.', msg: 'Your card was declined.' });
    const booking = await bookingRow(h, held.bookingId);
    expect(booking).toMatchObject({ status: 'pending', paidWith: null, jitsiLink: null });
    expect(booking.holdExpiresAt!.getTime()).toBeGreaterThan(h.clock.now().getTime());
    expect((await paymentRows(h, held.bookingId))[0]).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card was declined.',
    });
    expect(await slotIsBookable(held, await h.signup('mentee'))).toBe(false);

    // The same intent can still be paid with another card while the hold lasts.
    const retry = await held.mentee.agent.post(confirmPath, { clientSecret: held.clientSecret, ...goodCard });
    expect(retry.status).toBe(200);
    expect((await paymentRows(h, held.bookingId))[0]!.status).toBe('succeeded');
  });

  it('answers card problems with 402 and the provider’s message, in the caller’s language', async () => {
    const held = await readyToPay();
    const cases: Array<[Partial<typeof goodCard>, string, string]> = [
      [{ cardNumber: '4111 1111 1111 1111' }, 'Your card number is invalid.', 'Ihre Kartennummer ist ungültig.'],
      [{ cardNumber: '4242' }, 'Your card number is invalid.', 'Ihre Kartennummer ist ungültig.'],
      [{ expiry: '13/34' }, "Your card's expiration date is invalid.", 'Das Ablaufdatum Ihrer Karte ist ungültig.'],
      [{ expiry: '1234' }, "Your card's expiration date is invalid.", 'Das Ablaufdatum Ihrer Karte ist ungültig.'],
      [{ expiry: expiryIn(-1) }, 'Your card has expired.', 'Ihre Karte ist abgelaufen.'],
      [{ cvc: '12' }, "Your card's security code is invalid.", 'Der Sicherheitscode Ihrer Karte ist ungültig.'],
      [{ cvc: '12a' }, "Your card's security code is invalid.", 'Der Sicherheitscode Ihrer Karte ist ungültig.'],
      [{ cardNumber: '4000000000000002' }, 'Your card was declined.', 'Ihre Karte wurde abgelehnt.'],
    ];
    for (const [card, en, de] of cases) {
      const body = { clientSecret: held.clientSecret, ...goodCard, ...card };
      const english = await held.mentee.agent.post(confirmPath, body);
      expect([english.status, english.body.msg]).toEqual([402, en]);
      const german = await held.mentee.agent.post(confirmPath, body, { 'accept-language': 'de' });
      expect([german.status, german.body.msg]).toEqual([402, de]);
    }
    expect((await bookingRow(h, held.bookingId)).status).toBe('pending');
    // The month on the card is still valid, and four-digit years and CVCs are fine.
    expect(
      (
        await held.mentee.agent.post(confirmPath, {
          clientSecret: held.clientSecret,
          ...goodCard,
          expiry: expiryIn(0, 4),
          cvc: '1234',
        })
      ).status,
    ).toBe(200);
  });

  it('lists missing fields as a 400', async () => {
    const held = await readyToPay();
    const response = await held.mentee.agent.post(confirmPath, { clientSecret: held.clientSecret, cardNumber: ' ' });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual([
      { path: 'cardNumber', msg: 'Enter your card number' },
      { path: 'expiry', msg: expect.any(String) },
      { path: 'cvc', msg: expect.any(String) },
    ]);
    const german = await held.mentee.agent.post(
      confirmPath,
      { clientSecret: held.clientSecret, ...goodCard, cvc: '' },
      { 'accept-language': 'de' },
    );
    expect(german.body.error).toEqual([{ path: 'cvc', msg: 'Geben Sie die Prüfnummer (CVC) ein' }]);
    expect((await bookingRow(h, held.bookingId)).status).toBe('pending');
  });

  it('refuses a payment that comes after the hold ran out, and charges nothing', async () => {
    const held = await readyToPay();
    h.clock.advance(15 * MINUTE + 1000);
    const response = await held.mentee.agent.post(confirmPath, { clientSecret: held.clientSecret, ...goodCard });
    expect(response.status).toBe(409);
    expect(response.body.msg).toBe('Your reservation has expired. Please pick the slot again.');
    expect((await bookingRow(h, held.bookingId)).status).toBe('pending');
    expect((await paymentRows(h, held.bookingId))[0]!.status).toBe('requires_payment');
    // The slot is free again for somebody else.
    expect(await slotIsBookable(held, await h.signup('mentee'))).toBe(true);
  });

  it('lets only the mentee who booked pay, even with the client secret', async () => {
    const held = await readyToPay();
    const thief = await h.signup('mentee');
    const stolen = await thief.agent.post(confirmPath, { clientSecret: held.clientSecret, ...goodCard });
    expect(stolen.status).toBe(403);
    expect(stolen.body.msg).toBe('This is not your payment.');
    expect((await held.mentor.agent.post(confirmPath, { clientSecret: held.clientSecret, ...goodCard })).status).toBe(403);
    expect((await h.agent().post(confirmPath, { clientSecret: held.clientSecret, ...goodCard })).status).toBe(401);
    expect((await bookingRow(h, held.bookingId)).status).toBe('pending');
    expect((await paymentRows(h, held.bookingId))[0]!.status).toBe('requires_payment');
  });

  it('answers 404 for a client secret it never issued', async () => {
    const held = await readyToPay();
    const forged = held.clientSecret.replace(/_secret_.*/, '_secret_00000000000000000000000000000000');
    for (const clientSecret of [forged, 'pi_unknown_secret_x', 'nonsense']) {
      const response = await held.mentee.agent.post(confirmPath, { ...goodCard, clientSecret });
      expect(response.status).toBe(404);
      expect(response.body.msg).toBe('This payment does not exist. Please start the payment again.');
    }
  });

  it('confirms once when "Pay Now" is sent twice at the same time', async () => {
    const held = await readyToPay();
    const responses = await Promise.all(
      [1, 2].map(() => held.mentee.agent.post(confirmPath, { clientSecret: held.clientSecret, ...goodCard })),
    );
    expect(responses.map((response) => response.body)).toEqual([
      { status: 'succeeded', bookingId: held.bookingId },
      { status: 'succeeded', bookingId: held.bookingId },
    ]);
    const booking = await bookingRow(h, held.bookingId);
    expect(booking.status).toBe('confirmed');
    // A later repeat changes nothing, not even the meeting link.
    expect((await held.mentee.agent.post(confirmPath, { clientSecret: held.clientSecret, ...goodCard })).status).toBe(200);
    expect((await bookingRow(h, held.bookingId)).jitsiLink).toBe(booking.jitsiLink);
  });

  it('refuses to charge for a booking that was confirmed with a free session meanwhile', async () => {
    const held = await readyToPay();
    await setFreeSessionTokens(h, held.mentee.user._id, 1);
    expect((await held.mentee.agent.post('/app/session/confirm-free-slot', { bookingId: held.bookingId })).status).toBe(200);
    const response = await held.mentee.agent.post(confirmPath, { clientSecret: held.clientSecret, ...goodCard });
    expect(response.status).toBe(409);
    expect(response.body.msg).toBe('This session is already confirmed.');
    expect((await paymentRows(h, held.bookingId))[0]!.status).toBe('requires_payment');
  });
});
