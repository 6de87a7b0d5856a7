import type { Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { E2E_PORT } from './playwright.config';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { E2E_TIME_ZONE } from './support/mentor-setup';
import { saveScreenshot, TAKE_SCREENSHOTS } from './support/screenshots';
import { signUpViaApi } from './support/users';

/**
 * Issue 42's calendar sync in the browser: a mentor adds a busy calendar (the demo's file, which this
 * server serves itself) and sees which slots it hides; Settings' calendar feed is made, copied, replaced
 * and revoked. Once at 360×780 in English and light, once at 1280×800 in German and dark.
 */
test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 360, height: 780 };
const WIDE = { width: 1280, height: 800 };
/** Weekday stand-ups 09:00–09:30 UTC; an all-day conference every other Thursday (public/demo/busy-calendar.ics). */
const BUSY_CALENDAR = `http://127.0.0.1:${E2E_PORT}/demo/busy-calendar.ics`;

/** Next week's Wednesday (in the week view after "Next"; never a conference Thursday) at `hour` UTC. */
function nextWeekdayAt(hour: number): Temporal.ZonedDateTime {
  const today = Temporal.Now.plainDateISO(E2E_TIME_ZONE);
  const wednesday = today.add({ days: 8 - today.dayOfWeek + 2 });
  return wednesday.toZonedDateTime({ timeZone: 'UTC', plainTime: Temporal.PlainTime.from({ hour }) });
}

/** A mentor (logged in on `page`) with a slot at 09:00 UTC, under the stand-up, and one at 11:00. */
async function mentorWithSlots(page: Page) {
  await signUpViaApi(page, 'mentor', 'Bea Busy');
  for (const hour of [9, 11]) {
    const start = nextWeekdayAt(hour);
    const response = await page.request.post('/app/calendar', {
      data: { start: start.toInstant().toString(), end: start.add({ hours: 1 }).toInstant().toString(), title: '1 Hour Session' },
    });
    expect(response.status()).toBe(201);
  }
}

/** For the people looking at screenshots only: the same page in the other language and palette. */
async function shootOtherLook(page: Page, name: string, look: { language: 'ger' | 'eng'; dark: boolean }) {
  if (!TAKE_SCREENSHOTS) return;
  await page.evaluate(({ language, dark }) => {
    localStorage.setItem('language', language);
    localStorage.setItem('darkMode', String(dark));
  }, look);
  await page.reload();
  await page.locator('main h2').first().waitFor();
  await saveScreenshot(page, name, { fullPage: true });
}

async function showMonthOf(page: Page, date: Temporal.PlainDate, next: string) {
  const heading = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(date.year, date.month - 1, 15));
  const current = page.locator('h2[aria-live]');
  await expect(current).not.toBeEmpty();
  if ((await current.textContent()) !== heading) await page.getByRole('button', { name: next, exact: true }).click();
}

test.describe('on a phone, in English, light', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true, timezoneId: E2E_TIME_ZONE, locale: 'en-GB' });

  test('a mentor adds a busy calendar and sees the slot it hides, and why', async ({ page }) => {
    await mentorWithSlots(page);
    await page.goto('/dashboard/schedule');
    const card = page.getByRole('region', { name: 'Busy calendars' });
    await card.getByLabel('Secret iCal address').fill(BUSY_CALENDAR);
    await card.getByRole('button', { name: 'Add calendar' }).tap();
    const source = card.getByRole('list', { name: 'Your busy calendars' }).getByRole('listitem');
    await expect(source).toContainText('busy-calendar.ics');
    await expect(source).toContainText(/Last read .* · \d+ busy times in the next 26 weeks/);
    await card.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'busy-calendars-card-phone-en-light');

    const day = nextWeekdayAt(9).toPlainDate();
    await showMonthOf(page, day, 'Next');
    const chips = page.locator(`.sx__month-grid-day[data-date="${day.toString()}"] .sx__month-grid-event`);
    await expect(chips).toHaveCount(2);
    await chips.first().tap();
    await expect(page.getByText('Busy (calendar): hidden from mentees').first()).toBeVisible();
    await saveScreenshot(page, 'busy-slot-phone-en-light', { fullPage: true });
    await expectAccessible(page, 'schedule with a busy calendar, phone');

    await card.getByRole('button', { name: 'Remove' }).tap();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).tap();
    await expect(card.getByRole('list', { name: 'Your busy calendars' })).toHaveCount(0);
    expect((await page.request.post('/app/calendar/busy-sources', { data: { url: BUSY_CALENDAR } })).status()).toBe(201);
    await shootOtherLook(page, 'busy-schedule-phone-de-dark', { language: 'ger', dark: true });
  });

  test('the calendar feed card, as a phone shows it', async ({ page }) => {
    await signUpViaApi(page, 'mentee', 'Fia Feed');
    await page.goto('/dashboard/settings');
    const card = page.getByRole('region', { name: 'Calendar feed' });
    await card.getByRole('button', { name: 'Create calendar feed' }).tap();
    await expect(card.getByTestId('feed-url')).toContainText('/app/calendar/feed/');
    await card.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'feed-card-phone-en-light');
    await expectAccessible(page, 'settings with a calendar feed, phone');
    await shootOtherLook(page, 'feed-card-phone-de-dark', { language: 'ger', dark: true });
  });
});

test.describe('on a desktop, in German, dark', () => {
  test.use({ viewport: WIDE, timezoneId: E2E_TIME_ZONE, locale: 'de-DE', permissions: ['clipboard-read', 'clipboard-write'] });

  test('the calendar feed is made, copied, replaced and revoked; a busy slot reads the same in the week', async ({ page }) => {
    // German and dark from the first page on; a screenshot of the other look may change them later.
    await page.addInitScript(() => {
      if (localStorage.getItem('language')) return;
      localStorage.setItem('language', 'ger');
      localStorage.setItem('darkMode', 'true');
    });
    await mentorWithSlots(page);
    await page.goto('/dashboard/settings');
    const card = page.getByRole('region', { name: 'Kalender-Feed' });
    await card.getByRole('button', { name: 'Kalender-Feed erstellen' }).click();
    const address = card.getByTestId('feed-url');
    const first = (await address.textContent())!;
    expect(first).toMatch(/\/app\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    await card.getByRole('button', { name: 'Adresse kopieren' }).click();
    await expect(card.getByRole('status')).toHaveText('Adresse kopiert.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
    const feed = await page.request.get(first);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    await saveScreenshot(page, 'feed-card-desktop-de-dark', { fullPage: true });
    await expectAccessible(page, 'settings with a calendar feed, German, dark');

    await card.getByRole('button', { name: 'Neue Adresse erstellen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Neue Adresse erstellen' }).click();
    await expect(address).not.toHaveText(first);
    expect((await page.request.get(first)).status()).toBe(404);
    const second = (await address.textContent())!;

    await card.getByRole('button', { name: 'Feed widerrufen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Widerrufen' }).click();
    await expect(card.getByRole('button', { name: 'Kalender-Feed erstellen' })).toBeVisible();
    expect((await page.request.get(second)).status()).toBe(404);

    expect((await page.request.post('/app/calendar/busy-sources', { data: { url: BUSY_CALENDAR } })).status()).toBe(201);
    await page.goto('/dashboard/schedule');
    await page.getByRole('button', { name: 'Woche', exact: true }).click();
    await page.getByRole('button', { name: 'Heute', exact: true }).click();
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    const events = page.locator(`.sx__time-grid-day[data-time-grid-date="${nextWeekdayAt(9).toPlainDate().toString()}"] .sx__time-grid-event`);
    await expect(events).toHaveCount(2);
    await expect(events.first()).toContainText('Belegt (Kalender)');
    await expect(events.last()).not.toContainText('Belegt');
    await saveScreenshot(page, 'busy-week-desktop-de-dark', { fullPage: true });
    await expectAccessible(page, 'schedule week with a busy calendar, German, dark');
    await shootOtherLook(page, 'busy-schedule-desktop-en-light', { language: 'eng', dark: false });
    await page.goto('/dashboard/settings');
    await page.locator('main h2').first().waitFor();
    await saveScreenshot(page, 'feed-card-desktop-en-light', { fullPage: true });
  });
});
