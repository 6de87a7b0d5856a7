import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, test as plainTest, type Page } from '@playwright/test';
import { E2E_BASE_URL, FULL_BROWSER_ONLY } from './playwright.config';
import { expectAccessible } from './support/axe';
import { expect } from './support/fixtures';
import { saveScreenshot, TAKE_SCREENSHOTS } from './support/screenshots';
import { PUBLIC_PAGES } from './support/routes';
import { HOUR_MS, confirmedSession, setUpMentor } from './support/sessions';
import { signUpViaApi } from './support/users';

// The service worker is under test here (the config blocks it elsewhere).
plainTest.use({ serviceWorkers: 'allow' });

// Chromium never offers installation in an incognito profile, which is what Playwright's contexts are,
// so this test opens a real (temporary) profile.
plainTest('the app is installable: a valid manifest and no installability errors', { tag: FULL_BROWSER_ONLY }, async () => {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...plainTest.info().project.use.launchOptions,
    baseURL: E2E_BASE_URL,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const { errors, url } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  expect(url).toBe(`${E2E_BASE_URL}/manifest.webmanifest`);

  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Mentor Marketplace', start_url: '/dashboard', display: 'standalone' });
  const purposes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
  expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');
  // A dark splash screen (no white flash in dark mode), room for the notch, and the long-press shortcuts.
  expect(manifest).toMatchObject({ background_color: '#141b26', theme_color: '#141b26' });
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /viewport-fit=cover/);
  expect(manifest.shortcuts.map((shortcut: { name: string; url: string }) => `${shortcut.name} ${shortcut.url}`)).toEqual([
    'Upcoming sessions /dashboard/session',
    'Find a mentor /dashboard/search',
  ]);

  // Screenshots for the richer install dialog: one per form factor, labelled, each the size it claims.
  expect(manifest.screenshots.map((shot: { form_factor: string }) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
  for (const shot of manifest.screenshots as { src: string; sizes: string; label: string; type: string }[]) {
    expect(shot.label).not.toBe('');
    const image = await page.request.get(shot.src);
    expect(image.headers()['content-type']).toBe(shot.type);
    const png = await image.body();
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(shot.sizes);
    expect(png.length).toBeLessThan(300_000);
  }

  // Chromium offers installation (beforeinstallprompt); the app turns the offer into its own button.
  await signUpViaApi(page, 'mentee');
  await page.goto('/dashboard/settings');
  const install = page.getByRole('region', { name: 'This device' }).getByRole('button', { name: 'Install app' });
  await install.click();
  // The browser's dialog is up; an offer can be used once, so the button goes.
  await expect(install).toBeHidden();
  await context.close();
  await rm(profile, { recursive: true, force: true });
});

// Offline, the app's own API calls fail with network errors in the console on purpose: no console guard here.
plainTest('after one online visit, every marketing page opens offline from the service worker', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first visit is not yet controlled; a reload puts the page under the service worker.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  for (const [path, heading] of PUBLIC_PAGES.filter(([path]) =>
    ['/', '/how-it-works', '/pricing', '/contact', '/about', '/terms'].includes(path),
  )) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  await context.setOffline(false);
});

plainTest('the title bar colour follows the theme chosen in the app, not the system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => localStorage.setItem('darkMode', 'true'));
  await page.goto('/');
  const colours = page.locator('meta[name="theme-color"]');
  await expect(colours).toHaveCount(2);
  for (const meta of await colours.all()) await expect(meta).toHaveAttribute('content', '#141b26');
});

plainTest.describe('on an iPhone, which has no install offer', () => {
  plainTest.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });

  plainTest('Settings tells how to add the app to the Home Screen', async ({ page }) => {
    await signUpViaApi(page, 'mentee');
    await page.goto('/dashboard/settings');
    const device = page.getByRole('region', { name: 'This device' });
    await expect(device).toContainText('To install the app on iPhone or iPad, tap Share in Safari, then Add to Home Screen.');
    await expect(device.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  });
});

/** Chromium's install offer as the browser would fire it; the app keeps it for its own Install buttons. */
const offerInstall = (page: Page) =>
  page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    window.dispatchEvent(offer);
  });

plainTest(
  'the install card: after a booking where the browser offers installation, never installed, not after two "Not now"',
  async ({ page, browser }) => {
    const mentor = await setUpMentor(browser);
    await signUpViaApi(page, 'mentee');
    const { bookingId } = await confirmedSession(mentor, page.request, 48 * HOUR_MS);
    const card = page.getByRole('region', { name: 'Install the app' });
    const preview = async () => {
      await page.goto(`/session-preview?bookingId=${bookingId}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Session preview|Sitzungsvorschau/);
    };
    await preview();
    // No offer from the browser (and not an iPhone): nothing to invite to.
    await expect(card).toHaveCount(0);
    await offerInstall(page);
    await expect(card).toBeVisible();
    await expectAccessible(page, 'install card after a booking');

    const looks = [
      ['eng', 'false'],
      ['ger', 'true'],
      ['eng', 'true'],
      ['ger', 'false'],
    ] as const;
    // Without screenshots one German dark pass still checks the card's text and layout.
    for (const [language, darkMode] of TAKE_SCREENSHOTS ? looks : looks.slice(1, 2)) {
      await page.evaluate(
        ({ lang, dark }) => {
          localStorage.setItem('language', lang);
          localStorage.setItem('darkMode', dark);
        },
        { lang: language, dark: darkMode },
      );
      for (const [width, height] of [
        [360, 780],
        [1280, 800],
      ] as const) {
        await page.setViewportSize({ width, height });
        await preview();
        await offerInstall(page);
        await expect(page.getByTestId('install-card')).toBeVisible();
        await page.getByTestId('install-card').scrollIntoViewIfNeeded();
        await saveScreenshot(page, `install-card-${width}-${darkMode === 'true' ? 'dark' : 'light'}-${language}`);
      }
    }
    await page.evaluate(() => localStorage.setItem('language', 'eng'));

    // "Not now" twice, and it stays away, though the browser still offers installation (Settings has it).
    for (let dismissal = 1; dismissal <= 2; dismissal++) {
      await preview();
      await offerInstall(page);
      await card.getByRole('button', { name: 'Not now' }).click();
      await expect(card).toHaveCount(0);
    }
    await preview();
    await offerInstall(page);
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('region', { name: 'This device' }).getByRole('button', { name: 'Install app' })).toBeVisible();
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/session-preview/);
    await expect(card).toHaveCount(0);
    await mentor.context.close();
  },
);

plainTest('the install card never shows in the installed app (display-mode standalone)', async ({ page }) => {
  await page.addInitScript(() => {
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query.includes('display-mode: standalone')
        ? Object.create(matchMedia(query), { matches: { value: true } })
        : matchMedia(query);
  });
  await signUpViaApi(page, 'mentee');
  await page.goto('/session-preview');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Session preview');
  await offerInstall(page);
  // The offer arrived (the Settings button would take it), but installed means no invitation.
  await expect(page.getByRole('region', { name: 'Install the app' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('region', { name: 'This device' })).toContainText('The app is installed on this device.');
});
