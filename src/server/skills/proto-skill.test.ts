import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProtoSkillsResponseSchema, protoSkillResponseSchema, type SkillCategory } from '../../shared/contracts/skills';
import { protoSkills } from '../db/schema';
import { createTestHarness, type LoggedIn, type TestHarness } from '../test/harness';
import { createCategory, createProtoSkill, createUserSkill, germanAgent } from '../test/skill-api';

const base = '/app/proto-skill';
const missingId = '00000000-0000-4000-8000-000000000000';

let h: TestHarness;
let admin: LoggedIn;
let mentor: LoggedIn;
let mentee: LoggedIn;
let languages: SkillCategory;
let tools: SkillCategory;
beforeAll(async () => {
  h = await createTestHarness();
  admin = await h.admin();
  mentor = await h.signup('mentor');
  mentee = await h.signup('mentee');
  languages = await createCategory(admin.agent, 'Languages');
  tools = await createCategory(admin.agent, 'Tools');
});
afterAll(() => h.close());

describe('POST /proto-skill/create-proto-skill', () => {
  it('creates a catalogue skill and answers 201 with it, its category populated', async () => {
    const response = await admin.agent.post(`${base}/create-proto-skill`, {
      skillCategoryId: languages._id,
      protoSkillTitle: ' Rust ',
      protoSkillDescription: 'Systems programming',
    });
    expect(response.status).toBe(201);
    const body = protoSkillResponseSchema.parse(response.body);
    expect(body.message).toBe('Skill created!');
    expect(body.populatedSkill).toMatchObject({
      protoSkillTitle: 'Rust',
      protoSkillDescription: 'Systems programming',
      skillCategoryId: languages,
    });
  });

  it('stores a missing or empty description as null', async () => {
    const without = await createProtoSkill(admin.agent, languages._id, 'Go');
    expect(without.protoSkillDescription).toBeNull();
    const empty = await createProtoSkill(admin.agent, languages._id, 'Zig', '  ');
    expect(empty.protoSkillDescription).toBeNull();
  });

  it('refuses a title its category already has in any letter case (409), but not one from another category', async () => {
    await createProtoSkill(admin.agent, languages._id, 'Python');
    const again = await admin.agent.post(`${base}/create-proto-skill`, {
      skillCategoryId: languages._id,
      protoSkillTitle: 'PYTHON',
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This category already has a skill with this title.');
    const german = await germanAgent(h, admin);
    const inGerman = await german.post(`${base}/create-proto-skill`, {
      skillCategoryId: languages._id,
      protoSkillTitle: 'python',
    });
    expect(inGerman.body.msg).toBe('Diese Kategorie enthält bereits eine Fähigkeit mit diesem Titel.');
    expect(
      (await admin.agent.post(`${base}/create-proto-skill`, { skillCategoryId: tools._id, protoSkillTitle: 'Python' })).status,
    ).toBe(201);
  });

  it("says 'Please select category' when no category is chosen, and lists every invalid field", async () => {
    for (const skillCategoryId of [undefined, null, '']) {
      const response = await admin.agent.post(`${base}/create-proto-skill`, { skillCategoryId, protoSkillTitle: 'Anything' });
      expect(response.status).toBe(400);
      expect(response.body.error).toEqual([{ path: 'skillCategoryId', msg: 'Please select category' }]);
    }
    const all = await admin.agent.post(`${base}/create-proto-skill`, {
      skillCategoryId: 'not-a-uuid',
      protoSkillTitle: ' ',
      protoSkillDescription: 'd'.repeat(1001),
    });
    expect(all.body.error).toEqual([
      { path: 'skillCategoryId', msg: 'Invalid UUID' },
      { path: 'protoSkillTitle', msg: 'Please enter a skill title' },
      { path: 'protoSkillDescription', msg: 'Description must be at most 1000 characters' },
    ]);
    const german = await (await germanAgent(h, admin)).post(`${base}/create-proto-skill`, {});
    expect(german.body.error).toEqual([
      { path: 'skillCategoryId', msg: 'Bitte wählen Sie eine Kategorie aus' },
      { path: 'protoSkillTitle', msg: 'Bitte geben Sie einen Titel für die Fähigkeit ein' },
    ]);
  });

  it('answers 404 for a category that does not exist', async () => {
    const response = await admin.agent.post(`${base}/create-proto-skill`, {
      skillCategoryId: missingId,
      protoSkillTitle: 'Orphan',
    });
    expect(response.status).toBe(404);
    expect(response.body.msg).toBe('This category does not exist.');
  });

  it('is for admins only', async () => {
    for (const agent of [mentor.agent, mentee.agent]) {
      expect(
        (await agent.post(`${base}/create-proto-skill`, { skillCategoryId: tools._id, protoSkillTitle: 'Mine' })).status,
      ).toBe(403);
    }
  });
});

describe('PATCH /proto-skill/edit-proto-skill/:id', () => {
  it('changes title and description and may move the skill to another category', async () => {
    const skill = await createProtoSkill(admin.agent, languages._id, 'Gitt', 'Typo');
    const response = await admin.agent.patch(`${base}/edit-proto-skill/${skill._id}`, {
      skillCategoryId: tools._id,
      protoSkillTitle: 'Git',
      protoSkillDescription: 'Version control',
    });
    expect(response.status).toBe(200);
    const body = protoSkillResponseSchema.parse(response.body);
    expect(body.message).toBe('Skill updated!');
    expect(body.populatedSkill).toMatchObject({
      _id: skill._id,
      protoSkillTitle: 'Git',
      protoSkillDescription: 'Version control',
      skillCategoryId: tools,
      createdAt: skill.createdAt,
    });
  });

  it('keeps the description when it is left out and clears it when it is empty', async () => {
    const skill = await createProtoSkill(admin.agent, tools._id, 'Docker', 'Containers');
    const kept = await admin.agent.patch(`${base}/edit-proto-skill/${skill._id}`, {
      skillCategoryId: tools._id,
      protoSkillTitle: 'Docker',
    });
    expect(kept.body.populatedSkill.protoSkillDescription).toBe('Containers');
    const cleared = await admin.agent.patch(`${base}/edit-proto-skill/${skill._id}`, {
      skillCategoryId: tools._id,
      protoSkillTitle: 'Docker',
      protoSkillDescription: '',
    });
    expect(cleared.body.populatedSkill.protoSkillDescription).toBeNull();
  });

  it('refuses a title taken in the target category (409), unknown ids (404) and bad input (400)', async () => {
    await createProtoSkill(admin.agent, tools._id, 'Vim');
    const skill = await createProtoSkill(admin.agent, languages._id, 'Vim');
    const taken = await admin.agent.patch(`${base}/edit-proto-skill/${skill._id}`, {
      skillCategoryId: tools._id,
      protoSkillTitle: 'vim',
    });
    expect(taken.status).toBe(409);

    const unknownSkill = await admin.agent.patch(`${base}/edit-proto-skill/${missingId}`, {
      skillCategoryId: tools._id,
      protoSkillTitle: 'X',
    });
    expect(unknownSkill.status).toBe(404);
    expect(unknownSkill.body.msg).toBe('This skill is not in the catalogue.');
    const unknownCategory = await admin.agent.patch(`${base}/edit-proto-skill/${skill._id}`, {
      skillCategoryId: missingId,
      protoSkillTitle: 'X',
    });
    expect(unknownCategory.status).toBe(404);
    expect(unknownCategory.body.msg).toBe('This category does not exist.');

    const malformed = await admin.agent.patch(`${base}/edit-proto-skill/nope`, {
      skillCategoryId: tools._id,
      protoSkillTitle: 'X',
    });
    expect(malformed.body.error).toEqual([{ path: 'id', msg: 'Invalid UUID' }]);
    const noCategory = await admin.agent.patch(`${base}/edit-proto-skill/${skill._id}`, { protoSkillTitle: 'X' });
    expect(noCategory.body.error).toEqual([{ path: 'skillCategoryId', msg: 'Please select category' }]);
  });

  it('is for admins only', async () => {
    const skill = await createProtoSkill(admin.agent, tools._id, 'Emacs');
    for (const agent of [mentor.agent, mentee.agent]) {
      const response = await agent.patch(`${base}/edit-proto-skill/${skill._id}`, {
        skillCategoryId: tools._id,
        protoSkillTitle: 'Mine',
      });
      expect(response.status).toBe(403);
    }
  });
});

describe('DELETE /proto-skill/delete-proto-skill/:id', () => {
  it('deletes an unused catalogue skill', async () => {
    const skill = await createProtoSkill(admin.agent, tools._id, 'Make');
    const response = await admin.agent.delete(`${base}/delete-proto-skill/${skill._id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Skill deleted!', _id: skill._id });
    expect((await admin.agent.delete(`${base}/delete-proto-skill/${skill._id}`)).status).toBe(404);
  });

  it('refuses with 409 while a mentor offers the skill, and deletes it once nobody does', async () => {
    const skill = await createProtoSkill(admin.agent, tools._id, 'Kubernetes');
    const offered = await createUserSkill(mentor.agent, skill._id, 'advanced');
    const refused = await admin.agent.delete(`${base}/delete-proto-skill/${skill._id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('1 mentor(s) still offer this skill, so it cannot be deleted.');
    const mine = await mentor.agent.get('/app/user-skill/get-user-skills');
    expect(mine.body.skills.map((item: { _id: string }) => item._id)).toContain(offered._id);

    expect((await mentor.agent.delete(`/app/user-skill/delete-user-skill/${offered._id}`)).status).toBe(200);
    expect((await admin.agent.delete(`${base}/delete-proto-skill/${skill._id}`)).status).toBe(200);
  });

  it('refuses a malformed id with 400 and non-admins with 403', async () => {
    expect((await admin.agent.delete(`${base}/delete-proto-skill/1`)).body.error).toEqual([{ path: 'id', msg: 'Invalid UUID' }]);
    const skill = await createProtoSkill(admin.agent, tools._id, 'Bash');
    for (const agent of [mentor.agent, mentee.agent]) {
      expect((await agent.delete(`${base}/delete-proto-skill/${skill._id}`)).status).toBe(403);
    }
  });
});

describe('GET /proto-skill/get-proto-skills', () => {
  let paging: TestHarness;
  let reader: LoggedIn;
  let big: SkillCategory;
  let small: SkillCategory;
  let empty: SkillCategory;
  beforeAll(async () => {
    paging = await createTestHarness();
    const pagingAdmin = await paging.admin();
    reader = await paging.signup('mentee');
    big = await createCategory(pagingAdmin.agent, 'Big');
    small = await createCategory(pagingAdmin.agent, 'Small');
    empty = await createCategory(pagingAdmin.agent, 'Empty');
    const titles = Array.from({ length: 1001 }, (_, i) => ({
      categoryId: big._id,
      title: `Skill ${String(i).padStart(4, '0')}`,
    }));
    await paging.db.insert(protoSkills).values([...titles, { categoryId: small._id, title: 'Alone' }]);
  });
  afterAll(() => paging.close());

  it('pages the whole catalogue, 50 by default, grouped by category and ordered by title', async () => {
    const response = await reader.agent.get(`${base}/get-proto-skills`);
    expect(response.status).toBe(200);
    const body = getProtoSkillsResponseSchema.parse(response.body);
    expect(body).toMatchObject({ page: 1, totalPages: 21 });
    expect(body.skills).toHaveLength(50);
    expect(body.skills[0]).toMatchObject({ protoSkillTitle: 'Skill 0000', skillCategoryId: big });
    const last = await reader.agent.get(`${base}/get-proto-skills?page=21`);
    expect(last.body.skills.map((skill: { protoSkillTitle: string }) => skill.protoSkillTitle)).toEqual(['Skill 1000', 'Alone']);
  });

  it('filters by category', async () => {
    const response = await reader.agent.get(`${base}/get-proto-skills?categoryId=${small._id}`);
    expect(response.body).toMatchObject({ page: 1, totalPages: 1 });
    expect(response.body.skills.map((skill: { protoSkillTitle: string }) => skill.protoSkillTitle)).toEqual(['Alone']);
    expect((await reader.agent.get(`${base}/get-proto-skills?categoryId=${empty._id}`)).body).toEqual({
      skills: [],
      page: 1,
      totalPages: 1,
    });
    expect((await reader.agent.get(`${base}/get-proto-skills?categoryId=`)).body.totalPages).toBe(21);
  });

  it('answers everything with allSkills=true, ignoring page and limit but never more than 1000', async () => {
    const category = await reader.agent.get(`${base}/get-proto-skills?allSkills=true&categoryId=${small._id}&page=5&limit=1`);
    expect(category.body).toMatchObject({ page: 1, totalPages: 1 });
    expect(category.body.skills).toHaveLength(1);
    const all = await reader.agent.get(`${base}/get-proto-skills?allSkills=true`);
    expect(all.body.skills).toHaveLength(1000);
    expect(all.body).toMatchObject({ page: 1, totalPages: 2 });
    const paged = await reader.agent.get(`${base}/get-proto-skills?allSkills=false&limit=10`);
    expect(paged.body.skills).toHaveLength(10);
  });

  it('answers an empty page beyond the end and lowers a limit above 100 to 100', async () => {
    expect((await reader.agent.get(`${base}/get-proto-skills?page=22`)).body).toEqual({ skills: [], page: 22, totalPages: 21 });
    const capped = await reader.agent.get(`${base}/get-proto-skills?limit=101`);
    expect(capped.body.skills).toHaveLength(100);
    expect(capped.body.totalPages).toBe(11);
  });

  it('refuses bad query values with a list-form 400', async () => {
    for (const query of ['page=0', 'page=two', 'limit=-5', 'allSkills=maybe', 'categoryId=42']) {
      const response = await reader.agent.get(`${base}/get-proto-skills?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error, query).toEqual([{ path: query.split('=')[0], msg: expect.any(String) }]);
    }
  });
});
