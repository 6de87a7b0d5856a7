import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';

/** The server reads the built client from disk on every request, so rewriting this file is a new deploy. */
const SW_FILE = path.resolve(import.meta.dirname, '../dist/client/sw.js');
/** What the "next build" adds: it answers a question, so the test can tell which worker controls the page. */
const NEXT_BUILD = `\nself.addEventListener('message', (event) => { if (event.data === 'e2e-build?') event.source.postMessage('next'); });\n`;

// One spec at a time touches the shared dist/client/sw.js.
test.describe.configure({ mode: 'serial' });
// The service worker is under test here (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

async function openControlledPage(page: Page, url: string) {
  await page.goto(url);
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The first visit only installs the worker; from the reload on it controls the page.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** What `registration.update()` (the periodic / visibility check) leaves behind: a worker in the wings or none. */
async function checkForUpdate(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration!.update();
    return Boolean(registration!.installing ?? registration!.waiting);
  });
}

test('a new build is offered as "New version available" and loads only when the user presses Reload', async ({ page }) => {
  await openControlledPage(page, '/contact');
  const prompt = page.getByRole('status').filter({ hasText: 'New version available' });

  // Same bytes: nothing to offer.
  expect(await checkForUpdate(page)).toBe(false);
  await expect(prompt).toBeHidden();

  const message = page.getByRole('textbox', { name: 'Message' });
  await message.fill('Half-written, must survive the update');
  const original = await readFile(SW_FILE, 'utf8');
  try {
    await writeFile(SW_FILE, original + NEXT_BUILD);
    // The app checks for a new version whenever the tab becomes visible again (and hourly).
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(prompt).toBeVisible();
  } finally {
    // Other specs' pages may check for updates too: the "new build" is deployed only as long as needed.
    await writeFile(SW_FILE, original);
  }

  // Nothing reloaded on its own: the half-written message is still there, the old worker still in charge.
  // (No axe here: it opens a tab, and the check on becoming visible again would find the restored build.)
  await expect(message).toHaveValue('Half-written, must survive the update');
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting)))).toBe(true);

  // Keyboard only: from "Later", Tab reaches "Reload", Enter presses it.
  await prompt.getByRole('button', { name: 'Later' }).focus();
  await page.keyboard.press('Tab');
  await expect(prompt.getByRole('button', { name: 'Reload' })).toBeFocused();
  const reloaded = page.waitForEvent('load');
  await page.keyboard.press('Enter');
  await reloaded;

  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await expect(prompt).toBeHidden();
  const answer = await page.evaluate(
    () =>
      new Promise((resolve) => {
        navigator.serviceWorker.addEventListener('message', (event) => resolve(event.data), { once: true });
        navigator.serviceWorker.controller!.postMessage('e2e-build?');
      }),
  );
  expect(answer).toBe('next');
});

test('the prompt in German, accessible in both themes, and "Later" puts it away without reloading', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('language', 'ger');
    localStorage.setItem('darkMode', 'true');
  });
  await openControlledPage(page, '/contact');
  const original = await readFile(SW_FILE, 'utf8');
  try {
    await writeFile(SW_FILE, original + NEXT_BUILD);
    expect(await checkForUpdate(page)).toBe(true);
  } finally {
    await writeFile(SW_FILE, original);
  }
  const prompt = page.getByRole('status').filter({ hasText: 'Neue Version verfügbar' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Neu laden' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(prompt.locator('div').first()).toHaveCSS('background-color', 'rgb(24, 32, 44)');
  await expectAccessible(page, 'update prompt, dark, German');
  // The light theme is the same page with the other theme attribute (what the Dark mode switch changes).
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
  await expect(prompt.locator('div').first()).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expectAccessible(page, 'update prompt, light, German');

  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await prompt.getByRole('button', { name: 'Später' }).click();
  await expect(prompt).toBeHidden();
  expect(await page.evaluate(() => (window as Window & { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
});
