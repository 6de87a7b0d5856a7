import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Money flows make many requests per test; on a loaded machine the first ones of a file take long.
vi.setConfig({ testTimeout: 90_000 });
import { createTestHarness, type TestHarness } from '../test/harness';
import { cardSession, HOUR, onboard } from '../test/money-fixtures';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness({ PAYOUT_MINIMUM_CENTS: '500', EARNINGS_HOLD_HOURS: '48' });
});
afterAll(() => h.close());

describe('GET /app/admin/payouts', () => {
  it('lists every mentor’s payouts newest first with the mentor’s name, and each payout of a run is an audit row', async () => {
    const admin = await h.admin();
    const first = await cardSession(h, { hoursAhead: 2 });
    const second = await cardSession(h, { hoursAhead: 2 });
    await onboard(first.mentor);
    await onboard(second.mentor);
    h.clock.advance(60 * HOUR);
    const run = await admin.agent.post('/app/admin/payouts/run');
    expect(run.body.payouts).toHaveLength(2);

    const listed = await admin.agent.get('/app/admin/payouts');
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(2);
    expect(listed.body).toContainEqual({
      id: expect.any(String),
      amountCents: 800,
      currency: 'EUR',
      status: 'paid',
      createdAt: expect.any(String),
      paidAt: expect.any(String),
      mentorUuid: first.mentor.user.uuid,
      mentorName: first.mentor.user.userName,
    });
    expect((await admin.agent.get('/app/admin/payouts?page=2')).body).toEqual([]);

    const audit = (await admin.agent.get('/app/admin/audit')).body.filter((row: { action: string }) => row.action === 'payout');
    expect(audit.map((row: { targetUuid: string }) => row.targetUuid).sort()).toEqual(
      [first.mentor.user.uuid, second.mentor.user.uuid].sort(),
    );
    expect(audit[0]).toMatchObject({ adminUuid: admin.user.uuid, targetName: expect.any(String) });
  });

  it('refuses bad input (400), mentees and mentors (403) and visitors (401)', async () => {
    const admin = await h.admin();
    expect((await admin.agent.get('/app/admin/payouts?page=x')).status).toBe(400);
    const mentee = await h.signup('mentee');
    const mentor = await h.signup('mentor');
    expect((await mentee.agent.get('/app/admin/payouts')).status).toBe(403);
    expect((await mentor.agent.get('/app/admin/payouts')).status).toBe(403);
    expect((await h.agent().get('/app/admin/payouts')).status).toBe(401);
  });
});
