import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Money flows make many requests per test; on a loaded machine the first ones of a file take long.
vi.setConfig({ testTimeout: 90_000 });
import { createTestHarness, type TestHarness } from '../test/harness';
import { cardSession, HOUR, onboard, payoutAccountOf } from '../test/money-fixtures';
import { mentorsWithEarnings, payoutFacts } from '../test/money-direct';
import { runPayouts } from './payouts.service';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness({ PAYOUT_MINIMUM_CENTS: '1000', EARNINGS_HOLD_HOURS: '48' });
});
afterAll(() => h.close());

/** Each payout's transfer exists once, and the transfers add up to what the mentors earned. */
async function expectPaidOnce(mentors: { id: string }[], expectedTotal: number) {
  const facts = await payoutFacts(h.db, mentors.map((mentor) => mentor.id));
  const keys = facts.transfers.map((transfer) => transfer.idempotencyKey);
  expect(new Set(keys).size).toBe(keys.length);
  expect(facts.payouts.every((payout) => payout.status === 'paid')).toBe(true);
  expect(facts.transfers.reduce((sum, transfer) => sum + transfer.amountCents, 0)).toBe(expectedTotal);
  expect(facts.payouts.reduce((sum, payout) => sum + payout.amountCents, 0)).toBe(expectedTotal);
  expect(facts.unclaimedEarnings).toBe(0);
}

describe('POST /app/payouts/onboarding', () => {
  it('answers the simulated onboarding page, which marks the mentor onboarded', async () => {
    const mentor = await h.signup('mentor');
    const link = await mentor.agent.post('/app/payouts/onboarding');
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(/^http:\/\/localhost:3000\/dashboard\/payout-onboarding\?account=sim_acct_/);
    expect((await mentor.agent.get('/app/earnings')).body.payoutAccount).toBe('pending');
    // Asking again keeps the one account.
    const again = await mentor.agent.post('/app/payouts/onboarding');
    expect(again.body.url).toBe(link.body.url);
    const done = await mentor.agent.post('/app/payouts/onboarding/complete');
    expect(done.body).toEqual({ onboarded: true });
    expect((await mentor.agent.get('/app/earnings')).body.payoutAccount).toBe('onboarded');
    expect((await payoutAccountOf(h, mentor.user._id))!.onboardedAt).not.toBeNull();
  });

  it('is for mentors only, and completing needs a started account', async () => {
    const mentee = await h.signup('mentee');
    expect((await mentee.agent.post('/app/payouts/onboarding')).status).toBe(403);
    expect((await h.agent().post('/app/payouts/onboarding')).status).toBe(401);
    const mentor = await h.signup('mentor');
    expect((await mentor.agent.post('/app/payouts/onboarding/complete')).status).toBe(409);
  });
});

describe('POST /app/admin/payouts/run and GET /app/payouts', () => {
  it('pays an onboarded mentor’s available balance once it is above the minimum, and lists it', async () => {
    const admin = await h.admin();
    const session = await cardSession(h, { hoursAhead: 2 });
    await onboard(session.mentor);
    // Still pending (the hold runs 48 h after the session ended): nothing to pay.
    expect((await admin.agent.post('/app/admin/payouts/run')).body.payouts.filter((p: { mentorUuid: string }) => p.mentorUuid === session.mentor.user.uuid)).toEqual([]);
    h.clock.advance(60 * HOUR);
    // 800 net is below the minimum of 1000.
    expect((await admin.agent.post('/app/admin/payouts/run')).body.payouts.filter((p: { mentorUuid: string }) => p.mentorUuid === session.mentor.user.uuid)).toEqual([]);
    const second = await cardSession(h, { hoursAhead: 2, mentor: session.mentor });
    h.clock.advance(60 * HOUR);
    const run = await admin.agent.post('/app/admin/payouts/run');
    const mine = run.body.payouts.filter((p: { mentorUuid: string }) => p.mentorUuid === session.mentor.user.uuid);
    expect(mine).toEqual([{ mentorUuid: session.mentor.user.uuid, amountCents: 800 + 800, id: expect.any(String) }]);
    expect(second.amount).toBe(1000);
    const listed = await session.mentor.agent.get('/app/payouts');
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([expect.objectContaining({ id: mine[0].id, amountCents: 1600, status: 'paid' })]);
    const earnings = await session.mentor.agent.get('/app/earnings');
    expect(earnings.body).toMatchObject({ availableCents: 0, pendingCents: 0, paidOutCents: 1600 });
    expect(earnings.body.items.map((item: { status: string }) => item.status)).toEqual(['paid', 'paid']);
  });

  it('refuses mentees and mentors (403) and visitors (401); a mentor sees only their own payouts', async () => {
    const mentee = await h.signup('mentee');
    const mentor = await h.signup('mentor');
    expect((await mentee.agent.post('/app/admin/payouts/run')).status).toBe(403);
    expect((await mentor.agent.post('/app/admin/payouts/run')).status).toBe(403);
    expect((await h.agent().post('/app/admin/payouts/run')).status).toBe(401);
    expect((await mentee.agent.get('/app/payouts')).status).toBe(403);
    expect((await mentor.agent.get('/app/payouts')).body).toEqual([]);
  });
});

describe('payouts never pay an earning twice', () => {
  it('when run twice', async () => {
    const mentors = await mentorsWithEarnings(h.db, 3, [700, 900], h.clock.now());
    await runPayouts(h.deps);
    const again = await runPayouts(h.deps);
    expect(again.payouts).toEqual([]);
    await expectPaidOnce(mentors, 3 * 1600);
  });

  it('when two runs race in one instance', async () => {
    const mentors = await mentorsWithEarnings(h.db, 5, [1200, 300], h.clock.now());
    const runs = await Promise.all([runPayouts(h.deps), runPayouts(h.deps), runPayouts(h.deps)]);
    expect(runs.flatMap((run) => run.payouts)).toHaveLength(5);
    await expectPaidOnce(mentors, 5 * 1500);
  });

  it('when two instances run at once on one database', async () => {
    const second = await createTestHarness({ PAYOUT_MINIMUM_CENTS: '1000' }, { sharedDatabaseOf: h });
    // Both instances read the same time (the first one's test clock was moved on above).
    second.clock.set(h.clock.now());
    try {
      const mentors = await mentorsWithEarnings(h.db, 6, [1000, 1000], h.clock.now());
      const admin = await h.admin();
      const runs = await Promise.all([runPayouts(second.deps), admin.agent.post('/app/admin/payouts/run'), runPayouts(second.deps)]);
      const made = [...runs[0].payouts, ...runs[1].body.payouts, ...runs[2].payouts];
      expect(made).toHaveLength(6);
      await expectPaidOnce(mentors, 6 * 2000);
    } finally {
      await second.close();
    }
  });
});
