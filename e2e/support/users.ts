import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export type SignupRole = 'mentor' | 'mentee';

export interface TestAccount {
  email: string;
  password: string;
  userName: string;
}

/** A fresh address per test, so parallel tests never share an account. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

/**
 * Signs up through the API with the page's own cookie jar, so the page is logged in afterwards.
 * For tests about something else than the sign-up form itself.
 */
export async function signUpViaApi(
  page: Page,
  role: SignupRole,
  userName = role === 'mentor' ? 'Mira Mentor' : 'Milo Mentee',
): Promise<TestAccount> {
  const account = { email: uniqueEmail(role), password: 'correct-horse-1', userName };
  const response = await page.request.post('/app/user/signup', {
    data: { ...account, confirmPassword: account.password, role },
  });
  expect(response.status()).toBe(201);
  return account;
}

export async function logInViaApi(page: Page, account: { email: string; password: string }): Promise<void> {
  const response = await page.request.post('/app/user/login', { data: { email: account.email, password: account.password } });
  expect(response.status()).toBe(200);
}

/** Ends the session behind the page's back, as an expiry or a logout in another tab would. */
export async function endSessionViaApi(page: Page): Promise<void> {
  expect((await page.request.post('/app/user/logout')).status()).toBe(200);
}

/**
 * Ends the session the moment the page sends `method` to `path`, before that request reaches the
 * server, which then answers it as the real one (401). Ended any earlier, the page may notice first:
 * any request of its own in between gets 401 and the guard shows the login in place of the form.
 */
export async function endSessionOnRequest(page: Page, method: string, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() !== method) return route.fallback();
      await endSessionViaApi(page);
      // With the old cookie or with none (the logout cleared the context's jar), the server finds no session.
      await route.continue();
    },
  );
}
