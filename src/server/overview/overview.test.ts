import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments, users } from '../db/schema';
import { insertBooking, insertSlot, insertUsers } from '../test/direct-fixtures';
import { createTestHarness, type LoggedIn, type TestHarness } from '../test/harness';

let h: TestHarness;
let admin: LoggedIn;
const DAY = 86_400_000;
/** A Wednesday noon; the weeks asked for start on the Mondays 2030-02-18, 02-25 and 03-04. */
const NOW = new Date('2030-03-06T12:00:00Z');

beforeAll(async () => {
  h = await createTestHarness();
  // Before any login: a session made at today's time would have expired by then.
  h.clock.set(NOW);
  admin = await h.admin();
});
afterAll(() => h.close());

/** A confirmed booking of a fresh slot, confirmed at `confirmedAt`, its hour starting at `startMs`; paid when `paid` is given. */
async function confirmedBooking(
  mentorId: string,
  menteeId: string,
  startMs: number,
  confirmedAt: Date,
  paid?: { cents: number; status: 'succeeded' | 'refunded' | 'failed'; updatedAt: Date },
) {
  const slot = await insertSlot(h.db, mentorId, startMs);
  const booking = await insertBooking(h.db, slot, menteeId, 'confirmed');
  await h.db.update(bookings).set({ confirmedAt, paidWith: paid ? 'card' : 'free_token' }).where(eq(bookings.id, booking.id));
  if (paid) {
    await h.db.insert(payments).values({
      bookingId: booking.id,
      provider: 'simulated',
      intentId: `pi_${booking.id}`,
      clientSecret: `secret_${booking.id}`,
      amountCents: paid.cents,
      currency: 'EUR',
      status: paid.status,
      updatedAt: paid.updatedAt,
    });
  }
  return booking;
}

describe('GET /app/admin/overview', () => {
  it('counts each week from Monday 00:00 UTC, oldest first, zero-filled', async () => {
    const [mentor, mentee] = await insertUsers(h.db, [{ userName: 'Chart Mentor' }, { userName: 'Chart Mentee', role: 'mentee' }]);
      // Sign-ups: one on Sunday 23:59 UTC (the middle week), one on Monday 00:00 UTC (the current week).
    await h.db.update(users).set({ createdAt: new Date('2030-03-03T23:59:00Z') }).where(eq(users.id, mentor!.id));
    await h.db.update(users).set({ createdAt: new Date('2030-03-04T00:00:00Z') }).where(eq(users.id, mentee!.id));
    // A session confirmed and held in the oldest week, paid 10.00 by card.
    await confirmedBooking(mentor!.id, mentee!.id, Date.parse('2030-02-20T09:00:00Z'), new Date('2030-02-18T08:00:00Z'), {
      cents: 1000,
      status: 'succeeded',
      updatedAt: new Date('2030-02-18T08:00:00Z'),
    });
    // Confirmed in the middle week with a free-session token, held this Monday: completed this week.
    await confirmedBooking(mentor!.id, mentee!.id, Date.parse('2030-03-04T09:00:00Z'), new Date('2030-02-27T10:00:00Z'));
    // Confirmed this week, paid 12.50, still ahead: a booking but not completed.
    await confirmedBooking(mentor!.id, mentee!.id, NOW.getTime() + 2 * DAY, new Date('2030-03-05T10:00:00Z'), {
      cents: 1250,
      status: 'succeeded',
      updatedAt: new Date('2030-03-05T10:00:00Z'),
    });
    // A charge that came after its hold ended, refunded at once (a booking never confirmed).
    const lateSlot = await insertSlot(h.db, mentor!.id, Date.parse('2030-03-10T09:00:00Z'));
    const expired = await insertBooking(h.db, lateSlot, mentee!.id, 'cancelled');
    await h.db.insert(payments).values({
      bookingId: expired.id,
      provider: 'simulated',
      intentId: 'pi_late',
      clientSecret: 'secret_late',
      amountCents: 900,
      currency: 'EUR',
      status: 'refunded',
      updatedAt: new Date('2030-02-26T15:00:00Z'),
    });
    // Outside the range: a sign-up a month earlier.
    const [old] = await insertUsers(h.db, [{ userName: 'Old Mentee', role: 'mentee' }]);
    await h.db.update(users).set({ createdAt: new Date('2030-02-01T10:00:00Z') }).where(eq(users.id, old!.id));

    const response = await admin.agent.get('/app/admin/overview?weeks=3');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { weekStart: '2030-02-18', signups: 0, bookings: 1, completedSessions: 1, revenueCents: 1000, refundsCents: 0 },
      { weekStart: '2030-02-25', signups: 1, bookings: 1, completedSessions: 0, revenueCents: 900, refundsCents: 900 },
      { weekStart: '2030-03-04', signups: 1, bookings: 1, completedSessions: 1, revenueCents: 1250, refundsCents: 0 },
    ]);

    const year = await admin.agent.get('/app/admin/overview?weeks=52');
    expect(year.body).toHaveLength(52);
    expect(year.body[0].weekStart).toBe('2029-03-12');
    expect(year.body.at(-1).weekStart).toBe('2030-03-04');
    expect(year.body.reduce((sum: number, week: { signups: number }) => sum + week.signups, 0)).toBe(3);
  });

  it('shows twelve weeks when none are asked for', async () => {
    const response = await admin.agent.get('/app/admin/overview');
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(12);
  });

  it.each(['0', '53', '-1', '2.5', 'many'])('refuses weeks=%s with 400 in the list form', async (weeks) => {
    const response = await admin.agent.get(`/app/admin/overview?weeks=${weeks}`);
    expect(response.status).toBe(400);
    expect(response.body.error[0].path).toBe('weeks');
  });

  it('answers 401 to visitors and 403 to mentors and mentees', async () => {
    expect((await h.agent().get('/app/admin/overview')).status).toBe(401);
    for (const role of ['mentor', 'mentee'] as const) {
      const { agent } = await h.signup(role);
      const response = await agent.get('/app/admin/overview');
      expect(response.status).toBe(403);
      expect(typeof response.body.msg).toBe('string');
    }
  });
});
