import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness, type TestHarness } from '../test/harness';
import {
  bookingRow,
  freeSessionTokensOf,
  heldBooking,
  MINUTE,
  paymentRows,
  setFreeSessionTokens,
} from '../test/payment-fixtures';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness();
});
afterAll(() => h.close());

const path = '/app/session/confirm-free-slot';

describe('POST /app/session/confirm-free-slot', () => {
  it('confirms the held booking with one token and returns the session with its meeting link', async () => {
    const held = await heldBooking(h);
    await setFreeSessionTokens(h, held.mentee.user._id, 2);
    const response = await held.mentee.agent.post(path, { bookingId: held.bookingId });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      bookingId: held.bookingId,
      freeSessionTokens: 1,
      message: 'Your session is confirmed. One free session was used.',
      session: {
        _id: held.bookingId,
        slotId: held.slotId,
        status: 'confirmed',
        holdExpiresAt: null,
        paidWith: 'free_token',
        googleMeetLink: null,
        confirmedAt: expect.any(String),
        jitsiLink: expect.stringMatching(/^https:\/\/meet\.jit\.si\/MentorMarketplace-[0-9a-f]{32}$/),
        mentor: { uuid: held.mentor.user.uuid },
        mentee: { uuid: held.mentee.user.uuid },
      },
    });
    expect(await bookingRow(h, held.bookingId)).toMatchObject({
      status: 'confirmed',
      paidWith: 'free_token',
      jitsiLink: response.body.session.jitsiLink,
    });
    expect(await freeSessionTokensOf(h, held.mentee.user._id)).toBe(1);
    expect((await held.mentee.agent.get('/app/user/auth')).body.freeSessionTokens).toBe(1);
    expect(await paymentRows(h, held.bookingId)).toEqual([]);
  });

  it('refuses without a token and keeps the hold', async () => {
    const held = await heldBooking(h);
    const response = await held.mentee.agent.post(path, { bookingId: held.bookingId });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: 'You have no free sessions left.', msg: 'You have no free sessions left.' });
    const german = await held.mentee.agent.post(path, { bookingId: held.bookingId }, { 'accept-language': 'de' });
    expect(german.body.msg).toBe('Sie haben keine kostenlosen Sitzungen mehr.');
    expect(await bookingRow(h, held.bookingId)).toMatchObject({ status: 'pending', paidWith: null, jitsiLink: null });
    expect(await freeSessionTokensOf(h, held.mentee.user._id)).toBe(0);
  });

  it('spends a single token on one of several bookings confirmed at the same time', async () => {
    const first = await heldBooking(h);
    const others = [await heldBooking(h, { mentee: first.mentee }), await heldBooking(h, { mentee: first.mentee })];
    const all = [first, ...others];
    await setFreeSessionTokens(h, first.mentee.user._id, 1);
    const responses = await Promise.all(all.map((held) => held.mentee.agent.post(path, { bookingId: held.bookingId })));
    expect(responses.map((response) => response.status).sort((a, b) => a - b)).toEqual([200, 409, 409]);
    for (const refused of responses.filter((response) => response.status === 409)) {
      expect(refused.body.msg).toBe('You have no free sessions left.');
    }
    const statuses = await Promise.all(all.map(async (held) => (await bookingRow(h, held.bookingId)).status));
    expect(statuses.sort()).toEqual(['confirmed', 'pending', 'pending']);
    expect(await freeSessionTokensOf(h, first.mentee.user._id)).toBe(0);
  });

  it('confirms a booking once and spends one token when the button is pressed twice', async () => {
    const held = await heldBooking(h);
    await setFreeSessionTokens(h, held.mentee.user._id, 3);
    const responses = await Promise.all([1, 2].map(() => held.mentee.agent.post(path, { bookingId: held.bookingId })));
    expect(responses.map((response) => response.status).sort((a, b) => a - b)).toEqual([200, 409]);
    expect(responses.find((response) => response.status === 409)!.body.msg).toBe('This session is already confirmed.');
    expect(await freeSessionTokensOf(h, held.mentee.user._id)).toBe(2);
  });

  it('is for mentees only', async () => {
    const held = await heldBooking(h);
    await setFreeSessionTokens(h, held.mentor.user._id, 1);
    expect((await h.agent().post(path, { bookingId: held.bookingId })).status).toBe(401);
    const mentor = await held.mentor.agent.post(path, { bookingId: held.bookingId });
    expect(mentor.status).toBe(403);
    expect(await freeSessionTokensOf(h, held.mentor.user._id)).toBe(1);
    expect((await bookingRow(h, held.bookingId)).status).toBe('pending');
  });

  it('refuses someone else’s booking without touching anybody’s tokens', async () => {
    const held = await heldBooking(h);
    const other = await h.signup('mentee');
    await setFreeSessionTokens(h, other.user._id, 1);
    const response = await other.agent.post(path, { bookingId: held.bookingId });
    expect(response.status).toBe(403);
    expect(response.body.msg).toBe('This is not your booking.');
    expect(await freeSessionTokensOf(h, other.user._id)).toBe(1);
    expect((await bookingRow(h, held.bookingId)).status).toBe('pending');
  });

  it('answers 404 for an unknown booking and 400 for a malformed id', async () => {
    const { agent, user } = await h.signup('mentee');
    await setFreeSessionTokens(h, user._id, 1);
    expect((await agent.post(path, { bookingId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    const malformed = await agent.post(path, { bookingId: 42 });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toEqual([{ path: 'bookingId', msg: expect.any(String) }]);
    expect(await freeSessionTokensOf(h, user._id)).toBe(1);
  });

  it('refuses a hold that has run out and keeps the token', async () => {
    const held = await heldBooking(h);
    await setFreeSessionTokens(h, held.mentee.user._id, 1);
    h.clock.advance(15 * MINUTE + 1000);
    const response = await held.mentee.agent.post(path, { bookingId: held.bookingId });
    expect(response.status).toBe(409);
    expect(response.body.msg).toBe('Your reservation has expired. Please pick the slot again.');
    expect(await freeSessionTokensOf(h, held.mentee.user._id)).toBe(1);
  });

  it('refuses a booking that is already paid by card and keeps the token', async () => {
    const held = await heldBooking(h);
    await setFreeSessionTokens(h, held.mentee.user._id, 1);
    const { clientSecret } = (
      await held.mentee.agent.post('/app/payment/stripe/create-payment-intent', { bookingId: held.bookingId })
    ).body;
    const card = { clientSecret, cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' };
    expect((await held.mentee.agent.post('/app/payment/simulated/confirm', card)).status).toBe(200);
    const response = await held.mentee.agent.post(path, { bookingId: held.bookingId });
    expect(response.status).toBe(409);
    expect(response.body.msg).toBe('This session is already paid.');
    expect(await freeSessionTokensOf(h, held.mentee.user._id)).toBe(1);
  });
});
