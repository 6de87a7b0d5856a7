import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../playwright.config';
import { E2E_ADMINS } from './admins';
import { uniqueEmail, type SignupRole, type TestAccount } from './users';

/**
 * Bookings and sessions made through the API, for tests about the pages that show them. Each call
 * makes its own fresh users, catalogue skill and slot, so parallel tests never share anything.
 */

export const HOUR_MS = 3600_000;
export const TEST_CLOCK_HEADER = 'x-test-clock-offset-ms';
export const CARDS = { succeeds: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/** Request headers that make the server see its clock `offsetMs` later (TEST_HOOKS only). */
export const clockOffset = (offsetMs: number) => ({ [TEST_CLOCK_HEADER]: String(offsetMs) });

export async function signUp(request: APIRequestContext, role: SignupRole, userName: string): Promise<TestAccount> {
  const account = { email: uniqueEmail(role), password: 'correct-horse-1', userName };
  const response = await request.post('/app/user/signup', { data: { ...account, confirmPassword: account.password, role } });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** A logged-in browser context of its own: a second person in the same test. */
export async function newUserContext(browser: Browser, role: SignupRole, userName: string) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const page = await context.newPage();
  const account = await signUp(page.request, role, userName);
  return { context, page, account };
}

async function postJson<T>(request: APIRequestContext, path: string, data: unknown, status: number, headers = {}): Promise<T> {
  const response = await request.post(path, { data, headers });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

/** A category and catalogue skill, made by the e2e admin on a request context of its own. */
export async function createCatalogueSkill(browser: Browser, title: string, description: string) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  try {
    const admin = context.request;
    await postJson(admin, '/app/user/login', { email: E2E_ADMINS.viewer.email, password: E2E_ADMINS.viewer.password }, 200);
    const { category } = await postJson<{ category: { _id: string } }>(
      admin,
      '/app/skill-category/create-skill-category',
      { skillCategoryTitle: `Category ${randomUUID().slice(0, 8)}`, description: 'E2E category' },
      201,
    );
    const { populatedSkill } = await postJson<{ populatedSkill: { _id: string } }>(
      admin,
      '/app/proto-skill/create-proto-skill',
      { skillCategoryId: category._id, protoSkillTitle: title, protoSkillDescription: description },
      201,
    );
    return populatedSkill._id;
  } finally {
    await context.close();
  }
}

export async function offerSkill(mentor: APIRequestContext, protoSkillId: string): Promise<string> {
  const { populatedSkill } = await postJson<{ populatedSkill: { _id: string } }>(
    mentor,
    '/app/user-skill/create-user-skill',
    { protoSkillId, proficiency: 'advanced', notes: null },
    201,
  );
  return populatedSkill._id;
}

/** A one-hour slot starting `startsInMs` from now, on a whole minute. */
export async function createSlot(mentor: APIRequestContext, startsInMs: number): Promise<{ slotId: string; start: Date }> {
  const start = new Date(Math.ceil((Date.now() + startsInMs) / 60_000) * 60_000);
  const end = new Date(start.getTime() + HOUR_MS);
  const slot = await postJson<{ _id: string }>(
    mentor,
    '/app/calendar',
    { start: start.toISOString(), end: end.toISOString(), title: '1 Hour Session' },
    201,
  );
  return { slotId: slot._id, start };
}

export async function bookSlot(mentee: APIRequestContext, slotId: string, skillId: string): Promise<string> {
  const response = await mentee.post(`/app/calendar/book/${slotId}`, { data: { skillId } });
  expect([200, 201], await response.text()).toContain(response.status());
  return ((await response.json()) as { bookingId: string }).bookingId;
}

/** Pays a held booking with the simulated provider, as the card form does. */
export async function payViaApi(mentee: APIRequestContext, bookingId: string): Promise<void> {
  const { clientSecret } = await postJson<{ clientSecret: string }>(
    mentee,
    '/app/payment/stripe/create-payment-intent',
    { bookingId },
    200,
  );
  await postJson(
    mentee,
    '/app/payment/simulated/confirm',
    { clientSecret, cardNumber: CARDS.succeeds, expiry: '12/40', cvc: '123' },
    200,
  );
}

/** Buys a pack (`pack-10`, `monthly-18`, `single`) with the simulated provider, as the purchase page does. */
export async function buyPackViaApi(mentee: APIRequestContext, packId: string): Promise<void> {
  const { clientSecret } = await postJson<{ clientSecret: string }>(mentee, `/app/payment/packs/${packId}/intent`, undefined, 200);
  await postJson(
    mentee,
    '/app/payment/simulated/confirm',
    { clientSecret, cardNumber: CARDS.succeeds, expiry: '12/40', cvc: '123' },
    200,
  );
}

export interface MentorSetup {
  context: BrowserContext;
  page: Page;
  account: TestAccount;
  skillId: string;
  skillTitle: string;
  skillDescription: string;
}

/** A mentor (own browser context) offering a fresh catalogue skill. */
export async function setUpMentor(browser: Browser, userName = 'Mira Mentor'): Promise<MentorSetup> {
  const suffix = randomUUID().slice(0, 6);
  const skillTitle = `Public speaking ${suffix}`;
  const skillDescription = `Talks that land (${suffix})`;
  const protoSkillId = await createCatalogueSkill(browser, skillTitle, skillDescription);
  const mentor = await newUserContext(browser, 'mentor', userName);
  const skillId = await offerSkill(mentor.page.request, protoSkillId);
  return { ...mentor, skillId, skillTitle, skillDescription };
}

/** A held (pending) booking of a new slot of the mentor's, by the mentee whose requests are given. */
export async function holdBooking(mentor: MentorSetup, mentee: APIRequestContext, startsInMs: number) {
  const { slotId, start } = await createSlot(mentor.page.request, startsInMs);
  const bookingId = await bookSlot(mentee, slotId, mentor.skillId);
  return { bookingId, slotId, start };
}

/** A confirmed (paid) session. */
export async function confirmedSession(mentor: MentorSetup, mentee: APIRequestContext, startsInMs: number) {
  const booking = await holdBooking(mentor, mentee, startsInMs);
  await payViaApi(mentee, booking.bookingId);
  return booking;
}
