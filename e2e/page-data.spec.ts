import { expect, test } from './support/fixtures';
import { signUpViaApi } from './support/users';

/**
 * Issue 36: on a slow phone a logged-in page's content must not wait for a chain of requests. Its first
 * data leaves with the auth check (public/boot.js), and the search form is usable before any data.
 */
test.use({ viewport: { width: 360, height: 780 } });

test('the search form can be typed into while the results and the categories are on their way', async ({ page }) => {
  await signUpViaApi(page, 'mentee');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: import('@playwright/test').Route) => {
    await held;
    await route.continue();
  };
  await page.route('**/app/search?**', hold);
  await page.route('**/app/search', hold);
  await page.route('**/app/skill-category/**', hold);

  await page.goto('/dashboard/search?q=nobody');
  const name = page.getByLabel('Mentor name');
  await expect(name).toBeVisible();
  await expect(name).toHaveValue('nobody');
  await name.fill('Ann');
  await expect(name).toHaveValue('Ann');
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Loading mentors' })).toBeVisible();

  release();
  await expect(page.getByText(/No mentors found|mentors? found/).first()).toBeVisible();
});

test("a logged-in page's first data is asked for with the auth check, before it is answered", async ({ page }) => {
  await signUpViaApi(page, 'mentee');
  // The first visit leaves the role cookie that tells boot.js someone is logged in here.
  await page.goto('/dashboard/session');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // As on a phone that keeps no data of this person (a returning device shows its stored copy at once).
  await page.evaluate(() => localStorage.removeItem('offlineData'));
  // A browser that has not told the server its time zone gets the page's app shell, not the page rendered
  // with its data (decision 118, e2e/server-rendered-pages.spec.ts): that shell's data is what boot.js asks for.
  await page.context().clearCookies({ name: 'timeZone' });

  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/app/user/auth', async (route) => {
    await held;
    await route.continue();
  });
  const asked = page.waitForRequest('**/app/session/upcoming-sessions', { timeout: 10_000 });
  await page.reload({ waitUntil: 'commit' });
  // Still holding the auth check's answer: only boot.js can have asked.
  await asked;
  const again: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/app/session/upcoming-sessions')) again.push(request.url());
  });
  release();
  await expect(page.getByText(/No upcoming sessions/)).toBeVisible();
  // The page took that answer rather than asking again.
  expect(again).toEqual([]);
});
