import { randomUUID } from 'node:crypto';
import { request, type APIRequestContext } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { E2E_BASE_URL } from '../playwright.config';
import { E2E_ADMINS } from './admins';
import { uniqueEmail } from './users';

/**
 * Preconditions for the search and schedule tests, made through the API with their own cookie jars
 * (an admin for the catalogue, one context per mentor), so the page under test keeps its own session.
 * Names carry a random tag: tests run in parallel against one server.
 */
export const uniqueTag = () => randomUUID().replace(/-/g, '').slice(0, 8);

// Setup only reads a few known fields of each answer.
async function expectStatus(response: Awaited<ReturnType<APIRequestContext['post']>>, status: number): Promise<any> {
  if (response.status() !== status) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return response.json();
}

export interface Catalogue {
  categoryId: string;
  categoryTitle: string;
  skills: Record<string, string>;
}

/** One category with catalogue skills, created by the e2e admin. */
export async function createCatalogue(categoryTitle: string, skillTitles: string[]): Promise<Catalogue> {
  const admin = await request.newContext({ baseURL: E2E_BASE_URL });
  try {
    const { email, password } = E2E_ADMINS.viewer;
    await expectStatus(await admin.post('/app/user/login', { data: { email, password } }), 200);
    const { category } = await expectStatus(
      await admin.post('/app/skill-category/create-skill-category', {
        data: { skillCategoryTitle: categoryTitle, description: 'e2e' },
      }),
      201,
    );
    const skills: Record<string, string> = {};
    for (const title of skillTitles) {
      const { populatedSkill } = await expectStatus(
        await admin.post('/app/proto-skill/create-proto-skill', {
          data: { skillCategoryId: category._id, protoSkillTitle: title, protoSkillDescription: `${title} sessions` },
        }),
        201,
      );
      skills[title] = populatedSkill._id;
    }
    return { categoryId: category._id, categoryTitle, skills };
  } finally {
    await admin.dispose();
  }
}

export interface TestMentor {
  uuid: string;
  userName: string;
  email: string;
  password: string;
  /** user-skill ids by catalogue skill id */
  skillIds: Record<string, string>;
  api: APIRequestContext;
}

/** A signed-up mentor offering the given catalogue skills; dispose `api` at the end of the test. */
export async function createMentor(
  userName: string,
  skills: Array<{ protoSkillId: string; proficiency: 'beginner' | 'intermediate' | 'advanced' }>,
): Promise<TestMentor> {
  const api = await request.newContext({ baseURL: E2E_BASE_URL });
  const email = uniqueEmail('mentor');
  const password = 'correct-horse-1';
  const { user } = await expectStatus(
    await api.post('/app/user/signup', { data: { userName, email, password, confirmPassword: password, role: 'mentor' } }),
    201,
  );
  const skillIds: Record<string, string> = {};
  for (const skill of skills) {
    const { populatedSkill } = await expectStatus(await api.post('/app/user-skill/create-user-skill', { data: skill }), 201);
    skillIds[skill.protoSkillId] = populatedSkill._id;
  }
  return { uuid: user.uuid, userName, email, password, skillIds, api };
}

/** Adds a one-hour slot for the mentor; returns its id. */
export async function createSlot(mentor: TestMentor, start: Temporal.ZonedDateTime): Promise<string> {
  const slot = await expectStatus(
    await mentor.api.post('/app/calendar', {
      data: { start: start.toInstant().toString(), end: start.add({ hours: 1 }).toInstant().toString(), title: '1 Hour Session' },
    }),
    201,
  );
  return slot._id;
}

/** The browser's zone in these tests (set with test.use({ timezoneId })), so expected times are fixed. */
export const E2E_TIME_ZONE = 'Europe/Berlin';

/** Seven days from today at the given hour, in the test zone: always in the future and in next week's view. */
export function nextWeekAt(hour: number): Temporal.ZonedDateTime {
  return Temporal.Now.plainDateISO(E2E_TIME_ZONE)
    .add({ days: 7 })
    .toZonedDateTime({ timeZone: E2E_TIME_ZONE, plainTime: Temporal.PlainTime.from({ hour }) });
}
