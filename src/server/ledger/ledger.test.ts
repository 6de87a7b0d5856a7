import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Money flows make many requests per test; on a loaded machine the first ones of a file take long.
vi.setConfig({ testTimeout: 90_000 });
import { createTestHarness, type TestHarness } from '../test/harness';
import { buyPack, cardSession, creditsOf, HOUR, ledgerOf, ledgerSum, onboard } from '../test/money-fixtures';
import { heldBooking, setFreeSessionTokens } from '../test/payment-fixtures';
import { splitFee } from './ledger.service';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness({ PLATFORM_FEE_PERCENT: '20', EARNINGS_HOLD_HOURS: '48', PAYOUT_MINIMUM_CENTS: '500' });
});
afterAll(() => h.close());

const sumOf = (rows: { kind: string; amountCents: number }[], kind: string) =>
  rows.filter((row) => row.kind === kind).reduce((total, row) => total + row.amountCents, 0);

describe('splitFee', () => {
  it('rounds the fee to the cent and leaves the rest to the mentor', () => {
    expect(splitFee(1000, 20)).toEqual({ feeCents: 200, netCents: 800 });
    expect(splitFee(666, 20)).toEqual({ feeCents: 133, netCents: 533 });
    expect(splitFee(500, 0)).toEqual({ feeCents: 0, netCents: 500 });
  });
});

describe('the ledger', () => {
  it('splits a card payment into fee and earning: gross = fee + net', async () => {
    const session = await cardSession(h);
    const rows = await ledgerOf(h, session.bookingId);
    expect(sumOf(rows, 'payment')).toBe(-1000);
    expect(sumOf(rows, 'fee')).toBe(200);
    expect(sumOf(rows, 'earning')).toBe(800);
    expect(rows.find((row) => row.kind === 'earning')).toMatchObject({ mentorId: session.mentor.user._id, account: 'mentor' });
  });

  it('charges a mentee’s second card-paid session half, and the third in full', async () => {
    const first = await cardSession(h);
    expect(first.amount).toBe(1000);
    const second = await cardSession(h, { mentee: first.mentee });
    expect(second.amount).toBe(500);
    expect(sumOf(await ledgerOf(h, second.bookingId), 'earning')).toBe(400);
    const third = await cardSession(h, { mentee: first.mentee });
    expect(third.amount).toBe(1000);
  });

  it('earns a pack credit’s per-session price less the fee', async () => {
    const mentee = await h.signup('mentee');
    await buyPack(mentee, 'pack-10');
    expect(await creditsOf(mentee)).toBe(10);
    const held = await heldBooking(h, { mentee });
    const confirmed = await mentee.agent.post('/app/session/confirm-credit-slot', { bookingId: held.bookingId });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.sessionCredits).toBe(9);
    const rows = await ledgerOf(h, held.bookingId);
    expect(sumOf(rows, 'credit')).toBe(-800);
    expect(sumOf(rows, 'fee')).toBe(160);
    expect(sumOf(rows, 'earning')).toBe(640);
  });

  it('moves a cancelled session’s earning onto the token, and the token’s session earns exactly that, once', async () => {
    const first = await cardSession(h, { hoursAhead: 72 });
    expect((await first.mentee.agent.delete(`/app/session/cancel-session/${first.bookingId}`)).status).toBe(200);
    const cancelledRows = await ledgerOf(h, first.bookingId);
    expect(sumOf(cancelledRows, 'earning')).toBe(0);
    expect(sumOf(cancelledRows, 'fee')).toBe(0);
    expect(sumOf(cancelledRows, 'carry')).toBe(1000);

    const next = await heldBooking(h, { mentee: first.mentee });
    expect((await first.mentee.agent.post('/app/session/confirm-free-slot', { bookingId: next.bookingId })).status).toBe(200);
    const rows = await ledgerOf(h, next.bookingId);
    expect(sumOf(rows, 'earning')).toBe(800);
    expect(rows.find((row) => row.kind === 'earning')!.mentorId).toBe(next.mentor.user._id);

    // A welcome token carries nothing: its session earns nothing, and the carry is not spent twice.
    await setFreeSessionTokens(h, first.mentee.user._id, 1);
    const third = await heldBooking(h, { mentee: first.mentee });
    expect((await first.mentee.agent.post('/app/session/confirm-free-slot', { bookingId: third.bookingId })).status).toBe(200);
    expect(sumOf(await ledgerOf(h, third.bookingId), 'earning')).toBe(0);
  });

  it('sums to zero after a mixed run of card, credit and token sessions, cancellations, refunds and payouts', async () => {
    const admin = await h.admin();
    const card = await cardSession(h, { hoursAhead: 30 });
    const credit = await h.signup('mentee');
    await buyPack(credit, 'pack-10');
    const creditHeld = await heldBooking(h, { mentee: credit, hoursAhead: 30 });
    await credit.agent.post('/app/session/confirm-credit-slot', { bookingId: creditHeld.bookingId });
    const cancelled = await cardSession(h, { hoursAhead: 72 });
    await cancelled.mentor.agent.delete(`/app/session/cancel-session/${cancelled.bookingId}`);
    const tokenHeld = await heldBooking(h, { mentee: cancelled.mentee, hoursAhead: 30 });
    await cancelled.mentee.agent.post('/app/session/confirm-free-slot', { bookingId: tokenHeld.bookingId });
    await onboard(card.mentor);
    await onboard(creditHeld.mentor);
    const refunded = await admin.agent.post(`/app/admin/bookings/${creditHeld.bookingId}/refund`, { reason: 'No-show' });
    expect(refunded.status).toBe(200);
    h.clock.advance(100 * HOUR);
    const run = await admin.agent.post('/app/admin/payouts/run');
    expect(run.status).toBe(200);
    expect(run.body.payouts).toEqual(expect.arrayContaining([expect.objectContaining({ mentorUuid: card.mentor.user.uuid, amountCents: 800 })]));
    // A refund after the payout leaves a negative balance for the next one.
    expect((await admin.agent.post(`/app/admin/bookings/${card.bookingId}/refund`, { reason: 'Complaint' })).status).toBe(200);
    const earnings = await card.mentor.agent.get('/app/earnings');
    expect(earnings.body).toMatchObject({ availableCents: -800, paidOutCents: 800 });
    expect(await ledgerSum(h)).toBe(0);
  });
});
