import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { E2E_TIME_ZONE, nextWeekAt } from './support/mentor-setup';
import { signUpViaApi } from './support/users';

test.use({ timezoneId: E2E_TIME_ZONE, locale: 'en-US' });

/** What the page itself fetched and which Temporal it runs on (the service worker's precache does not count). */
const temporalState = (page: Page) =>
  page.evaluate(() => ({
    native: Function.prototype.toString.call(Temporal.PlainDate).includes('[native code]'),
    polyfillFetched: performance
      .getEntriesByType('resource')
      .some((entry) => /\/assets\/global\.esm-[\w-]+\.js$/.test(entry.name)),
  }));

/** A mentor adds a slot through the keyboard form; it shows in the month grid. */
async function addSlotAndSeeIt(page: Page) {
  await signUpViaApi(page, 'mentor');
  await page.goto('/dashboard/schedule');
  const start = nextWeekAt(9);
  await page.getByText('Enter a date and time instead').click();
  const picker = page.getByRole('form', { name: 'Choose a start time' });
  await picker.getByLabel('Date').fill(start.toPlainDate().toString());
  await picker.getByLabel('Start time').fill('09:00');
  await picker.getByRole('button', { name: 'Choose' }).click();
  await page.getByRole('complementary', { name: 'Add availability' }).getByRole('button', { name: 'Add availability' }).click();
  const day = page.locator(`.sx__month-grid-day[data-date="${start.toPlainDate().toString()}"]`);
  await expect(day.locator('.sx__event')).toContainText(/^9:00 AM.* · Free$/);
}

test('a browser with Temporal (current Chromium) never fetches the polyfill', async ({ page }) => {
  await addSlotAndSeeIt(page);
  expect(await temporalState(page)).toEqual({ native: true, polyfillFetched: false });
});

test('a browser without Temporal loads the polyfill first, and the calendar works', async ({ page }) => {
  // Like Safari: no global Temporal when the app's scripts start.
  await page.addInitScript(() => Reflect.deleteProperty(globalThis, 'Temporal'));
  await addSlotAndSeeIt(page);
  expect(await temporalState(page)).toEqual({ native: false, polyfillFetched: true });
  // Week view too: Schedule-X's time grid runs on the polyfill's zoned times.
  for (const name of ['Week', 'Today', 'Next']) await page.getByRole('button', { name, exact: true }).click();
  await expect(page.locator('.sx__time-grid-day .sx__event')).toContainText('9:00 AM – 10:00 AM');
});
