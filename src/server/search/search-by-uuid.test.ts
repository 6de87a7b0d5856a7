import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mentorListSchema, type MentorList, type MentorsByUuidRequest } from '../../shared/contracts/search';
import { userSkills } from '../db/schema';
import { insertCategory, insertProtoSkill, insertUserSkill, insertUsers } from '../test/direct-fixtures';
import { createTestHarness, type TestAgent, type TestHarness } from '../test/harness';

let h: TestHarness;
let searcher: TestAgent;
const ids = { programming: '', languages: '', typescript: '', rust: '', german: '' };
let people: Record<'alice' | 'bob' | 'carol' | 'dan' | 'mentee' | 'admin', { id: string; uuid: string }>;
let filterMentorUuids: string[];

/**
 * Alice: TypeScript advanced, German beginner. Bob: TypeScript beginner. Carol: Rust intermediate.
 * Dan: no skills. A mentee (TypeScript advanced) and an admin (Rust advanced) must never show up.
 */
beforeAll(async () => {
  h = await createTestHarness();
  searcher = (await h.signup('mentee')).agent;
  const programming = await insertCategory(h.db, 'Programming');
  const languages = await insertCategory(h.db, 'Languages');
  const typescript = await insertProtoSkill(h.db, programming.id, 'TypeScript');
  const rust = await insertProtoSkill(h.db, programming.id, 'Rust');
  const german = await insertProtoSkill(h.db, languages.id, 'German');
  Object.assign(ids, {
    programming: programming.id,
    languages: languages.id,
    typescript: typescript.id,
    rust: rust.id,
    german: german.id,
  });
  const [alice, bob, carol, dan, mentee, admin] = await insertUsers(h.db, [
    { userName: 'Filter Alice' },
    { userName: 'Filter Bob' },
    { userName: 'Filter Carol' },
    { userName: 'Filter Dan' },
    { userName: 'Filter Mentee', role: 'mentee' },
    { userName: 'Filter Admin', role: 'admin' },
  ]);
  people = { alice: alice!, bob: bob!, carol: carol!, dan: dan!, mentee: mentee!, admin: admin! };
  await insertUserSkill(h.db, alice!.id, typescript.id, 'advanced');
  await insertUserSkill(h.db, alice!.id, german.id, 'beginner');
  await insertUserSkill(h.db, bob!.id, typescript.id, 'beginner');
  await insertUserSkill(h.db, carol!.id, rust.id, 'intermediate');
  await insertUserSkill(h.db, mentee!.id, typescript.id, 'advanced');
  await insertUserSkill(h.db, admin!.id, rust.id, 'advanced');
  filterMentorUuids = Object.values(people).map((person) => person.uuid);
});
afterAll(() => h.close());

const post = (body: unknown, headers?: Record<string, string>) => searcher.post('/app/search/mentor/by-uuid', body, headers);
async function find(body: MentorsByUuidRequest): Promise<MentorList> {
  const response = await post(body);
  expect(response.status).toBe(200);
  return mentorListSchema.parse(response.body);
}
const namesOf = (list: MentorList) => list.map((mentor) => mentor.userName);
const skillTitles = (list: MentorList, userName: string) =>
  list.find((mentor) => mentor.userName === userName)?.skills.map((skill) => skill.protoSkillId.protoSkillTitle);

describe('POST /app/search/mentor/by-uuid', () => {
  it('returns the given mentors by name, each once, with all their skills', async () => {
    const { alice, bob, carol, dan } = people;
    const list = await find({ uuids: [carol.uuid, alice.uuid, dan.uuid, bob.uuid, alice.uuid, alice.uuid.toUpperCase()] });
    expect(namesOf(list)).toEqual(['Filter Alice', 'Filter Bob', 'Filter Carol', 'Filter Dan']);
    expect(list.map((mentor) => mentor.uuid)).toEqual([alice.uuid, bob.uuid, carol.uuid, dan.uuid]);
    expect(skillTitles(list, 'Filter Alice')).toEqual(['German', 'TypeScript']);
    expect(list[0]!.skills[0]).toMatchObject({
      proficiency: 'beginner',
      protoSkillId: { _id: ids.german, skillCategoryId: { _id: ids.languages, skillCategoryTitle: 'Languages' } },
    });
    expect(skillTitles(list, 'Filter Dan')).toEqual([]);
  });

  it('leaves out mentees and admins even when asked for by uuid', async () => {
    const list = await find({ uuids: [people.mentee.uuid, people.admin.uuid, people.carol.uuid] });
    expect(namesOf(list)).toEqual(['Filter Carol']);
  });

  it('keeps mentors with a skill matching category, catalogue skill and proficiency', async () => {
    const uuids = filterMentorUuids;
    expect(namesOf(await find({ uuids, categoryId: ids.programming }))).toEqual(['Filter Alice', 'Filter Bob', 'Filter Carol']);
    expect(namesOf(await find({ uuids, protoSkillId: ids.typescript }))).toEqual(['Filter Alice', 'Filter Bob']);
    expect(namesOf(await find({ uuids, proficiency: 'advanced' }))).toEqual(['Filter Alice']);
    expect(namesOf(await find({ uuids, proficiency: 'Intermediate' }))).toEqual(['Filter Carol']);
    expect(namesOf(await find({ uuids, categoryId: ids.programming, proficiency: 'advanced' }))).toEqual(['Filter Alice']);
  });

  it('needs one skill to match every filter, not each filter matched by some skill', async () => {
    const uuids = filterMentorUuids;
    // Alice has an advanced skill and a Languages skill, but not an advanced Languages skill.
    expect(await find({ uuids, categoryId: ids.languages, proficiency: 'advanced' })).toEqual([]);
    expect(await find({ uuids, categoryId: ids.languages, protoSkillId: ids.typescript })).toEqual([]);
  });

  it("still lists all of a mentor's skills after a skill filter, the matching ones first", async () => {
    const list = await find({ uuids: [people.alice.uuid], categoryId: ids.programming });
    expect(skillTitles(list, 'Filter Alice')).toEqual(['TypeScript', 'German']);
  });

  it('searches all mentors when no uuids are given', async () => {
    expect(namesOf(await find({ protoSkillId: ids.typescript }))).toEqual(['Filter Alice', 'Filter Bob']);
    expect(namesOf(await find({ protoSkillId: ids.rust }))).toEqual(['Filter Carol']);
  });

  it('ignores null, empty and n/a filter values', async () => {
    const uuids = filterMentorUuids;
    const all = ['Filter Alice', 'Filter Bob', 'Filter Carol', 'Filter Dan'];
    expect(
      namesOf(await find({ uuids, categoryId: 'n/a', protoSkillId: null, proficiency: 'N/A' } as MentorsByUuidRequest)),
    ).toEqual(all);
    expect(namesOf(await find({ uuids, categoryId: '', proficiency: '' } as MentorsByUuidRequest))).toEqual(all);
    expect(namesOf(await find({ uuids: null, protoSkillId: ids.rust, proficiency: null } as MentorsByUuidRequest))).toEqual([
      'Filter Carol',
    ]);
  });

  it('finds nobody for an empty uuid list or ids that do not exist', async () => {
    expect(await find({ uuids: [] })).toEqual([]);
    expect(await find({ uuids: [randomUUID()] })).toEqual([]);
    expect(await find({ categoryId: randomUUID() })).toEqual([]);
    expect(await find({ protoSkillId: randomUUID() })).toEqual([]);
  });

  it('answers with at most 100 mentors', async () => {
    const category = await insertCategory(h.db, 'Bulk category');
    const proto = await insertProtoSkill(h.db, category.id, 'Bulk skill');
    const bulk = await insertUsers(
      h.db,
      Array.from({ length: 110 }, (_, n) => ({ userName: `Bulk ${String(n + 1).padStart(3, '0')}` })),
    );
    await h.db
      .insert(userSkills)
      .values(bulk.map((user) => ({ userId: user.id, protoSkillId: proto.id, proficiency: 'beginner' as const })));

    const byCategory = await find({ categoryId: category.id });
    expect(namesOf(byCategory)).toEqual(bulk.slice(0, 100).map((user) => user.userName));
    expect(await find({ uuids: bulk.map((user) => user.uuid) })).toHaveLength(100);
    expect(await find({})).toHaveLength(100);
  });
});

describe('POST /app/search/mentor/by-uuid refuses', () => {
  it('malformed ids, in the list form', async () => {
    const response = await post({ uuids: ['nope', people.alice.uuid], categoryId: '12', protoSkillId: 42 });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual([
      { path: 'uuids.0', msg: 'Must be a valid id' },
      { path: 'categoryId', msg: 'Must be a valid id' },
      { path: 'protoSkillId', msg: expect.any(String) },
    ]);
    expect(response.body.msg).toBe('Some fields are invalid: uuids.0, categoryId, protoSkillId.');
  });

  it('an unknown proficiency, in the request language', async () => {
    const en = await post({ proficiency: 'expert' });
    expect(en.status).toBe(400);
    expect(en.body.error).toEqual([{ path: 'proficiency', msg: 'Proficiency must be beginner, intermediate or advanced' }]);
    const de = await post({ proficiency: 'expert' }, { 'accept-language': 'de' });
    expect(de.body.error).toEqual([
      { path: 'proficiency', msg: 'Der Kenntnisstand muss beginner, intermediate oder advanced sein' },
    ]);
  });

  it('uuids that are not a list, or too long a list', async () => {
    const notList = await post({ uuids: people.alice.uuid });
    expect(notList.status).toBe(400);
    expect(notList.body.error).toEqual([{ path: 'uuids', msg: expect.any(String) }]);
    const tooMany = await post({ uuids: Array.from({ length: 501 }, () => randomUUID()) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toEqual([{ path: 'uuids', msg: 'At most 500 mentors can be requested at once' }]);
  });

  it('a body that is not an object', async () => {
    const response = await post([people.alice.uuid]);
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual([{ path: '(body)', msg: expect.any(String) }]);
  });

  it('anyone not logged in', async () => {
    const response = await h.agent().post('/app/search/mentor/by-uuid', { uuids: [people.alice.uuid] });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'You are not logged in.', msg: 'You are not logged in.' });
  });
});
