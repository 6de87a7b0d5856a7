import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slots, users, userSkills } from '../../server/db/schema';
import { generateMarketplace, GENERATED_PASSWORD } from '../../server/generator/generate';
import { createTestHarness, type TestHarness } from '../../server/test/harness';
import { readPool } from './pool';
import { cloneMentors } from './scale';

const DAY = 86_400_000;
let h: TestHarness;

beforeAll(async () => {
  h = await createTestHarness();
  await generateMarketplace(h.db, { mentors: 10, slots: 100, mentees: 30, now: h.clock.now() });
});
afterAll(() => h.close());

const mentorCount = async () => (await h.db.select({ n: count() }).from(users).where(eq(users.role, 'mentor')))[0]!.n;

describe('the mixed workload data', () => {
  it('reads mentors with their skills and gives a few mentees free-session tokens', async () => {
    const pool = await readPool(h.db);
    expect(pool.mentors).toHaveLength(10);
    expect(pool.mentors.every((mentor) => mentor.skillIds.length > 0 && mentor.userName.length > 0)).toBe(true);
    expect(pool.categoryIds.length).toBeGreaterThan(0);
    expect(pool.freeMenteeEmails).toHaveLength(20);
    expect(pool.menteeEmails).toHaveLength(10);
    const [free] = await h.db.select({ tokens: users.freeSessionTokens }).from(users).where(eq(users.email, pool.freeMenteeEmails[0]!));
    expect(free!.tokens).toBeGreaterThan(1000);
  });

  it('clones every generated mentor with skills and slots, and a clone can log in and be searched', async () => {
    const skillsBefore = (await h.db.select({ n: count() }).from(userSkills))[0]!.n;
    await cloneMentors(h.db, 2);
    expect(await mentorCount()).toBe(30);
    expect((await h.db.select({ n: count() }).from(slots))[0]!.n).toBe(300);
    expect((await h.db.select({ n: count() }).from(userSkills))[0]!.n).toBeGreaterThan(skillsBefore);
    const [clone] = await h.db.select({ email: users.email, uuid: users.uuid }).from(users).where(like(users.email, 'clone2-%'));
    const agent = h.agent();
    const login = await agent.post('/app/user/login', { email: clone!.email, password: GENERATED_PASSWORD });
    expect(login.status).toBe(200);
    const now = h.clock.now().getTime();
    const window = `start=${new Date(now - 28 * DAY).toISOString()}&end=${new Date(now + 28 * DAY).toISOString()}`;
    const calendar = await agent.get(`/app/calendar/${clone!.uuid}?${window}`);
    expect(calendar.status).toBe(200);
    expect((calendar.body as unknown[]).length).toBeGreaterThan(0);
  });
});
