import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';
import { setUpMentor } from './support/sessions';
import { signUpViaApi } from './support/users';

/**
 * Issue 24: a page behind the login shows the app shell (header, sidebar, its content's outline) from
 * its HTML, before any script runs; the app's first render then takes its place without moving things.
 */
const SIZES = [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
];
const SHAPES: Array<[path: string, outline: string]> = [
  ['/dashboard', 'skeleton-card-profile'],
  ['/dashboard/search', 'skeleton-card-form'],
  ['/dashboard/session', 'skeleton-card-session'],
  ['/dashboard/schedule', 'skeleton-grid'],
];

/** Sums the layout shifts of the page's life so far (Layout Instability API), from a script run before the app's. */
const recordShifts = `window.__shifts = 0; new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts += entry.value;
}).observe({ type: 'layout-shift', buffered: true });`;
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);

test('guarded pages come with their app shell; the app replaces it without layout shift, light and dark', async ({
  page,
  browser,
  request,
}) => {
  // Eight page loads on a shared 2-core machine; about 20 s on a quiet one.
  test.setTimeout(60_000);
  for (const [path, outline] of SHAPES) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('class="skeleton-shell"');
    expect(html, path).toContain(outline);
  }
  expect(await (await request.get('/pricing')).text()).not.toContain('skeleton-shell');
  // The words everyone sees there come with the shell, in the language the cookie names.
  const shellOf = async (path: string, language: string) =>
    (await request.get(path, { headers: { cookie: `language=${language}` } })).text();
  expect(await shellOf('/dashboard/search', 'en')).toContain('<h1>Search for a mentor</h1>');
  expect(await shellOf('/dashboard/session', 'en')).toMatch(
    /<h1>Upcoming sessions<\/h1><p class="skeleton-policy">Cancellation policy:/,
  );
  expect(await shellOf('/dashboard/session', 'de')).toMatch(
    /<html lang="de"[^]*<h1>Anstehende Sitzungen<\/h1><p class="skeleton-policy">Stornierungsbedingungen:/,
  );
  expect(await shellOf('/dashboard/schedule', 'de')).not.toContain('<h1>');

  // Without any script: the shell is what shows (light, the default theme).
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  for (const size of SIZES) {
    await bare.setViewportSize(size);
    await bare.goto('/dashboard/session', { waitUntil: 'domcontentloaded' });
    await expect(bare.locator('.skeleton-header')).toBeVisible();
    await expect(bare.locator('.skeleton-card-session').first()).toBeVisible();
    await saveScreenshot(bare, `shell-session-${size.width}-light-nojs`);
  }
  await noScript.close();

  await signUpViaApi(page, 'mentee');
  await page.addInitScript(recordShifts);
  for (const dark of [false, true]) {
    const theme = dark ? 'dark' : 'light';
    const storeTheme = `localStorage.setItem('darkMode', '${dark}')`;
    // The shell alone, in the stored theme: boot.js runs, the app's code never arrives (its own
    // context, so no cached copy of the code slips past the block).
    const shellOnly = await browser.newContext();
    await shellOnly.addInitScript(storeTheme);
    await shellOnly.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const shell = await shellOnly.newPage();
    await page.addInitScript(storeTheme);
    for (const size of SIZES) {
      await shell.setViewportSize(size);
      await shell.goto('/dashboard/search', { waitUntil: 'domcontentloaded' });
      await expect(shell.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(shell.locator('.skeleton-card-form')).toBeVisible();
      await saveScreenshot(shell, `shell-search-${size.width}-${theme}`);

      await page.setViewportSize(size);
      await page.goto('/dashboard/search', { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1, name: 'Search for a Mentor' })).toBeVisible();
      await expect(page.locator('.skeleton-shell')).toHaveCount(0);
      await saveScreenshot(page, `shell-search-${size.width}-${theme}-rendered`);
      expect(await shifts(page), `layout shift at ${size.width} px, ${theme}`).toBeLessThanOrEqual(0.02);
    }
    await shellOnly.close();
  }

  // A new mentee's session list (empty): its placeholder must not collapse and pull the footer up.
  await page.setViewportSize(SIZES[0]!);
  await page.goto('/dashboard/session', { waitUntil: 'domcontentloaded' });
  await expect(page.getByText('No upcoming sessions available.')).toBeVisible();
  // Below the list on a phone, loaded after the first paint.
  await expect(page.getByRole('button', { name: 'Open what mentees say' })).toBeVisible();
  expect(await shifts(page), 'layout shift of an empty session list').toBeLessThanOrEqual(0.02);

  // In German the shell's heading and policy are the page's own: the app's render moves nothing.
  await page.context().addCookies([{ name: 'language', value: 'de', url: page.url() }]);
  await page.addInitScript(`localStorage.setItem('language', 'ger')`);
  await page.goto('/dashboard/session', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Anstehende Sitzungen' })).toBeVisible();
  await expect(page.getByText('Keine anstehenden Sitzungen vorhanden.')).toBeVisible();
  expect(await shifts(page), 'layout shift of the German session page').toBeLessThanOrEqual(0.02);
});

test('a page slower than the spinner: the reviews tab waits for the page, so nothing moves on a phone', async ({
  page,
  browser,
}) => {
  // Mentors to find, so the page is taller than the phone's screen.
  await setUpMentor(browser, 'Mira Mentor');
  await setUpMentor(browser, 'Max Mentor');
  await page.setViewportSize({ width: 360, height: 780 });
  await signUpViaApi(page, 'mentee');
  await page.addInitScript(recordShifts);
  // The search page's code arrives late, as on a slow phone: past the 2.5 s a logged-in page's outline
  // waits (decision 104), the app shows its spinner meanwhile.
  let delayed = false;
  await page.route(/\/assets\/search-page-[\w-]+\.js$/, async (route) => {
    delayed = true;
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.continue();
  });
  await page.goto('/dashboard/search', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('status').filter({ hasText: 'Loading' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Search for a Mentor' })).toBeVisible();
  await expect(page.getByTestId('mentor-result').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open what mentees say' })).toBeAttached();
  // Shifts are reported after the frame they happen in.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(delayed).toBe(true);
  expect(await shifts(page), 'layout shift of a slow search page').toBeLessThanOrEqual(0.02);
});

test("a guarded page's HTML names its route's scripts, so they download with the entry and are not asked for again", async ({
  page,
}) => {
  await signUpViaApi(page, 'mentor');
  const fromHtml: string[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/dashboard/schedule') return;
    const html = await response.text();
    fromHtml.push(...[...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]!));
  });
  await page.goto('/dashboard/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Your availability' })).toBeVisible();
  // The schedule page's own code is among them.
  expect(
    fromHtml.some((file) => /schedule/.test(file)),
    fromHtml.join(' '),
  ).toBe(true);
  // Vite's loader finds them in the document and adds no second link for any.
  const links = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname),
  );
  for (const file of fromHtml)
    expect(
      links.filter((href) => href === file),
      file,
    ).toHaveLength(1);
});

test("the schedule's shell speaks the role the app mirrored into a cookie, and shows a chosen mentor's outline", async ({
  page,
  browser,
}) => {
  const roleCookie = async () => (await page.context().cookies()).find((cookie) => cookie.name === 'role')?.value;
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpViaApi(page, 'mentee');
  // The server's login answer sets no role; the app mirrors the auth check's.
  expect(await roleCookie()).toBeUndefined();
  await page.goto('/dashboard/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Search for a Mentor' })).toBeVisible();
  await expect.poll(roleCookie).toBe('mentee');

  const html = await (await page.request.get('/dashboard/schedule')).text();
  expect(html).toContain(
    '<h1>Booking</h1><div class="skeleton-unchosen"><p>Please select a mentor to view their availability.</p>',
  );

  // The shell alone (the app's code never arrives), with and without a mentor chosen on this device.
  const shell = await page.context().newPage();
  await shell.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await shell.setViewportSize({ width: 360, height: 780 });
  await shell.goto('/dashboard/schedule', { waitUntil: 'domcontentloaded' });
  await expect(shell.getByText('Please select a mentor to view their availability.')).toBeVisible();
  await expect(shell.locator('.skeleton-chosen')).toBeHidden();
  await saveScreenshot(shell, 'shell-schedule-mentee-360-light');
  await shell.evaluate(() => localStorage.setItem('selectedMentor', '{}'));
  await shell.reload({ waitUntil: 'domcontentloaded' });
  await expect(shell.getByText('Please select a mentor to view their availability.')).toBeHidden();
  // On a phone the page picks a day and a time; from 768 px it shows the calendar.
  await expect(shell.locator('.skeleton-chosen .skeleton-days')).toBeVisible();
  await expect(shell.locator('.skeleton-chosen .skeleton-grid')).toBeHidden();
  await shell.setViewportSize({ width: 1280, height: 800 });
  await expect(shell.locator('.skeleton-chosen .skeleton-grid')).toBeVisible();
  await shell.evaluate(() => localStorage.removeItem('selectedMentor'));
  await shell.close();

  // The app's page takes the shell's place without moving its words.
  await page.addInitScript(recordShifts);
  await page.goto('/dashboard/schedule', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('link', { name: 'Search for mentors' })).toBeVisible();
  await expect(page.locator('.skeleton-shell')).toHaveCount(0);
  expect(await shifts(page), 'layout shift of the mentee schedule').toBeLessThanOrEqual(0.02);

  // Logged out, the hint goes, and the schedule's shell is the one for nobody in particular.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/authentication/);
  await expect.poll(roleCookie).toBeUndefined();

  // A mentor's shell names the mentor's page; the calendar and the weekly hours below it load without
  // pushing anything down.
  const mentorContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const mentor = await mentorContext.newPage();
  await signUpViaApi(mentor, 'mentor');
  await mentor.addInitScript(recordShifts);
  await mentor.goto('/dashboard/schedule');
  await expect(mentor.getByRole('heading', { level: 1, name: 'Your availability' })).toBeVisible();
  await expect(mentor.getByRole('heading', { name: 'Weekly hours' })).toBeVisible();
  await expect(mentor.getByRole('button', { name: 'Week', exact: true })).toBeVisible();
  expect(await shifts(mentor), 'layout shift of the mentor schedule').toBeLessThanOrEqual(0.02);
  const mentorHtml = await (await mentor.request.get('/dashboard/schedule')).text();
  expect(mentorHtml).toContain('<h1>Your availability</h1><p>Manage your availability on calendar below:</p>');
  await mentorContext.close();
});
