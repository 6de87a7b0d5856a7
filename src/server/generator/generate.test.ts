import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, feedback, ledgerEntries, payments, receipts, slots, users, userSkills } from '../db/schema';
import { createTestHarness, type TestHarness } from '../test/harness';
import { ledgerSum } from '../test/money-fixtures';
import { AlreadyGeneratedError, generateMarketplace, GENERATED_PASSWORD, type GenerateResult } from './generate';
import { buildPlan } from './plan';

const DAY = 86_400_000;
let h: TestHarness;
let result: GenerateResult;

beforeAll(async () => {
  h = await createTestHarness();
  result = await generateMarketplace(h.db, { mentors: 30, slots: 600, mentees: 12, now: h.clock.now(), config: h.deps.config });
});
afterAll(() => h.close());

const rowsOf = (table: string) => result.tables.find((stats) => stats.table === table)!.rows;
const countOf = async (table: typeof users | typeof slots | typeof bookings | typeof feedback | typeof userSkills) =>
  (await h.db.select({ n: count() }).from(table))[0]!.n;

async function login(email: string) {
  const agent = h.agent();
  const response = await agent.post('/app/user/login', { email, password: GENERATED_PASSWORD });
  expect(response.status).toBe(200);
  return agent;
}

describe('generated marketplace', () => {
  it('inserts the asked numbers of mentors, mentees and slots, and reports every table it filled', async () => {
    expect(await h.db.select({ n: count() }).from(users).where(eq(users.role, 'mentor'))).toEqual([{ n: 30 }]);
    expect(await h.db.select({ n: count() }).from(users).where(eq(users.role, 'mentee'))).toEqual([{ n: 12 }]);
    expect(await countOf(slots)).toBe(600);
    for (const [name, table] of [
      ['users', users],
      ['user_skills', userSkills],
      ['bookings', bookings],
      ['feedback', feedback],
    ] as const) {
      expect(await countOf(table)).toBe(rowsOf(name));
    }
    expect(rowsOf('bookings')).toBeGreaterThan(50);
    expect(rowsOf('feedback')).toBeGreaterThan(20);
  });

  it('builds the same rows from the same seed', () => {
    const options = { mentors: 5, mentees: 3, slots: 40, seed: 7, now: new Date('2030-01-15T10:30:00Z'), passwordHash: 'x', priceCents: 1000, currency: 'EUR' };
    const catalogue = [
      { id: '00000000-0000-4000-8000-000000000001', title: 'SQL', description: null },
      { id: '00000000-0000-4000-8000-000000000002', title: 'React', description: null },
    ];
    expect(buildPlan({ ...options, catalogue })).toEqual(buildPlan({ ...options, catalogue }));
    expect(buildPlan({ ...options, catalogue }).slots).not.toEqual(buildPlan({ ...options, seed: 8, catalogue }).slots);
  });

  it('serves the data through the API: search by name, a mentor calendar and a mentee with upcoming sessions', async () => {
    const mentee = await login(result.busiestMenteeEmail);
    const upcoming = await mentee.get('/app/session/upcoming-sessions');
    expect(upcoming.status).toBe(200);
    expect(upcoming.body.length).toBeGreaterThan(0);
    expect(upcoming.body[0].jitsiLink).toMatch(/^https:\/\/meet\.jit\.si\//);
    const past = await mentee.get('/app/session/past-sessions');
    expect(past.body.length).toBeGreaterThan(0);

    const [mentor] = await h.db.select().from(users).where(eq(users.email, result.mentor.email));
    const found = await mentee.get(`/app/search?query=${encodeURIComponent(mentor!.userName.toUpperCase())}`);
    expect(found.body.map((item: { uuid: string }) => item.uuid)).toContain(mentor!.uuid);
    expect(found.body.find((item: { uuid: string }) => item.uuid === mentor!.uuid).skills.length).toBeGreaterThan(0);

    const now = h.clock.now();
    const end = new Date(now.getTime() + 30 * DAY);
    const calendar = await mentee.get(`/app/calendar/${mentor!.uuid}?start=${now.toISOString()}&end=${end.toISOString()}`);
    expect(calendar.status).toBe(200);
    expect(calendar.body.length).toBeGreaterThan(0);
    expect(calendar.body.every((slot: { start: string }) => Date.parse(slot.start) > now.getTime())).toBe(true);

    const reviews = await h.agent().get('/app/feedback/public');
    expect(reviews.body.length).toBeGreaterThan(0);
  });

  it('pays every session as the card flow does: its payment, ledger rows and receipt, and the books balance', async () => {
    const paid = await h.db.select().from(bookings).where(eq(bookings.paidWith, 'card'));
    expect(paid.length).toBe(rowsOf('bookings'));
    const paymentOf = new Map((await h.db.select().from(payments)).map((row) => [row.bookingId, row]));
    const receiptOf = new Map((await h.db.select().from(receipts)).map((row) => [row.bookingId, row]));
    const ledger = await h.db.select().from(ledgerEntries);
    for (const booking of paid) {
      const payment = paymentOf.get(booking.id)!;
      expect(payment).toMatchObject({ status: 'succeeded', currency: 'EUR' });
      const rows = ledger.filter((row) => row.bookingId === booking.id);
      const amount = (kind: string) => rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.amountCents, 0);
      expect(amount('payment')).toBe(-payment.amountCents);
      expect(amount('fee')).toBe(Math.round(payment.amountCents * 0.2));
      expect(amount('earning')).toBe(payment.amountCents - amount('fee'));
      expect(rows.find((row) => row.kind === 'earning')).toMatchObject({ mentorId: booking.mentorId, availableAt: new Date(booking.endAt.getTime() + 48 * 3600_000) });
      expect(receiptOf.get(booking.id)).toMatchObject({ payerId: booking.menteeId, amountCents: payment.amountCents, kind: 'session' });
      expect(receiptOf.get(booking.id)!.mailedAt).not.toBeNull();
    }
    // The mentee's second card session costs half, as in the card flow.
    expect(new Set([...paymentOf.values()].map((row) => row.amountCents))).toEqual(new Set([1000, 500]));
    expect(await ledgerSum(h)).toBe(0);

    const mentor = await login(result.mentor.email);
    const earnings = await mentor.get('/app/earnings');
    expect(earnings.body.items.length).toBeGreaterThan(0);
    expect(earnings.body.availableCents + earnings.body.pendingCents).toBeGreaterThan(0);
    const mentee = await login(result.busiestMenteeEmail);
    expect((await mentee.get('/app/payment/receipts')).body.length).toBeGreaterThan(0);
  });

  it('refuses to generate twice into one database', async () => {
    await expect(generateMarketplace(h.db, { mentors: 1, slots: 1 })).rejects.toBeInstanceOf(AlreadyGeneratedError);
  });
});
