import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mentorListSchema, mentorProfileSchema } from '../../shared/contracts/search';
import { sessionListSchema } from '../../shared/contracts/session';
import { checkIntegrity } from '../ops/integrity.queries';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { refreshDueBusySources } from '../calendar-sync/busy-refresh';
import { projectRoot } from '../paths';
import { createTestHarness, type TestHarness } from '../test/harness';
import { startIcalServer, type IcalServer } from '../test/ical-server';
import { DEMO_BUSY_CALENDAR_PATH } from './busy-calendar';
import { ledgerSum } from '../test/money-fixtures';
import { DEMO_FEATURED_PER_ROLE, DEMO_PASSWORD, seedDemo, type DemoLogin } from './seed';

let h: TestHarness;
let logins: DemoLogin[];
/** Stands in for the demo server serving its own public/demo/busy-calendar.ics. */
let ical: IcalServer;
beforeAll(async () => {
  ical = await startIcalServer();
  ical.routes.set(DEMO_BUSY_CALENDAR_PATH, { body: readFileSync(path.join(projectRoot, 'public', DEMO_BUSY_CALENDAR_PATH), 'utf8') });
  h = await createTestHarness({ CALENDAR_DEV_ENDPOINTS: ical.endpoint });
  logins = await seedDemo(h.db, h.clock.now(), { ...h.config, PORT: Number(ical.endpoint.split(':')[1]) });
});
afterAll(async () => {
  await h.close();
  await ical.close();
});

describe('demo data', () => {
  it('passes the integrity checks a restored backup must pass (every card session paid)', async () => {
    expect((await checkIntegrity(h.db)).filter((finding) => finding.violations > 0)).toEqual([]);
  });

  it('gives the first mentor earnings in every state and a connected payout account, written by the ledger', async () => {
    const mentor = h.agent();
    await mentor.post('/app/user/login', { email: 'mentor1@demo.test', password: DEMO_PASSWORD });
    const earnings = (await mentor.get('/app/earnings')).body;
    expect(earnings.payoutAccount).toBe('onboarded');
    expect(new Set(earnings.items.map((item: { status: string }) => item.status))).toEqual(
      new Set(['pending', 'available', 'paid', 'refunded']),
    );
    expect(earnings.paidOutCents).toBeGreaterThanOrEqual(h.config.PAYOUT_MINIMUM_CENTS);
    expect((await mentor.get('/app/payouts')).body).toHaveLength(1);
    // Every movement balanced: the ledger sums to zero.
    expect(await ledgerSum(h)).toBe(0);
    const admin = h.agent();
    await admin.post('/app/user/login', { email: 'admin@demo.test', password: DEMO_PASSWORD });
    const actions = (await admin.get('/app/admin/audit')).body.map((row: { action: string }) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['refund', 'payout']));
    const others = await Promise.all(
      ['mentor2@demo.test', 'mentor3@demo.test'].map(async (email) => {
        const agent = h.agent();
        await agent.post('/app/user/login', { email, password: DEMO_PASSWORD });
        return (await agent.get('/app/earnings')).body.items.length;
      }),
    );
    expect(others.every((count) => count > 0)).toBe(true);
  });

  it('has one admin, twelve mentors and six mentees, all able to log in', async () => {
    expect(logins.filter((login) => login.role === 'admin')).toHaveLength(1);
    expect(logins.filter((login) => login.role === 'mentor')).toHaveLength(12);
    expect(logins.filter((login) => login.role === 'mentee')).toHaveLength(6);
    const admin = await h.agent().post('/app/user/login', { email: 'admin@demo.test', password: DEMO_PASSWORD });
    expect(admin.body.user).toMatchObject({ role: 'admin' });
  });

  it('gives a mentee upcoming sessions with join links, past sessions and a free-session token', async () => {
    const agent = h.agent();
    const login = await agent.post('/app/user/login', { email: 'mentee1@demo.test', password: DEMO_PASSWORD });
    expect(login.body.user.freeSessionTokens).toBe(1);
    expect(login.body.user.image).toMatch(/^\/app\/images\/[0-9a-f-]{36}\?s=256$/);
    const upcoming = await agent.get('/app/session/upcoming-sessions');
    expect(upcoming.body.length).toBeGreaterThanOrEqual(1);
    expect(upcoming.body[0].jitsiLink).toMatch(/^https:\/\/meet\.jit\.si\//);
    const past = await agent.get('/app/session/past-sessions');
    expect(past.body.length).toBeGreaterThanOrEqual(2);
  });

  it('gives every mentor the demo prints upcoming sessions and past ones to give feedback on', async () => {
    for (const index of Array.from({ length: DEMO_FEATURED_PER_ROLE }, (_, at) => at + 1)) {
      const agent = h.agent();
      await agent.post('/app/user/login', { email: `mentor${index}@demo.test`, password: DEMO_PASSWORD });
      const upcoming = await agent.get('/app/session/upcoming-sessions');
      expect(upcoming.body.length, `mentor${index} upcoming`).toBeGreaterThanOrEqual(2);
      const past = await agent.get('/app/session/past-sessions');
      expect(past.body.length, `mentor${index} past`).toBeGreaterThanOrEqual(2);
    }
  });

  it('lists mentors with skills and free slots in the coming weeks, and public reviews', async () => {
    const agent = h.agent();
    await agent.post('/app/user/login', { email: 'mentee2@demo.test', password: DEMO_PASSWORD });
    const mentors = await agent.get('/app/search');
    expect(mentors.body).toHaveLength(12);
    expect(mentors.body.every((mentor: { skills: unknown[] }) => mentor.skills.length >= 2)).toBe(true);
    const now = h.clock.now();
    const end = new Date(now.getTime() + 21 * 86_400_000);
    const slots = await agent.get(`/app/calendar/${mentors.body[0].uuid}?start=${now.toISOString()}&end=${end.toISOString()}`);
    expect(slots.body.length).toBeGreaterThan(3);
    const reviews = await h.agent().get('/app/feedback/public');
    expect(reviews.body.length).toBeGreaterThan(5);
    expect(reviews.body[0].rating).toBeGreaterThanOrEqual(4);
  });

  it('gives every mentor a portrait, headline, bio, languages, a rating and free times in the next 14 days', async () => {
    const agent = h.agent();
    await agent.post('/app/user/login', { email: 'mentee3@demo.test', password: DEMO_PASSWORD });
    const mentors = mentorListSchema.parse((await agent.get('/app/search')).body);
    const fortnight = h.clock.now().getTime() + 14 * 86_400_000;
    for (const mentor of mentors) {
      expect(mentor.image, mentor.userName).toMatch(/^\/app\/images\//);
      expect(mentor.headline, mentor.userName).toBeTruthy();
      expect(mentor.rating?.count, mentor.userName).toBeGreaterThanOrEqual(2);
      expect(Date.parse(mentor.nextAvailable ?? ''), mentor.userName).toBeLessThan(fortnight);
      const profile = mentorProfileSchema.parse((await agent.get(`/app/search/mentor/${mentor.uuid}`)).body);
      expect(profile.bio, mentor.userName).toBeTruthy();
      expect(profile.languages.length, mentor.userName).toBeGreaterThanOrEqual(1);
    }
  });

  it('leaves every mentee and mentor a past session without their feedback, to try the form', async () => {
    const emails = [
      ...Array.from({ length: 6 }, (_, at) => `mentee${at + 1}@demo.test`),
      ...Array.from({ length: 12 }, (_, at) => `mentor${at + 1}@demo.test`),
    ];
    for (const email of emails) {
      const agent = h.agent();
      await agent.post('/app/user/login', { email, password: DEMO_PASSWORD });
      const past = sessionListSchema.parse((await agent.get('/app/session/past-sessions?limit=100')).body);
      expect(
        past.some((session) => !session.myFeedbackGiven),
        email,
      ).toBe(true);
    }
  });

  it('gives the first mentor a busy calendar, served by the demo itself, that hides some of their slots', async () => {
    await refreshDueBusySources(h.deps);
    const agent = h.agent();
    const login = await agent.post('/app/user/login', { email: 'mentor1@demo.test', password: DEMO_PASSWORD });
    const [source] = (await agent.get('/app/calendar/busy-sources')).body;
    expect(source).toMatchObject({ lastError: null, busyCount: expect.any(Number) });
    expect(source.busyCount).toBeGreaterThan(100);
    const now = h.clock.now().getTime();
    const window = `start=${new Date(now).toISOString()}&end=${new Date(now + 22 * 24 * 3600_000).toISOString()}`;
    const slots = (await agent.get(`/app/calendar/${login.body.user.uuid}?${window}`)).body as Array<{ hiddenReason?: string }>;
    expect(slots.filter((slot) => slot.hiddenReason === 'busy').length).toBeGreaterThan(0);
  });
});
