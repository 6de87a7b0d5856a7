import { E2E_ADMINS } from './support/admins';
import { expect, test } from './support/fixtures';
import { MEMBER_PAGES, PUBLIC_PAGES } from './support/routes';
import { endSessionViaApi, logInViaApi, signUpViaApi } from './support/users';

const h1 = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 });

test('every public page renders its heading', async ({ page }) => {
  for (const [path, heading] of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(h1(page), path).toHaveText(heading);
  }
});

test('marketing pages carry the spec content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main')).toContainText(
    'A trusted source to find highly-vetted mentors and industry professionals to move your career ahead.',
  );
  await expect(page.getByRole('heading', { name: 'Why we?' })).toHaveCount(0);
  await expect(page.getByText('Why we?', { exact: true }).first()).toBeVisible();

  await page.goto('/about');
  await expect(page.getByRole('main')).toContainText('empowering growth through personalized mentorship');
  for (const benefit of ['Tailored mentorship', 'Flexible learning', 'Community-driven growth', 'Continuous improvement']) {
    await expect(page.getByRole('heading', { name: benefit })).toBeVisible();
  }

  await page.goto('/terms');
  await expect(page.getByRole('main')).toContainText("at least 24 hours' notice");
  await expect(page.getByRole('main')).toContainText('All payments are non-refundable.');

  await page.goto('/pricing');
  const plans: Array<[plan: string, price: string, action: string]> = [
    ['Monthly subscription', '€120', 'Choose the subscription'],
    ['10 classes', '€80', 'Choose 10 classes'],
    ['1 class', '€10', 'Choose 1 class'],
  ];
  for (const [plan, price, action] of plans) {
    const card = page.getByRole('heading', { name: plan, exact: true }).locator('..');
    await expect(card).toContainText(price);
    await expect(card.getByRole('link', { name: action })).toBeVisible();
  }
  await expect(page.getByRole('main')).toContainText('18 classes per month');
  await expect(page.getByRole('main')).toContainText('Your second class at 50% off');

  await page.goto('/contact');
  await expect(page.getByRole('main')).toContainText('Torstraße 140');
  await expect(page.getByRole('link', { name: '+49 30 1234 5678' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('24/7');
});

test('an unknown path shows the 404 page', async ({ page }) => {
  for (const path of ['/no-such-page', '/some/deep/path']) {
    await page.goto(path);
    await expect(h1(page)).toHaveText('404 - PAGE NOT FOUND');
  }
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
});

test('protected pages ask visitors to log in, with the login form in place', async ({ page }) => {
  // A cold page load per member page, as in the test below: over 30 s when CI's two workers share two cores.
  test.setTimeout(60_000);
  for (const [path] of MEMBER_PAGES) {
    await page.goto(path);
    await expect(h1(page), path).toHaveText('Please log in to view this page.');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  }
});

/** Whether the page itself fetched the public pages' catalogue (the service worker's precache does not count). */
const publicCatalogueFetched = (page: import('@playwright/test').Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/pages-[\w-]+\.js$/.test(entry.name)));
/** Whether the page fetched the login screen's code (only a visitor's guard asks for it). */
const loginScreenFetched = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').some((entry) => /\/assets\/authentication-screen-[\w-]+\.js$/.test(entry.name)),
  );

test('logged-in pages skip the public pages’ words; the login screen loads them when the session ends in place', async ({
  page,
}) => {
  await signUpViaApi(page, 'mentor');
  await page.goto('/dashboard/schedule');
  await expect(page.getByText('Manage your availability on calendar below:')).toBeVisible();
  expect(await publicCatalogueFetched(page)).toBe(false);
  // The guard ran with the session already known, not with a placeholder "nobody".
  expect(await loginScreenFetched(page)).toBe(false);

  // The session ends behind the page's back; whatever asks the server for something private next gets 401
  // and the guard shows the login in place: the upcoming sessions (a calendar's free slots are public now),
  // unless a refetch already under way answers first (then the link is gone before the click lands).
  await endSessionViaApi(page);
  const loginShown = expect(h1(page)).toHaveText('Please log in to view this page.');
  await Promise.race([
    page
      .getByRole('link', { name: 'Upcoming sessions', exact: true })
      .first()
      .click()
      .catch(() => undefined),
    loginShown,
  ]);
  await loginShown;
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect(await publicCatalogueFetched(page)).toBe(true);
  expect(await loginScreenFetched(page)).toBe(true);
});

test('a mentor reaches every member page', async ({ page }) => {
  // Fifteen cold page loads: over 30 s when CI's two workers share two cores.
  test.setTimeout(60_000);
  await signUpViaApi(page, 'mentor', 'Mira Mentor');
  for (const [path, heading] of MEMBER_PAGES) {
    await page.goto(path);
    await expect(h1(page), path).toHaveText(heading);
  }
});

test('the schedule page prompts each role as the spec says', async ({ page }) => {
  await signUpViaApi(page, 'mentor');
  await page.goto('/dashboard/schedule');
  await expect(page.getByText('Manage your availability on calendar below:')).toBeVisible();

  await signUpViaApi(page, 'mentee');
  await page.goto('/schedule');
  await expect(page.getByText('Please select a mentor to view their availability.')).toBeVisible();
  await page.getByRole('link', { name: 'Search for mentors' }).click();
  await expect(page).toHaveURL('/dashboard/search');
  await expect(h1(page)).toHaveText('Search for a mentor');

  await logInViaApi(page, E2E_ADMINS.viewer);
  await page.goto('/dashboard/schedule');
  await expect(page.getByText('Please change your role to mentee or mentor to view this page.')).toBeVisible();
  await page.getByRole('link', { name: 'Change your role in Settings' }).click();
  await expect(h1(page)).toHaveText('Settings');
});

test('the feedback page is titled by role', async ({ page }) => {
  await signUpViaApi(page, 'mentee');
  await page.goto('/feedback');
  await expect(h1(page)).toHaveText('Mentee feedback');
});

test('admin tools: the console only for admins, opening on its first section; the skill tools below Skills', async ({ page }) => {
  await signUpViaApi(page, 'mentor');
  await page.goto('/dashboard/admin-tools');
  await expect(page.getByRole('link', { name: 'Manage skill categories' })).toHaveCount(0);
  await expect(page.getByText('Only administrators can use these tools.')).toBeVisible();

  await logInViaApi(page, E2E_ADMINS.viewer);
  await page.goto('/dashboard/admin-tools');
  await expect(page).toHaveURL('/dashboard/admin-tools/overview');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Skills' }).click();
  const tools = page.getByRole('navigation', { name: 'Admin tools' });
  await tools.getByRole('link', { name: 'Manage skill categories' }).click();
  await expect(page).toHaveURL('/dashboard/admin-tools/skill-categories');
  await expect(page.getByRole('heading', { level: 2, name: 'Manage skill categories' })).toBeVisible();
  await tools.getByRole('link', { name: 'Manage skills' }).click();
  await expect(page).toHaveURL('/dashboard/admin-tools/admin-skills');
  await expect(page.getByRole('heading', { level: 2, name: 'Manage skills' })).toBeVisible();
});

test('a full-page spinner (50 px, #123abc) shows while the session check is slow', async ({ page }) => {
  await signUpViaApi(page, 'mentor', 'Mira Mentor');
  // The real server answers; the answer is held back until the loading state has been seen. A fixed
  // delay is not enough: public/boot.js sends the check before the app's scripts load, and on a busy
  // machine those can take longer than any delay.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/app/user/auth', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dashboard');
  const spinner = page.getByRole('status').filter({ hasText: 'Loading…' });
  await expect(spinner).toBeVisible();
  const ring = spinner.locator('[aria-hidden="true"]');
  await expect(ring).toHaveCSS('width', '50px');
  await expect(ring).toHaveCSS('border-top-color', 'rgb(18, 58, 188)');
  release();
  await expect(h1(page)).toHaveText('Welcome, Mira Mentor!');
  await expect(spinner).toHaveCount(0);
});
