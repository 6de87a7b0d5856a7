import type { Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';
import {
  E2E_TIME_ZONE,
  createCatalogue,
  createMentor,
  createSlot,
  nextWeekAt,
  uniqueTag,
  type TestMentor,
} from './support/mentor-setup';
import { logInViaApi, signUpViaApi } from './support/users';

// A British browser: the 24-hour clock these expectations are written in (decision 105).
test.use({ timezoneId: E2E_TIME_ZONE, locale: 'en-GB' });

const mentors: TestMentor[] = [];
test.afterEach(async () => {
  await Promise.all(mentors.splice(0).map((mentor) => mentor.api.dispose()));
});

const toolbarButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const heading2 = (page: Page) => page.locator('h2[aria-live]');

const monthHeading = (date: Temporal.PlainDate | Temporal.ZonedDateTime, locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(date.year, date.month - 1, 15),
  );

/** The side panel's date and time: the app's one date-time format ("Mon, 30 Nov 2026, 12:00", decision 105). */
function slotTime(time: Temporal.ZonedDateTime, locale = 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: time.timeZoneId,
  }).format(time.epochMilliseconds);
}

/** Month view: moves to the month of `date` from the current month. */
async function showMonthOf(page: Page, date: Temporal.ZonedDateTime) {
  await toolbarButton(page, 'Month').click();
  await toolbarButton(page, 'Today').click();
  const current = await heading2(page).textContent();
  if (current !== monthHeading(date)) await toolbarButton(page, 'Next').click();
  await expect(heading2(page)).toHaveText(monthHeading(date));
}

/** Week view of next week (where nextWeekAt() lies). */
async function showNextWeek(page: Page) {
  await toolbarButton(page, 'Week').click();
  await toolbarButton(page, 'Today').click();
  await toolbarButton(page, 'Next').click();
}

const timeGridDay = (page: Page, date: Temporal.ZonedDateTime) =>
  page.locator(`.sx__time-grid-day[data-time-grid-date="${date.toPlainDate().toString()}"]`);
const monthDay = (page: Page, date: Temporal.ZonedDateTime) =>
  page.locator(`.sx__month-grid-day[data-date="${date.toPlainDate().toString()}"]`);

/** Clicks the week grid of that day at that time of day (the grid spans 24 h). */
async function clickTimeGrid(page: Page, time: Temporal.ZonedDateTime) {
  const day = timeGridDay(page, time);
  const box = await day.boundingBox();
  if (!box) throw new Error('day column not visible');
  const y = ((time.hour * 60 + time.minute + 5) / (24 * 60)) * box.height;
  await day.click({ position: { x: box.width / 2, y } });
}

test('a mentor adds availability in the month and week views, sees it and deletes one', async ({ page }) => {
  await signUpViaApi(page, 'mentor');
  await page.goto('/dashboard/schedule');
  await expect(page.getByText('Manage your availability on calendar below:')).toBeVisible();
  await expect(toolbarButton(page, 'Month')).toHaveAttribute('aria-pressed', 'true');

  // Month view: a click on the day (not its number) offers 12:00–13:00.
  const target = nextWeekAt(12);
  await showMonthOf(page, target);
  const cell = monthDay(page, target);
  const cellBox = await cell.boundingBox();
  await cell.click({ position: { x: 8, y: cellBox!.height - 8 } });
  const panel = page.getByRole('complementary', { name: 'Add availability' });
  await expect(panel).toContainText(slotTime(target));
  await expect(panel).toContainText(slotTime(target.add({ hours: 1 })));
  await panel.getByRole('button', { name: 'Add availability' }).click();
  await expect(page.getByRole('status').getByText('Availability added.')).toBeVisible();
  await expect(cell.locator('.sx__event')).toContainText('12:00 · Free');
  await expect(panel).not.toContainText(slotTime(target));

  // Week view: 30-minute steps; a click at 10:05 becomes 10:00–11:00.
  await showNextWeek(page);
  const morning = nextWeekAt(10);
  await clickTimeGrid(page, morning);
  await expect(panel).toContainText(slotTime(morning));
  await expect(panel).toContainText(slotTime(morning.add({ hours: 1 })));
  await panel.getByRole('button', { name: 'Add availability' }).click();
  await expect(timeGridDay(page, morning).locator('.sx__event')).toHaveCount(2);

  // Overlap with the noon slot: the server's 409 is shown.
  await clickTimeGrid(page, morning.add({ minutes: 90 }));
  await expect(panel).toContainText(slotTime(morning.add({ minutes: 90 })));
  await panel.getByRole('button', { name: 'Add availability' }).click();
  await expect(panel.getByRole('alert')).toBeVisible();
  await panel.getByRole('button', { name: 'Cancel' }).click();

  // Delete the noon slot after confirming.
  await timeGridDay(page, target).locator('.sx__event', { hasText: '12:00' }).first().click();
  const slotPanel = page.getByRole('complementary', { name: 'Selected slot' });
  await expect(slotPanel).toContainText(slotTime(target));
  await expect(slotPanel).toContainText('Free');
  await slotPanel.getByRole('button', { name: 'Delete slot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this slot?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(timeGridDay(page, morning).locator('.sx__event')).toHaveCount(1);
  await saveScreenshot(page, 'schedule-mentor-week-1280', { fullPage: true });
});

test('a mentor can choose a start time with the keyboard instead of the grid', async ({ page }) => {
  await signUpViaApi(page, 'mentor');
  await page.goto('/dashboard/schedule');
  const start = nextWeekAt(16).add({ minutes: 30 });
  await page.getByText('Enter a date and time instead').click();
  const picker = page.getByRole('form', { name: 'Choose a start time' });
  await picker.getByLabel('Date').fill(start.toPlainDate().toString());
  await picker.getByLabel('Start time').fill('16:30');
  await picker.getByRole('button', { name: 'Choose' }).press('Enter');
  const panel = page.getByRole('complementary', { name: 'Add availability' });
  await expect(panel).toContainText(slotTime(start));
  await expect(panel).toContainText(slotTime(start.add({ hours: 1 })));
  await panel.getByRole('button', { name: 'Add availability' }).press('Enter');
  await expect(monthDay(page, start).locator('.sx__event')).toContainText('16:30 · Free');
});

test('navigation: Today, Previous, Next, the views and a click on a day number', async ({ page }) => {
  await signUpViaApi(page, 'mentor');
  await page.goto('/dashboard/schedule');
  const today = Temporal.Now.plainDateISO(E2E_TIME_ZONE).toString();
  const [year, month] = today.split('-').map(Number) as [number, number];
  const monthName = (offset: number) =>
    new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      Date.UTC(year, month - 1 + offset, 15),
    );

  await expect(heading2(page)).toHaveText(monthName(0));
  await toolbarButton(page, 'Next').click();
  await expect(heading2(page)).toHaveText(monthName(1));
  await toolbarButton(page, 'Next').click();
  await expect(heading2(page)).toHaveText(monthName(2));
  await toolbarButton(page, 'Previous').click();
  await expect(heading2(page)).toHaveText(monthName(1));
  await toolbarButton(page, 'Today').click();
  await expect(heading2(page)).toHaveText(monthName(0));
  await expect(page.locator('.sx__month-grid-day')).not.toHaveCount(0);

  // The week grid's heights are on <html> before the week opens, as Schedule-X then writes them: its
  // write changes nothing, so opening the week restyles the view alone, not the whole page.
  const rootStyle = () => page.evaluate(() => document.documentElement.style.cssText);
  const beforeWeek = await rootStyle();
  expect(beforeWeek).toContain('--sx-week-grid-hour-height');
  await toolbarButton(page, 'Week').click();
  await expect(toolbarButton(page, 'Week')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.sx__time-grid-day')).toHaveCount(7);
  expect(await rootStyle()).toBe(beforeWeek);
  await expect(page.locator('.sx__current-time-indicator')).toHaveCount(1);
  const thisWeek = await heading2(page).textContent();
  await toolbarButton(page, 'Next').click();
  await expect(heading2(page)).not.toHaveText(thisWeek!);
  await toolbarButton(page, 'Previous').click();
  await expect(heading2(page)).toHaveText(thisWeek!);

  await toolbarButton(page, 'Day').click();
  await expect(page.locator('.sx__time-grid-day')).toHaveCount(1);
  await toolbarButton(page, 'Agenda').click();
  await expect(toolbarButton(page, 'Agenda')).toHaveAttribute('aria-pressed', 'true');
  await expect(heading2(page)).toHaveText(monthName(0));

  // The month starts at the current week's row (wholly past weeks are left out); a click on a date's number
  // opens its day.
  await toolbarButton(page, 'Month').click();
  const firstShown = await page.locator('.sx__month-grid-week:not([hidden]) [data-date]').first().getAttribute('data-date');
  const weekStart = Temporal.PlainDate.from(today).subtract({ days: Temporal.PlainDate.from(today).dayOfWeek - 1 });
  expect(firstShown).toBe(weekStart.toString());
  await page.locator(`.sx__month-grid-day[data-date="${today}"] .sx__month-grid-day__header-date`).click();
  await expect(toolbarButton(page, 'Day')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator(`.sx__time-grid-day[data-time-grid-date="${today}"]`)).toBeVisible();
});

test('a mentee books a slot of the chosen mentor; it is gone for the next mentee; offline disables booking', async ({
  page,
  browser,
}) => {
  // Three accounts in three browser contexts: on a loaded 2-core machine this takes longer than 30 s.
  test.setTimeout(60_000);
  const tag = uniqueTag();
  const catalogue = await createCatalogue(`Booking ${tag}`, [`Kotlin ${tag}`]);
  const kotlin = catalogue.skills[`Kotlin ${tag}`]!;
  const mentor = await createMentor(`Booker Mentor ${tag}`, [{ protoSkillId: kotlin, proficiency: 'intermediate' }]);
  mentors.push(mentor);
  const start = nextWeekAt(10);
  await createSlot(mentor, start);
  await createSlot(mentor, nextWeekAt(14));

  await signUpViaApi(page, 'mentee', 'First Mentee');
  await page.goto(`/dashboard/search?q=${encodeURIComponent(mentor.userName)}`);
  await page.getByRole('button', { name: `Kotlin ${tag} (Intermediate)` }).click();
  await expect(page.getByText(`Availability of ${mentor.userName} for Kotlin ${tag} (Intermediate)`)).toBeVisible();
  await showNextWeek(page);
  const events = timeGridDay(page, start).locator('.sx__event');
  await expect(events).toHaveCount(2);
  await events.filter({ hasText: '10:00' }).click();
  const panel = page.getByRole('complementary', { name: 'Book a session' });
  await expect(panel).toContainText(slotTime(start));
  await expect(panel).toContainText(`Skill: Kotlin ${tag}`);
  await panel.getByRole('button', { name: 'Book this slot' }).click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);

  // A second mentee who picked the same mentor sees only the other slot.
  const second = await browser.newContext({ timezoneId: E2E_TIME_ZONE, locale: 'en-US' });
  const other = await second.newPage();
  await signUpViaApi(other, 'mentee', 'Second Mentee');
  await other.goto(`/dashboard/search?q=${encodeURIComponent(mentor.userName)}`);
  await other.getByRole('button', { name: `Kotlin ${tag} (Intermediate)` }).click();
  await showNextWeek(other);
  const left = timeGridDay(other, start).locator('.sx__event');
  await expect(left).toHaveCount(1);
  await expect(left).not.toContainText('10:00');

  // Offline, the calendar stays readable but booking is disabled, and says why.
  await second.setOffline(true);
  await left.click();
  const otherPanel = other.getByRole('complementary', { name: 'Book a session' });
  await expect(otherPanel.getByRole('button', { name: 'Book this slot' })).toBeDisabled();
  await expect(otherPanel).toContainText('You are offline. Booking needs a connection.');
  await second.setOffline(false);
  await expect(otherPanel.getByRole('button', { name: 'Book this slot' })).toBeEnabled();
  await second.close();

  // The mentor sees the held slot as pending; it cannot be deleted.
  const mentorContext = await browser.newContext({ timezoneId: E2E_TIME_ZONE, locale: 'en-US' });
  const mentorPage = await mentorContext.newPage();
  await logInViaApi(mentorPage, mentor);
  await mentorPage.goto('/dashboard/schedule');
  await showNextWeek(mentorPage);
  const held = timeGridDay(mentorPage, start).locator('.sx__event', { hasText: 'Pending' });
  await expect(held).toHaveCount(1);
  await held.click();
  const slotPanel = mentorPage.getByRole('complementary', { name: 'Selected slot' });
  await expect(slotPanel).toContainText('Slot status: Pending');
  await expect(slotPanel.getByRole('button', { name: 'Delete slot' })).toHaveCount(0);
  await expect(slotPanel).toContainText('cannot be deleted');
  await mentorContext.close();
});

test('German: toolbar and the side panel date format', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'ger'));
  await signUpViaApi(page, 'mentor');
  await page.goto('/dashboard/schedule');
  await expect(page.getByText('Verwalten', { exact: false }).first()).toBeVisible();
  const target = nextWeekAt(12);
  await toolbarButton(page, 'Woche').click();
  await toolbarButton(page, 'Heute').click();
  await toolbarButton(page, 'Weiter').click();
  await toolbarButton(page, 'Monat').click();
  await expect(heading2(page)).toHaveText(monthHeading(target, 'de-DE'));
  const cell = monthDay(page, target);
  const box = await cell.boundingBox();
  await cell.click({ position: { x: 8, y: box!.height - 8 } });
  const panel = page.getByRole('complementary', { name: 'Verfügbarkeit hinzufügen' });
  await expect(panel).toContainText(slotTime(target, 'de-DE'));
  await expect(panel).toContainText(slotTime(target.add({ hours: 1 }), 'de-DE'));
  await expect(panel.getByRole('button', { name: 'Verfügbarkeit hinzufügen' })).toBeVisible();
});
