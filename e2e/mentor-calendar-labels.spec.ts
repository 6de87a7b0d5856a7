import type { Locator, Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { E2E_TIME_ZONE, nextWeekAt } from './support/mentor-setup';
import { saveScreenshot } from './support/screenshots';
import { bookSlot, createCatalogueSkill, newUserContext, offerSkill, payViaApi } from './support/sessions';
import { signUpViaApi } from './support/users';

/**
 * The mentor's calendar says who booked: a booked slot names the mentee and the skill (not "1 Hour
 * Session · Booked"), the month cells read "09:00" in full on a 360 px phone, and every slot is a tap
 * target of at least 44×44 px, on the phone's month grid and in the desktop's week.
 */
test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 360, height: 780 };
const WIDE = { width: 1280, height: 800 };
const MENTEE = 'Annabelle Berg';

async function expectTapTarget(target: Locator, label: string) {
  const box = await target.boundingBox();
  expect(box, `${label} has a box`).not.toBeNull();
  expect(box!.width, `${label} width`).toBeGreaterThanOrEqual(44);
  expect(box!.height, `${label} height`).toBeGreaterThanOrEqual(44);
}

/** A mentor (logged in on `page`) with a booked slot next week at 09:00 and a free one at 11:00. */
async function mentorWithBooking(page: Page, browser: import('@playwright/test').Browser) {
  const skillTitle = `Negotiation ${Temporal.Now.instant().epochMilliseconds % 100000}`;
  const protoSkillId = await createCatalogueSkill(browser, skillTitle, 'Getting to yes');
  await signUpViaApi(page, 'mentor', 'Mara Mentor');
  const skillId = await offerSkill(page.request, protoSkillId);
  const slotAt = async (hour: number) => {
    const start = nextWeekAt(hour);
    const response = await page.request.post('/app/calendar', {
      data: { start: start.toInstant().toString(), end: start.add({ hours: 1 }).toInstant().toString(), title: '1 Hour Session' },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { _id: string })._id;
  };
  const booked = await slotAt(9);
  await slotAt(11);
  const mentee = await newUserContext(browser, 'mentee', MENTEE);
  await payViaApi(mentee.page.request, await bookSlot(mentee.page.request, booked, skillId));
  await mentee.context.close();
  return { skillTitle };
}

const toolbarButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The month of next week's slots, from today's. */
async function showMonthOfNextWeek(page: Page, locale: string) {
  const target = nextWeekAt(9);
  const heading = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(target.year, target.month - 1, 15),
  );
  const current = page.locator('h2[aria-live]');
  if ((await current.textContent()) !== heading) await page.getByRole('button', { name: locale === 'de' ? 'Weiter' : 'Next', exact: true }).click();
  await expect(current).toHaveText(heading);
}

test.describe('on a phone, in English', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true, timezoneId: E2E_TIME_ZONE, locale: 'en-GB' });

  test("the month grid shows the booked slot's time in full and the mentee, as a 44 px target", async ({ page, browser }) => {
    const { skillTitle } = await mentorWithBooking(page, browser);
    await page.goto('/dashboard/schedule');
    await expect(page.locator('.sx__month-grid-week:not([hidden]) .sx__month-grid-day').first()).toBeVisible({ timeout: 30_000 });
    await showMonthOfNextWeek(page, 'en-US');
    const day = page.locator(`.sx__month-grid-day[data-date="${nextWeekAt(9).toPlainDate().toString()}"]`);
    const chips = day.locator('.sx__month-grid-event');
    await expect(chips).toHaveCount(2);
    const booked = chips.first();
    await expect(booked).toContainText('09:00');
    await expect(booked).toContainText('Annabelle');
    // The time is not cut off ("09:0"): its text fits its box.
    const clipped = await booked.evaluate((element) => {
      const time = element.querySelector('span span') ?? element;
      return time.scrollWidth > time.clientWidth + 1;
    });
    expect(clipped, 'time cut off').toBe(false);
    for (const [index, chip] of (await chips.all()).entries()) await expectTapTarget(chip, `month chip ${index}`);
    await saveScreenshot(page, 'mentor-month-phone-en-light', { fullPage: true });

    await booked.click();
    await expect(page.getByTestId('booked-by')).toHaveText(`Booked by ${MENTEE} for ${skillTitle}`);
    await expectAccessible(page, 'mentor month, phone');
  });
});

test.describe('on a desktop, in German, dark', () => {
  test.use({ viewport: WIDE, timezoneId: E2E_TIME_ZONE, locale: 'de-DE' });

  test('the week names the mentee and the skill on each booked slot, each slot a 44 px target', async ({ page, browser }) => {
    await page.addInitScript(() => {
      localStorage.setItem('language', 'ger');
      localStorage.setItem('darkMode', 'true');
    });
    const { skillTitle } = await mentorWithBooking(page, browser);
    await page.goto('/dashboard/schedule');
    await toolbarButton(page, 'Woche').click();
    await toolbarButton(page, 'Heute').click();
    await toolbarButton(page, 'Weiter').click();
    const events = page.locator(`.sx__time-grid-day[data-time-grid-date="${nextWeekAt(9).toPlainDate().toString()}"] .sx__time-grid-event`);
    await expect(events).toHaveCount(2);
    await expect(events.first()).toContainText(MENTEE);
    await expect(events.first()).toContainText(skillTitle);
    await expect(events.first()).not.toContainText('1 Hour Session');
    for (const [index, event] of (await events.all()).entries()) await expectTapTarget(event, `week event ${index}`);
    await saveScreenshot(page, 'mentor-week-desktop-de-dark', { fullPage: true });
    await events.first().click();
    await expect(page.getByTestId('booked-by')).toHaveText(`Gebucht von ${MENTEE} für ${skillTitle}`);
    await expectAccessible(page, 'mentor week, desktop, de');
  });
});
