import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mentorListSchema,
  mentorProfileSchema,
  mentorReviewsSchema,
  type MentorList,
} from '../../shared/contracts/search';
import { feedback, users } from '../db/schema';
import { insertBooking, insertCategory, insertProtoSkill, insertSlot, insertUsers, insertUserSkill } from '../test/direct-fixtures';
import { createTestHarness, type TestAgent, type TestHarness } from '../test/harness';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let h: TestHarness;
let searcher: TestAgent;
let now: number;
let mentee: { id: string; uuid: string };
type Mentor = { id: string; uuid: string; email: string; userName: string };
const m: Record<'alpha' | 'beta' | 'gamma' | 'delta' | 'zed', Mentor> = {} as never;
let rustId: string;

const slot = (mentor: Mentor, startMs: number) => insertSlot(h.db, mentor.id, startMs);
const booking = async (
  mentor: Mentor,
  startMs: number,
  status: 'pending' | 'confirmed' | 'cancelled',
  holdExpiresAt: Date | null = null,
) => insertBooking(h.db, await slot(mentor, startMs), mentee.id, status, holdExpiresAt);

/** A past confirmed session with the mentee's rating (and the mentor's own feedback, which has none). */
async function rated(mentor: Mentor, daysAgo: number, rating: number, publicFeedback: boolean) {
  const row = await booking(mentor, now - daysAgo * DAY, 'confirmed');
  await h.db.insert(feedback).values([
    { bookingId: row.id, authorId: mentee.id, authorRole: 'mentee', rating, publicFeedback, comment: `Rated ${rating}` },
    { bookingId: row.id, authorId: mentor.id, authorRole: 'mentor', comment: 'Good mentee', strengths: 'x', improvement: 'y' },
  ]);
}

beforeAll(async () => {
  h = await createTestHarness();
  searcher = (await h.signup('mentee')).agent;
  now = h.clock.now().getTime();
  [mentee] = (await insertUsers(h.db, [{ userName: 'Rater Mentee', role: 'mentee' }])) as unknown as [typeof mentee];
  const rows = await insertUsers(
    h.db,
    ['Statsy Alpha', 'Statsy Beta', 'Statsy Gamma', 'Statsy Delta', 'Zed Statsy'].map((userName) => ({ userName })),
  );
  [m.alpha, m.beta, m.gamma, m.delta, m.zed] = rows as unknown as [Mentor, Mentor, Mentor, Mentor, Mentor];

  // Alpha: mentee ratings 5 (public) and 4 (private) → 4.5 from 2; a third session without feedback and
  // a cancelled one; free slots: a past one, a booked one, a held one, then one whose hold ran out.
  await rated(m.alpha, 3, 5, true);
  await rated(m.alpha, 2, 4, false);
  await booking(m.alpha, now - DAY, 'confirmed');
  await booking(m.alpha, now - 4 * DAY, 'cancelled');
  await slot(m.alpha, now - 5 * HOUR);
  await booking(m.alpha, now + 1 * HOUR, 'confirmed');
  await booking(m.alpha, now + 2 * HOUR, 'pending', new Date(now + 10 * 60_000));
  await booking(m.alpha, now + 3 * HOUR, 'pending', new Date(now - 60_000));
  await slot(m.alpha, now + 30 * HOUR);

  // Beta: 5, 4, 4 → 4.333… shown as 4.3 from 3, all public; nothing free.
  for (const [days, rating] of [
    [5, 5],
    [4, 4],
    [3, 4],
  ] as const)
    await rated(m.beta, days, rating, true);
  await booking(m.beta, now + 5 * HOUR, 'confirmed');

  // Gamma and Delta: new mentors; Delta is free sooner. Zed: the best rating, but a weaker name match.
  await slot(m.gamma, now + 5 * HOUR);
  await slot(m.delta, now + 2 * HOUR);
  await rated(m.zed, 1, 5, true);

  await h.db
    .update(users)
    .set({ headline: 'Rust mentor for backend teams', bio: 'Ten years of Rust.', languages: ['en', 'de'] })
    .where(eq(users.id, m.alpha.id));

  const category = await insertCategory(h.db, 'Statsy Systems');
  rustId = (await insertProtoSkill(h.db, category.id, 'Statsy Rust')).id;
  await insertUserSkill(h.db, m.alpha.id, rustId, 'beginner');
  await insertUserSkill(h.db, m.delta.id, rustId, 'advanced');
});
afterAll(() => h.close());

async function search(params: string): Promise<MentorList> {
  const response = await searcher.get(`/app/search?${params}`);
  expect(response.status).toBe(200);
  return mentorListSchema.parse(response.body);
}

describe('GET /app/search: what earns a mentee’s trust', () => {
  it('orders by name match, then rating, then the soonest free slot', async () => {
    const list = await search('query=statsy');
    expect(list.map((mentor) => mentor.userName)).toEqual([
      'Statsy Alpha',
      'Statsy Beta',
      'Statsy Delta',
      'Statsy Gamma',
      'Zed Statsy',
    ]);
  });

  it('rates from mentee ratings only, averaged to one decimal, and counts sessions given', async () => {
    const byName = new Map((await search('query=statsy&limit=10')).map((mentor) => [mentor.userName, mentor]));
    expect(byName.get('Statsy Alpha')).toMatchObject({
      rating: { average: 4.5, count: 2 },
      sessionsCompleted: 3,
      headline: 'Rust mentor for backend teams',
    });
    expect(byName.get('Statsy Beta')).toMatchObject({ rating: { average: 4.3, count: 3 }, sessionsCompleted: 3 });
    expect(byName.get('Statsy Gamma')).toMatchObject({ rating: null, sessionsCompleted: 0, headline: null });
    expect(byName.get('Zed Statsy')).toMatchObject({ rating: { average: 5, count: 1 }, sessionsCompleted: 1 });
  });

  it('gives the first free future slot, skipping past, booked and held ones', async () => {
    const byName = new Map((await search('query=statsy&limit=11')).map((mentor) => [mentor.userName, mentor]));
    // The 3 h slot's hold ran out, so it is free again.
    expect(byName.get('Statsy Alpha')?.nextAvailable).toBe(new Date(now + 3 * HOUR).toISOString());
    expect(byName.get('Statsy Beta')?.nextAvailable).toBeNull();
    expect(byName.get('Statsy Delta')?.nextAvailable).toBe(new Date(now + 2 * HOUR).toISOString());
  });

  it('never carries an email', async () => {
    const response = await searcher.get('/app/search?query=statsy&limit=12');
    const text = JSON.stringify(response.body);
    for (const mentor of Object.values(m)) expect(text).not.toContain(mentor.email);
    expect(text).not.toContain('"email"');
  });

  it('combines the name with skill filters', async () => {
    const names = async (params: string) => (await search(params)).map((mentor) => mentor.userName);
    expect(await names(`query=statsy&protoSkillId=${rustId}`)).toEqual(['Statsy Alpha', 'Statsy Delta']);
    expect(await names(`query=statsy&protoSkillId=${rustId}&proficiency=ADVANCED`)).toEqual(['Statsy Delta']);
    expect(await names(`query=alpha&protoSkillId=${rustId}&proficiency=advanced`)).toEqual([]);
  });

  it('refuses bad skill filters in the list form', async () => {
    const response = await searcher.get('/app/search?query=statsy&categoryId=nope&proficiency=guru');
    expect(response.status).toBe(400);
    expect(response.body.error.map((item: { path: string }) => item.path).sort()).toEqual(['categoryId', 'proficiency']);
  });
});

describe('GET /app/search/mentor/{uuid}', () => {
  it("answers the mentor's public profile with the next free times and no email", async () => {
    const response = await searcher.get(`/app/search/mentor/${m.alpha.uuid}`);
    expect(response.status).toBe(200);
    const profile = mentorProfileSchema.parse(response.body);
    expect(profile).toMatchObject({
      uuid: m.alpha.uuid,
      userName: 'Statsy Alpha',
      headline: 'Rust mentor for backend teams',
      bio: 'Ten years of Rust.',
      languages: ['en', 'de'],
      rating: { average: 4.5, count: 2 },
      sessionsCompleted: 3,
    });
    expect(profile.freeSlots.map((free) => free.start)).toEqual([
      new Date(now + 3 * HOUR).toISOString(),
      new Date(now + 30 * HOUR).toISOString(),
    ]);
    expect(profile.skills.map((skill) => skill.protoSkillId.protoSkillTitle)).toEqual(['Statsy Rust']);
    expect(JSON.stringify(response.body)).not.toContain(m.alpha.email);
  });

  it('is 404 for an unknown uuid and for someone who is not a mentor', async () => {
    for (const uuid of ['00000000-0000-4000-8000-000000000000', mentee.uuid]) {
      const response = await searcher.get(`/app/search/mentor/${uuid}`);
      expect(response.status).toBe(404);
      expect(response.body.msg).toBe('This mentor does not exist.');
      expect((await searcher.get(`/app/search/mentor/${uuid}/reviews`)).status).toBe(404);
    }
  });

  it('refuses a malformed uuid in the list form, and answers a visitor too', async () => {
    const response = await searcher.get('/app/search/mentor/not-a-uuid');
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual([{ path: 'uuid', msg: expect.any(String) }]);
    expect((await h.agent().get(`/app/search/mentor/${m.alpha.uuid}`)).status).toBe(200);
  });
});

describe('GET /app/search/mentor/{uuid}/reviews', () => {
  it("pages the mentor's public reviews, newest first, naming the reviewer but not their email", async () => {
    const first = mentorReviewsSchema.parse((await searcher.get(`/app/search/mentor/${m.beta.uuid}/reviews?limit=2`)).body);
    expect(first).toMatchObject({ page: 1, totalPages: 2, total: 3 });
    expect(first.reviews.map((review) => review.rating)).toEqual([4, 4]);
    expect(first.reviews[0]).toMatchObject({ mentee: { userName: 'Rater Mentee', image: null }, skillTitle: 'Rust' });
    const second = mentorReviewsSchema.parse(
      (await searcher.get(`/app/search/mentor/${m.beta.uuid}/reviews?limit=2&page=2`)).body,
    );
    expect(second.reviews.map((review) => review.comment)).toEqual(['Rated 5']);
    const past = mentorReviewsSchema.parse((await searcher.get(`/app/search/mentor/${m.beta.uuid}/reviews?limit=2&page=3`)).body);
    expect(past).toMatchObject({ reviews: [], total: 3, totalPages: 2 });
  });

  it('leaves out private feedback', async () => {
    const alpha = mentorReviewsSchema.parse((await searcher.get(`/app/search/mentor/${m.alpha.uuid}/reviews`)).body);
    expect(alpha.reviews.map((review) => review.rating)).toEqual([5]);
    expect(alpha.total).toBe(1);
  });

  it('refuses a bad page in the list form', async () => {
    const response = await searcher.get(`/app/search/mentor/${m.beta.uuid}/reviews?page=0`);
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual([{ path: 'page', msg: expect.any(String) }]);
  });
});
