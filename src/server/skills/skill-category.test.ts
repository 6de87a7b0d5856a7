import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSkillCategoryResponseSchema,
  deleteSkillResponseSchema,
  editSkillCategoryResponseSchema,
  getSkillCategoriesResponseSchema,
} from '../../shared/contracts/skills';
import { skillCategories } from '../db/schema';
import { createTestHarness, type LoggedIn, type TestHarness } from '../test/harness';
import { createCategory, createProtoSkill, germanAgent } from '../test/skill-api';

const base = '/app/skill-category';
const missingId = '00000000-0000-4000-8000-000000000000';

let h: TestHarness;
let admin: LoggedIn;
let mentor: LoggedIn;
let mentee: LoggedIn;
beforeAll(async () => {
  h = await createTestHarness();
  admin = await h.admin();
  mentor = await h.signup('mentor');
  mentee = await h.signup('mentee');
});
afterAll(() => h.close());

describe('POST /skill-category/create-skill-category', () => {
  it('creates a category with a trimmed title and answers 201 with it and a message', async () => {
    const response = await admin.agent.post(`${base}/create-skill-category`, {
      skillCategoryTitle: '  Design  ',
      description: 'Visual things',
    });
    expect(response.status).toBe(201);
    const body = createSkillCategoryResponseSchema.parse(response.body);
    expect(body.message).toBe('Category added!');
    expect(body.category).toMatchObject({ skillCategoryTitle: 'Design', description: 'Visual things' });

    const list = await mentee.agent.get(`${base}/get-skill-categories`);
    expect(list.body.categories).toContainEqual(body.category);
  });

  it('allows leaving the description out, and answers in German when asked', async () => {
    const german = await germanAgent(h, admin);
    const response = await german.post(`${base}/create-skill-category`, { skillCategoryTitle: 'Sprachen' });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Kategorie hinzugefügt!');
    expect(response.body.category.description).toBe('');
  });

  it('refuses a title that exists in any letter case with 409', async () => {
    await createCategory(admin.agent, 'Marketing');
    const again = await admin.agent.post(`${base}/create-skill-category`, { skillCategoryTitle: ' MARKETING ' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: 'A category with this title already exists.',
      msg: 'A category with this title already exists.',
    });
  });

  it('lists every invalid field, in English or German', async () => {
    const missing = await admin.agent.post(`${base}/create-skill-category`, { description: 42 });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toEqual([
      { path: 'skillCategoryTitle', msg: 'Please enter a category title' },
      { path: 'description', msg: expect.any(String) },
    ]);

    const blank = await admin.agent.post(`${base}/create-skill-category`, { skillCategoryTitle: '   ' });
    expect(blank.body.error).toEqual([{ path: 'skillCategoryTitle', msg: 'Please enter a category title' }]);

    const long = await admin.agent.post(`${base}/create-skill-category`, {
      skillCategoryTitle: 'x'.repeat(101),
      description: 'y'.repeat(1001),
    });
    expect(long.status).toBe(400);
    expect(long.body.error).toEqual([
      { path: 'skillCategoryTitle', msg: 'Title must be at most 100 characters' },
      { path: 'description', msg: 'Description must be at most 1000 characters' },
    ]);
    expect((await admin.agent.post(`${base}/create-skill-category`, { skillCategoryTitle: 'x'.repeat(100) })).status).toBe(201);

    const german = await germanAgent(h, admin);
    const de = await german.post(`${base}/create-skill-category`, {});
    expect(de.body.error).toEqual([{ path: 'skillCategoryTitle', msg: 'Bitte geben Sie einen Kategorietitel ein' }]);
  });

  it('is for admins only, also while they act as mentor', async () => {
    for (const agent of [mentor.agent, mentee.agent]) {
      const response = await agent.post(`${base}/create-skill-category`, { skillCategoryTitle: 'Sneaky' });
      expect(response.status).toBe(403);
    }
    const acting = await h.admin();
    expect((await acting.agent.put('/app/user/change-role', { role: 'mentor' })).status).toBe(200);
    expect(
      (await acting.agent.post(`${base}/create-skill-category`, { skillCategoryTitle: 'From an acting admin' })).status,
    ).toBe(201);
  });
});

describe('PATCH /skill-category/edit-skill-category/:id', () => {
  it('renames a category and answers with updatedCategory', async () => {
    const category = await createCategory(admin.agent, 'Finanzen', 'Money');
    const response = await admin.agent.patch(`${base}/edit-skill-category/${category._id}`, {
      skillCategoryTitle: 'Finance ',
      description: 'Money matters',
    });
    expect(response.status).toBe(200);
    const body = editSkillCategoryResponseSchema.parse(response.body);
    expect(body.message).toBe('Category updated!');
    expect(body.updatedCategory).toMatchObject({
      _id: category._id,
      skillCategoryTitle: 'Finance',
      description: 'Money matters',
    });
    expect(body.updatedCategory.createdAt).toBe(category.createdAt);
    expect(Date.parse(body.updatedCategory.updatedAt)).toBeGreaterThanOrEqual(Date.parse(category.updatedAt));
  });

  it('keeps the description when it is left out, and may change only the letter case of its own title', async () => {
    const category = await createCategory(admin.agent, 'data science', 'Numbers');
    const response = await admin.agent.patch(`${base}/edit-skill-category/${category._id}`, {
      skillCategoryTitle: 'Data Science',
    });
    expect(response.status).toBe(200);
    expect(response.body.updatedCategory).toMatchObject({ skillCategoryTitle: 'Data Science', description: 'Numbers' });
  });

  it("refuses another category's title (409), an unknown id (404) and a malformed id (400)", async () => {
    await createCategory(admin.agent, 'Music');
    const other = await createCategory(admin.agent, 'Sports');
    const taken = await admin.agent.patch(`${base}/edit-skill-category/${other._id}`, { skillCategoryTitle: 'music' });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('A category with this title already exists.');

    const unknown = await admin.agent.patch(`${base}/edit-skill-category/${missingId}`, { skillCategoryTitle: 'Ghost' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('This category does not exist.');

    const malformed = await admin.agent.patch(`${base}/edit-skill-category/not-a-uuid`, { skillCategoryTitle: 'Fine' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toEqual([{ path: 'id', msg: 'Invalid UUID' }]);
  });

  it('is for admins only', async () => {
    const category = await createCategory(admin.agent, 'Writing');
    for (const agent of [mentor.agent, mentee.agent]) {
      expect((await agent.patch(`${base}/edit-skill-category/${category._id}`, { skillCategoryTitle: 'Mine' })).status).toBe(403);
    }
  });
});

describe('DELETE /skill-category/delete-skill-category/:id', () => {
  it('deletes an empty category', async () => {
    const category = await createCategory(admin.agent, 'Short-lived');
    const response = await admin.agent.delete(`${base}/delete-skill-category/${category._id}`);
    expect(response.status).toBe(200);
    expect(deleteSkillResponseSchema.parse(response.body)).toEqual({ message: 'Category deleted!', _id: category._id });
    const again = await admin.agent.delete(`${base}/delete-skill-category/${category._id}`);
    expect(again.status).toBe(404);
  });

  it('refuses with 409, and deletes nothing, while catalogue skills remain in it', async () => {
    const category = await createCategory(admin.agent, 'Cooking');
    const baking = await createProtoSkill(admin.agent, category._id, 'Baking');
    const grilling = await createProtoSkill(admin.agent, category._id, 'Grilling');
    const refused = await admin.agent.delete(`${base}/delete-skill-category/${category._id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('This category still holds 2 skill(s). Delete them or move them to another category first.');

    const skills = await admin.agent.get(`/app/proto-skill/get-proto-skills?categoryId=${category._id}`);
    expect(skills.body.skills).toHaveLength(2);

    const german = await germanAgent(h, admin);
    expect((await german.delete(`${base}/delete-skill-category/${category._id}`)).body.msg).toBe(
      'Diese Kategorie enthält noch 2 Fähigkeit(en). Löschen oder verschieben Sie sie zuerst.',
    );

    await admin.agent.delete(`/app/proto-skill/delete-proto-skill/${baking._id}`);
    const elsewhere = await createCategory(admin.agent, 'Outdoors');
    await admin.agent.patch(`/app/proto-skill/edit-proto-skill/${grilling._id}`, {
      skillCategoryId: elsewhere._id,
      protoSkillTitle: 'Grilling',
    });
    expect((await admin.agent.delete(`${base}/delete-skill-category/${category._id}`)).status).toBe(200);
  });

  it('refuses a malformed id with 400 and non-admins with 403', async () => {
    const malformed = await admin.agent.delete(`${base}/delete-skill-category/123`);
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toEqual([{ path: 'id', msg: 'Invalid UUID' }]);
    const category = await createCategory(admin.agent, 'Gardening');
    for (const agent of [mentor.agent, mentee.agent]) {
      expect((await agent.delete(`${base}/delete-skill-category/${category._id}`)).status).toBe(403);
    }
  });
});

describe('GET /skill-category/get-skill-categories', () => {
  let paging: TestHarness;
  let reader: LoggedIn;
  beforeAll(async () => {
    paging = await createTestHarness();
    reader = await paging.signup('mentee');
    // 120 categories with titles that sort differently by case, to pin the order to lower(title).
    await paging.db
      .insert(skillCategories)
      .values(Array.from({ length: 120 }, (_, i) => ({ title: `${i % 2 ? 'c' : 'C'}ategory ${String(i).padStart(3, '0')}` })));
  });
  afterAll(() => paging.close());

  it('answers page 1 of 50 by default, ordered by title regardless of case, for any logged-in user', async () => {
    const response = await reader.agent.get(`${base}/get-skill-categories`);
    expect(response.status).toBe(200);
    const body = getSkillCategoriesResponseSchema.parse(response.body);
    expect(body.page).toBe(1);
    expect(body.totalPages).toBe(3);
    expect(body.categories).toHaveLength(50);
    expect(body.categories.map((category) => category.skillCategoryTitle.slice(-3))).toEqual(
      Array.from({ length: 50 }, (_, i) => String(i).padStart(3, '0')),
    );
  });

  it('walks through the pages without overlap, and answers an empty page beyond the end', async () => {
    const seen = new Set<string>();
    for (const page of [1, 2, 3]) {
      const response = await reader.agent.get(`${base}/get-skill-categories?page=${page}&limit=50`);
      for (const category of response.body.categories) seen.add(category._id);
    }
    expect(seen.size).toBe(120);
    const last = await reader.agent.get(`${base}/get-skill-categories?page=3`);
    expect(last.body.categories).toHaveLength(20);
    const beyond = await reader.agent.get(`${base}/get-skill-categories?page=4`);
    expect(beyond.status).toBe(200);
    expect(beyond.body).toEqual({ categories: [], page: 4, totalPages: 3 });
  });

  it('lowers a limit above 100 to 100', async () => {
    const response = await reader.agent.get(`${base}/get-skill-categories?limit=500`);
    expect(response.status).toBe(200);
    expect(response.body.categories).toHaveLength(100);
    expect(response.body.totalPages).toBe(2);
    const small = await reader.agent.get(`${base}/get-skill-categories?limit=7&page=2`);
    expect(small.body.categories).toHaveLength(7);
    expect(small.body.totalPages).toBe(18);
  });

  it('refuses a page or limit that is not a positive whole number with a list-form 400', async () => {
    for (const query of ['page=0', 'page=-1', 'page=abc', 'page=1.5', 'page=10001', 'limit=0', 'limit=x']) {
      const response = await reader.agent.get(`${base}/get-skill-categories?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error, query).toEqual([{ path: query.split('=')[0], msg: expect.any(String) }]);
    }
  });
});
