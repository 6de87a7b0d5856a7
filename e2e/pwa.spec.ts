import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, test as plainTest } from '@playwright/test';
import config, { E2E_BASE_URL } from './playwright.config';
import { expect } from './support/fixtures';
import { PUBLIC_PAGES } from './support/routes';

// Chromium never offers installation in an incognito profile, which is what Playwright's contexts are,
// so this test opens a real (temporary) profile.
plainTest('the app is installable: a valid manifest and no installability errors', async () => {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...config.use?.launchOptions, baseURL: E2E_BASE_URL });
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
  for (const [path, heading] of PUBLIC_PAGES.filter(([path]) => ['/', '/how-it-works', '/pricing', '/contact', '/about', '/terms'].includes(path))) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  await context.setOffline(false);
});
