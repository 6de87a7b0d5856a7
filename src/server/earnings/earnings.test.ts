import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Money flows make many requests per test; on a loaded machine the first ones of a file take long.
vi.setConfig({ testTimeout: 90_000 });
import { createTestHarness, type TestHarness } from '../test/harness';
import { cardSession, HOUR } from '../test/money-fixtures';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness({ EARNINGS_HOLD_HOURS: '48', PLATFORM_FEE_PERCENT: '25' });
});
afterAll(() => h.close());

describe('GET /app/earnings and /app/earnings.csv', () => {
  it('shows an earning pending until the hold after the session has passed, then available', async () => {
    const session = await cardSession(h, { hoursAhead: 3 });
    const pending = await session.mentor.agent.get('/app/earnings');
    expect(pending.status).toBe(200);
    expect(pending.body).toEqual({
      currency: 'EUR',
      pendingCents: 750,
      availableCents: 0,
      paidOutCents: 0,
      payoutAccount: 'none',
      holdHours: 48,
      payoutMinimumCents: 2000,
      items: [
        {
          bookingId: session.bookingId,
          start: expect.any(String),
          grossCents: 1000,
          feeCents: 250,
          netCents: 750,
          status: 'pending',
          menteeName: session.mentee.user.userName,
          skillTitle: expect.any(String),
        },
      ],
    });
    h.clock.advance((3 + 1 + 48) * HOUR + 60_000);
    const available = await session.mentor.agent.get('/app/earnings');
    expect(available.body).toMatchObject({ pendingCents: 0, availableCents: 750, items: [{ status: 'available' }] });

    const csv = await session.mentor.agent.get('/app/earnings.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.body).toBe(
      `booking_id,session_start,currency,gross,fee,net,status\r\n${session.bookingId},${available.body.items[0].start},EUR,10.00,2.50,7.50,available\r\n`,
    );
    h.clock.set(new Date());
  });

  it('leaves out a session cancelled into a token, and shows a mentor only their own earnings', async () => {
    const session = await cardSession(h, { hoursAhead: 72 });
    await session.mentee.agent.delete(`/app/session/cancel-session/${session.bookingId}`);
    expect((await session.mentor.agent.get('/app/earnings')).body).toMatchObject({ pendingCents: 0, items: [] });
    const other = await h.signup('mentor');
    expect((await other.agent.get('/app/earnings')).body.items).toEqual([]);
  });

  it('is for mentors: a mentee gets 403, a visitor 401', async () => {
    const mentee = await h.signup('mentee');
    expect((await mentee.agent.get('/app/earnings')).status).toBe(403);
    expect((await mentee.agent.get('/app/earnings.csv')).status).toBe(403);
    expect((await h.agent().get('/app/earnings')).status).toBe(401);
  });
});
