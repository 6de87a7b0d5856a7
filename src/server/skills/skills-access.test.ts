import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness, type TestHarness } from '../test/harness';

const id = '00000000-0000-4000-8000-000000000000';

/** Every skill endpoint, with a body that would pass validation, so only the login can be what is missing. */
const endpoints: Array<[method: 'get' | 'post' | 'patch' | 'delete', path: string, body?: object]> = [
  ['get', '/app/skill-category/get-skill-categories'],
  ['post', '/app/skill-category/create-skill-category', { skillCategoryTitle: 'T' }],
  ['patch', `/app/skill-category/edit-skill-category/${id}`, { skillCategoryTitle: 'T' }],
  ['delete', `/app/skill-category/delete-skill-category/${id}`],
  ['get', '/app/proto-skill/get-proto-skills'],
  ['post', '/app/proto-skill/create-proto-skill', { skillCategoryId: id, protoSkillTitle: 'T' }],
  ['patch', `/app/proto-skill/edit-proto-skill/${id}`, { skillCategoryId: id, protoSkillTitle: 'T' }],
  ['delete', `/app/proto-skill/delete-proto-skill/${id}`],
  ['get', '/app/user-skill/get-user-skills'],
  ['post', '/app/user-skill/create-user-skill', { protoSkillId: id, proficiency: 'beginner' }],
  ['patch', `/app/user-skill/edit-user-skill/${id}`, { proficiency: 'beginner' }],
  ['delete', `/app/user-skill/delete-user-skill/${id}`],
];

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness();
});
afterAll(() => h.close());

/** The catalogue is public: the mentor search's filters need it, and the search is open to visitors. */
const publicCatalogue = ['/app/skill-category/get-skill-categories', '/app/proto-skill/get-proto-skills'];

describe('skill endpoints without a login', () => {
  it.each(publicCatalogue)('GET %s answers a visitor', async (path) => {
    const response = await h.agent().get(path);
    expect(response.status).toBe(200);
  });

  it.each(endpoints.filter(([method, path]) => !(method === 'get' && publicCatalogue.includes(path))))('%s %s answers 401', async (method, path, body) => {
    const response = await h.agent().request(method.toUpperCase(), path, body ? { json: body } : {});
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'You are not logged in.', msg: 'You are not logged in.' });
  });

  it('answers 401 before looking at the input', async () => {
    const response = await h.agent().post('/app/user-skill/create-user-skill', {});
    expect(response.status).toBe(401);
  });
});

describe('skill endpoints by role', () => {
  it('let catalogue changes through only for admins, and mentor skill changes only for mentors', async () => {
    const roles = { admin: await h.admin(), mentor: await h.signup('mentor'), mentee: await h.signup('mentee') };
    for (const [method, path, body] of endpoints) {
      const allowed = method === 'get' ? ['admin', 'mentor', 'mentee'] : path.includes('/user-skill/') ? ['mentor'] : ['admin'];
      for (const [role, { agent }] of Object.entries(roles)) {
        const response = await agent.request(method.toUpperCase(), path, body ? { json: body } : {});
        // Allowed callers get past the role check and meet the unknown id (404) or succeed.
        if (allowed.includes(role)) expect([200, 201, 404], `${role} ${method} ${path}`).toContain(response.status);
        else expect(response.status, `${role} ${method} ${path}`).toBe(403);
      }
    }
  });
});
