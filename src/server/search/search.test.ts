import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mentorListSchema, type MentorList } from '../../shared/contracts/search';
import { searchableText } from '../../shared/domain/search-text';
import { insertCategory, insertProtoSkill, insertUserSkill, insertUsers } from '../test/direct-fixtures';
import { createTestHarness, type TestAgent, type TestHarness } from '../test/harness';

let h: TestHarness;
let searcher: TestAgent;
beforeAll(async () => {
  h = await createTestHarness();
  searcher = (await h.signup('mentee')).agent;
});
afterAll(() => h.close());

async function search(params = ''): Promise<MentorList> {
  const response = await searcher.get(`/app/search${params}`);
  expect(response.status).toBe(200);
  return mentorListSchema.parse(response.body);
}
const namesOf = (list: MentorList) => list.map((mentor) => mentor.userName);
const q = (text: string) => `?query=${encodeURIComponent(text)}`;

describe('GET /app/search by name', () => {
  beforeAll(async () => {
    await insertUsers(h.db, [{ userName: 'Zoë Quandt' }, { userName: 'Hans Müller' }]);
  });

  it('matches part of the name, ignoring case and accents', async () => {
    expect(namesOf(await search(q('zoe')))).toEqual(['Zoë Quandt']);
    expect(namesOf(await search(q('ZOË')))).toEqual(['Zoë Quandt']);
    expect(namesOf(await search(q('MUller')))).toEqual(['Hans Müller']);
    expect(namesOf(await search(q('üll')))).toEqual(['Hans Müller']);
    expect(namesOf(await search(q('  ë QUAN ')))).toEqual(['Zoë Quandt']);
    expect(await search(q('quandtx'))).toEqual([]);
  });

  it('also takes the text as q or userName', async () => {
    expect(namesOf(await search('?q=zoe'))).toEqual(['Zoë Quandt']);
    expect(namesOf(await search('?userName=muller'))).toEqual(['Hans Müller']);
  });

  it('ranks the exact name first, then names starting with the text, then a word starting with it, then the rest', async () => {
    await insertUsers(
      h.db,
      ['Mckern Infix', 'Brian Kernel', 'Kernighan', 'Kern', 'Kernel Alpha'].map((userName) => ({ userName })),
    );
    expect(namesOf(await search(q('KERN')))).toEqual(['Kern', 'Kernel Alpha', 'Kernighan', 'Brian Kernel', 'Mckern Infix']);
  });

  it('treats % _ and \\ as plain characters', async () => {
    await insertUsers(
      h.db,
      ['100% Ready', 'Percy 100x', 'Under_score Person', 'Underxscore Person', 'Back\\slash'].map((userName) => ({ userName })),
    );
    expect(namesOf(await search(q('100%')))).toEqual(['100% Ready']);
    expect(namesOf(await search(q('%')))).toEqual(['100% Ready']);
    expect(namesOf(await search(q('under_')))).toEqual(['Under_score Person']);
    expect(namesOf(await search(q('\\')))).toEqual(['Back\\slash']);
  });

  it('returns what the card shows: uuid, name, image, role, trust numbers and every skill populated, no email', async () => {
    const { user } = await h.signup('mentor', { userName: 'Ottilie Skillful' });
    const category = await insertCategory(h.db, 'Search Maths');
    const algebra = await insertProtoSkill(h.db, category.id, 'Algebra', 'Equations and more');
    const zeta = await insertProtoSkill(h.db, category.id, 'Zeta functions');
    const second = await insertUserSkill(h.db, user._id, zeta.id, 'beginner');
    const first = await insertUserSkill(h.db, user._id, algebra.id, 'advanced', 'Since 2010');

    const response = await searcher.get(`/app/search${q('ottilie')}`);
    const skillCategoryId = {
      _id: category.id,
      skillCategoryTitle: 'Search Maths',
      description: 'Search Maths description',
      createdAt: category.createdAt.toISOString(),
      updatedAt: category.updatedAt.toISOString(),
    };
    const skill = (row: typeof first, proto: typeof algebra) => ({
      _id: row.id,
      protoSkillId: {
        _id: proto.id,
        protoSkillTitle: proto.title,
        protoSkillDescription: proto.description,
        skillCategoryId,
        createdAt: proto.createdAt.toISOString(),
        updatedAt: proto.updatedAt.toISOString(),
      },
      proficiency: row.proficiency,
      notes: row.notes,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    });
    expect(response.body).toEqual([
      {
        uuid: user.uuid,
        userName: 'Ottilie Skillful',
        image: null,
        role: 'mentor',
        headline: null,
        rating: null,
        sessionsCompleted: 0,
        nextAvailable: null,
        skills: [skill(first, algebra), skill(second, zeta)],
      },
    ]);
  });

  it('never lists mentees or admins, but does list an admin acting as mentor', async () => {
    await h.signup('mentee', { userName: 'Ostrander Signed' });
    await insertUsers(h.db, [
      { userName: 'Ostrander Mentee', role: 'mentee' },
      { userName: 'Ostrander Admin', role: 'admin' },
      { userName: 'Ostrander Acting', role: 'mentor', originalRole: 'admin' },
      { userName: 'Ostrander Other', role: 'mentee', originalRole: 'admin' },
      { userName: 'Ostrander Mentor' },
    ]);
    expect(namesOf(await search(q('ostrander')))).toEqual(['Ostrander Acting', 'Ostrander Mentor']);
  });
});

describe('GET /app/search without text, and its limits', () => {
  beforeAll(async () => {
    const capped = Array.from({ length: 120 }, (_, n) => ({ userName: `Capped ${String(n + 1).padStart(3, '0')}` }));
    await insertUsers(h.db, [
      ...capped,
      { userName: 'Aaa First Mentee', role: 'mentee' },
      { userName: 'Aaa First Admin', role: 'admin' },
    ]);
  });

  it('lists mentors by name, 30 unless asked otherwise', async () => {
    for (const params of ['', '?query=', q('   ')]) {
      const list = await search(params);
      expect(list).toHaveLength(30);
      const names = namesOf(list);
      const sortKey = (name: string) => `${searchableText(name)}\u0000${name}`;
      expect(names).toEqual([...names].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : 1)));
      expect(names).not.toContain('Aaa First Mentee');
      expect(names).not.toContain('Aaa First Admin');
    }
  });

  it('caps the result at the limit asked for, and at 100', async () => {
    const first30 = await search(q('capped'));
    expect(namesOf(first30)).toEqual(Array.from({ length: 30 }, (_, n) => `Capped ${String(n + 1).padStart(3, '0')}`));
    expect(await search(`${q('capped')}&limit=5`)).toHaveLength(5);
    expect(await search(`${q('capped')}&limit=1000`)).toHaveLength(100);
    expect(await search('?limit=1000')).toHaveLength(100);
  });

  it('refuses a limit that is not a positive whole number, in the list form', async () => {
    for (const limit of ['0', '-3', '2.5', 'lots']) {
      const response = await searcher.get(`/app/search?query=a&limit=${limit}`);
      expect(response.status).toBe(400);
      expect(response.body.error).toEqual([{ path: 'limit', msg: expect.any(String) }]);
      expect(response.body.msg).toContain('limit');
    }
  });
});

describe('GET /app/search access and bad input', () => {
  it('refuses a search text longer than 100 characters, in the request language', async () => {
    const long = 'x'.repeat(101);
    const response = await searcher.get(`/app/search${q(long)}`);
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual([{ path: 'query', msg: 'Search text must be at most 100 characters' }]);

    const de = await searcher.get(`/app/search${q(long)}`, { 'accept-language': 'de' });
    expect(de.status).toBe(400);
    expect(de.body.error).toEqual([{ path: 'query', msg: 'Der Suchtext darf höchstens 100 Zeichen lang sein' }]);
  });

  it('needs no login: a visitor sees the same mentors', async () => {
    const response = await h.agent().get(`/app/search${q('zoe')}`);
    expect(response.status).toBe(200);
    expect(namesOf(response.body)).toEqual(['Zoë Quandt']);
  });

  it('is open to every role, mentors and admins included', async () => {
    for (const { agent } of [await h.signup('mentor'), await h.admin()]) {
      const response = await agent.get(`/app/search${q('zoe')}`);
      expect(response.status).toBe(200);
      expect(namesOf(response.body)).toEqual(['Zoë Quandt']);
    }
  });
});
