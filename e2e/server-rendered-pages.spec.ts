import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { E2E_BASE_URL } from './playwright.config';
import { saveScreenshot } from './support/screenshots';
import { confirmedSession, HOUR_MS, newUserContext, setUpMentor } from './support/sessions';

/**
 * Issue 36, decision 118: someone logged in gets their first screens (/dashboard, /dashboard/session,
 * /dashboard/search) rendered by the server with their data, so a slow phone shows the content with the
 * HTML instead of after every script. The browser then hydrates that page without a mismatch (the
 * fixtures fail a test on any console error, which is how React reports one).
 */
test.use({ viewport: { width: 360, height: 780 } });

/** The app tells the server the browser's zone once the page is idle (decision 121); only then can it render a page. */
async function zoneTold(context: BrowserContext) {
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'timeZone')).toBe(true);
}

/** Holds the entry script until `release()`: what a slow phone shows before its scripts have run. */
async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route: Route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

const renderedMark = 'data-server-rendered';

/**
 * The app's language as someone picks it (stored on the device; the app tells the server in a cookie);
 * German in the dark theme, so that the screenshots show both.
 */
async function chooseLanguage(context: BrowserContext, locale: 'en' | 'de') {
  await context.addInitScript(
    ({ language, dark }) => {
      localStorage.setItem('language', language);
      localStorage.setItem('darkMode', dark);
    },
    locale === 'de' ? { language: 'ger', dark: 'true' } : { language: 'eng', dark: 'false' },
  );
}

for (const locale of ['en', 'de'] as const) {
  const words =
    locale === 'en'
      ? { search: 'Search for a mentor', name: 'Mentor name', reviews: 'What mentees say' }
      : { search: 'Mentor suchen', name: 'Name des Mentors', reviews: 'Stimmen der Mentees' };

  test(`${locale}: the upcoming sessions come with the page, before any script, and the page then works as usual`, async ({
    browser,
  }) => {
    const mentor = await setUpMentor(browser, `Sam Server ${randomUUID().slice(0, 4)}`);
    const mentee = await newUserContext(browser, 'mentee', 'Rita Rendered');
    await chooseLanguage(mentee.context, locale);
    await confirmedSession(mentor, mentee.page.request, 30 * HOUR_MS);
    const { page } = mentee;
    await page.setViewportSize({ width: 360, height: 780 });
    // The first visit leaves the cookies (role, time zone) a phone that logged in here has.
    await page.goto('/dashboard/session');
    await expect(page.getByText(mentor.skillTitle).first()).toBeVisible();
    await zoneTold(mentee.context);

    const release = await holdScripts(page);
    await page.goto('/dashboard/session', { waitUntil: 'commit' });
    const card = page.getByTestId('session-card').filter({ hasText: mentor.skillTitle });
    await expect(card).toBeVisible();
    await expect(card).toContainText(mentor.account.userName);
    // The header was rendered for this person too (hydration then has nothing to draw again): the
    // member's links in its menu, the logo leading to the dashboard.
    await expect(page.locator('header nav a[href="/dashboard"]')).toHaveCount(1);
    await expect(page.locator('header > div > a').first()).toHaveAttribute('href', '/dashboard');
    expect(await page.evaluate(() => document.querySelectorAll('script[src*="/assets/index-"]').length)).toBe(1);
    await saveScreenshot(page, `server-rendered-sessions-before-scripts-${locale}`, { fullPage: true });

    release();
    // Hydrated: the reviews, which only the browser draws, appear, and the sidebar navigates in the app.
    await expect(page.getByRole('complementary', { name: words.reviews })).toBeVisible();
    await page.getByRole('button', { name: locale === 'en' ? 'Dashboard menu' : 'Dashboard-Menü' }).click();
    await page.getByRole('link', { name: words.search }).click();
    await expect(page).toHaveURL(/\/dashboard\/search$/);
    await expect(page.getByLabel(words.name)).toBeVisible();
    await mentor.context.close();
    await mentee.context.close();
  });

  test(`${locale}: the search form takes typing before the scripts run and keeps it through hydration`, async ({ browser }) => {
    const name = `Sira Search ${randomUUID().slice(0, 6)}`;
    const mentor = await setUpMentor(browser, name);
    const mentee = await newUserContext(browser, 'mentee', 'Tom Typer');
    await chooseLanguage(mentee.context, locale);
    const { page } = mentee;
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/dashboard/search');
    await expect(page.getByLabel(words.name)).toBeVisible();
    await zoneTold(mentee.context);

    const release = await holdScripts(page);
    await page.goto('/dashboard/search', { waitUntil: 'commit' });
    await expect(page.getByTestId('mentor-result').first()).toBeVisible();
    const field = page.getByLabel(words.name);
    await field.fill(name);
    await saveScreenshot(page, `server-rendered-search-before-scripts-${locale}`);

    release();
    await expect(page.getByRole('complementary', { name: words.reviews })).toBeVisible();
    await expect(field).toHaveValue(name);
    await field.press('Enter');
    await expect(page).toHaveURL(/[?&]q=Sira/);
    await expect(page.getByTestId('mentor-result')).toHaveCount(1);
    await expect(page.getByTestId('mentor-result')).toContainText(name);
    await page.setViewportSize({ width: 1280, height: 800 });
    await saveScreenshot(page, `server-rendered-search-hydrated-wide-${locale}`);
    await mentor.context.close();
    await mentee.context.close();
  });
}

test('the server renders only for the person logged in, in their zone, and otherwise sends the app shell', async ({
  browser,
  playwright,
}) => {
  const mentor = await setUpMentor(browser, `Oda Owner ${randomUUID().slice(0, 4)}`);
  const first = await newUserContext(browser, 'mentee', 'Ann First');
  const second = await newUserContext(browser, 'mentee', 'Ben Second');
  const { start } = await confirmedSession(mentor, first.page.request, 40 * HOUR_MS);
  const zone = { name: 'timeZone', value: encodeURIComponent('Asia/Tokyo'), url: E2E_BASE_URL };
  await first.context.addCookies([zone]);
  await second.context.addCookies([zone]);

  const html = async (request: typeof first.page.request, path = '/dashboard/session') => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    return { text: await response.text(), cacheControl: response.headers()['cache-control'] };
  };
  // Renders take turns: several at once, each with its own person's data only (a busy server may send
  // some as their app shell instead, never with anyone's data).
  const pages = await Promise.all(Array.from({ length: 6 }, (_, index) => html((index % 2 ? second : first).page.request)));
  pages.forEach((page, index) => {
    if (index % 2) expect(page.text).not.toContain(mentor.skillTitle);
    if (!page.text.includes(renderedMark)) return expect(page.text).not.toContain(mentor.skillTitle);
    expect(page.cacheControl).toBe('private, no-store');
    if (!(index % 2)) expect(page.text).toContain(mentor.skillTitle);
  });
  expect(pages[0]!.text).toContain(renderedMark);
  expect(pages[1]!.text).toContain(renderedMark);
  // The session's time in the browser's zone, as the browser will show it (plain spaces, as the app prints).
  const range = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hourCycle: 'h12', timeZone: 'Asia/Tokyo' })
    .formatRange(start, new Date(start.getTime() + HOUR_MS))
    .replace(/[\u2009\u202f]/g, ' ');
  expect(pages[0]!.text).toContain(range);

  // No zone told yet (a browser's very first page): the app shell, whose script renders the page itself.
  const cookieHeader = (await first.context.cookies())
    .filter((cookie) => cookie.name !== 'timeZone')
    .map((cookie) => `${cookie.name}=${cookie.value}`);
  const bare = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const shell = await (await bare.get('/dashboard/session', { headers: { cookie: cookieHeader.join('; ') } })).text();
  expect(shell).not.toContain(renderedMark);
  expect(shell).not.toContain(mentor.skillTitle);

  // Nobody logged in: the shell, never someone's data.
  const visitorPage = await bare.get('/dashboard/session', { headers: { cookie: `timeZone=${zone.value}; role=mentee` } });
  expect(await visitorPage.text()).not.toContain(renderedMark);
  await bare.dispose();

  // A page that is not one of the first screens keeps its shell.
  expect((await html(first.page.request, '/dashboard/settings')).text).not.toContain(renderedMark);
  await Promise.all([mentor.context.close(), first.context.close(), second.context.close()]);
});
