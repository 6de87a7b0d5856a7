import type { Locator, Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { saveScreenshot, TAKE_SCREENSHOTS } from './support/screenshots';
import { createCatalogue, createMentor, createSlot, uniqueTag, type TestMentor } from './support/mentor-setup';
import { CARDS, HOUR_MS, buyPackViaApi, clockOffset, confirmedSession, holdBooking, setUpMentor } from './support/sessions';
import { signUpViaApi } from './support/users';

/**
 * Issue 21 on a 360×780 touch phone and at 1280×800: from a mentor's card to a held slot in at most four
 * taps, each target at least 44×44 px; the booking page's summary and its action (pay, use a pack
 * session, use a free session) on the first screen; session cards with Join.
 */
test.describe.configure({ timeout: 120_000 });

const ZONE = 'Asia/Tokyo';
const PHONE = { width: 360, height: 780 };
const WIDE = { width: 1280, height: 800 };
const DAY_MS = 24 * HOUR_MS;
const shot = (page: Page, name: string) => saveScreenshot(page, name);

const mentors: TestMentor[] = [];
test.afterEach(async () => {
  await Promise.all(mentors.splice(0).map((mentor) => mentor.api.dispose()));
});

/**
 * Taps a target after checking it is big enough for a finger and lies inside the viewport. `scroll`:
 * the person scrolls to it first (a list of results), which is no tap.
 */
async function tap(page: Page, target: Locator, taps: { count: number }, { scroll = false } = {}) {
  await expect(target).toBeVisible();
  if (scroll) await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  expect(box, 'target has a box').not.toBeNull();
  expect(box!.width, 'target width').toBeGreaterThanOrEqual(44);
  expect(box!.height, 'target height').toBeGreaterThanOrEqual(44);
  expect(box!.y + box!.height, 'target bottom inside the viewport').toBeLessThanOrEqual(page.viewportSize()!.height);
  await target.tap();
  taps.count += 1;
}

/**
 * The booking page's way to finish lies on the first screen as the page opens: not scrolled, inside
 * the viewport, and nothing drawn over it.
 */
async function expectOnFirstScreen(page: Page, action: Locator) {
  await expect(action).toBeVisible();
  expect(await page.evaluate(() => window.scrollY), 'the page is not scrolled').toBe(0);
  const box = (await action.boundingBox())!;
  expect(box.y, 'action top').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'action bottom within the first screen').toBeLessThanOrEqual(page.viewportSize()!.height);
  const onTop = await action.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2));
  });
  expect(onTop, 'nothing covers the action').toBe(true);
}

test.describe('on a phone', () => {
  // A British browser: the 24-hour clock these expectations are written in (decision 105).
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true, timezoneId: ZONE, locale: 'en-GB' });

  test('a mentee books from a mentor card in at most four taps and pays; no held toast follows', async ({ page }) => {
    const tag = uniqueTag();
    const catalogue = await createCatalogue(`Phone ${tag}`, [`Go ${tag}`]);
    const protoSkillId = catalogue.skills[`Go ${tag}`]!;
    const mentor = await createMentor(`Pia Phone ${tag}`, [{ protoSkillId, proficiency: 'advanced' }]);
    mentors.push(mentor);
    const day = Temporal.Now.plainDateISO(ZONE).add({ days: 2 });
    const start = day.toZonedDateTime({ timeZone: ZONE, plainTime: Temporal.PlainTime.from({ hour: 10 }) });
    await createSlot(mentor, start);
    await createSlot(mentor, start.add({ days: 1, hours: 4 }));
    await signUpViaApi(page, 'mentee');

    await page.goto(`/dashboard/search?q=${encodeURIComponent(mentor.userName)}`);
    await shot(page, 'phone-1-search-en-light');
    const taps = { count: 0 };
    await tap(page, page.getByRole('button', { name: `Go ${tag} (Advanced)` }), taps, { scroll: true });

    await expect(page).toHaveURL(/\/dashboard\/schedule\?mentor=/);
    await expect(page.getByTestId('zone-label')).toHaveText(/^Times in Asia\/Tokyo, UTC\+9$/);
    // The first day with a free time is chosen already; the calendar grid is not loaded on a phone.
    const days = page.getByRole('group', { name: 'Next two weeks' });
    await expect(days.getByRole('button')).toHaveCount(14);
    const chosenDay = days.getByRole('button', { pressed: true });
    await expect(chosenDay).toHaveAccessibleName(/, 1 free$/);
    await expect(page.locator('.sx__calendar-wrapper')).toHaveCount(0);
    await shot(page, 'phone-2-picker-en-light');

    await tap(page, page.getByRole('group', { name: 'Free times' }).getByRole('button', { name: '10:00' }), taps);
    const weekday = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(Date.UTC(day.year, day.month - 1, day.day, 12));
    const book = page.getByRole('button', { name: `Book ${weekday} · 10:00–11:00` });
    await shot(page, 'phone-3-chosen-en-light');
    await tap(page, book, taps);

    await expect(page).toHaveURL(/\/booking\//);
    expect(taps.count).toBeLessThanOrEqual(4);
    await expect(page.getByRole('region', { name: 'Your session' })).toContainText('10:00–11:00');
    await expect(page.getByText(/^\d{1,2}:\d\d left$/)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /held/i })).toHaveCount(0);
    await expectOnFirstScreen(page, page.getByRole('button', { name: 'Pay €10.00' }));
    await expect(page.getByTestId('booking-amount')).toHaveText('€10.00');
    await shot(page, 'phone-4-booking-en-light');
    await expectAccessible(page, 'booking page on a phone');

    await page.getByLabel('I agree to the terms and conditions').check();
    const form = page.getByRole('group', { name: 'Test payments' });
    await form.getByLabel('Card number').fill(CARDS.succeeds);
    await form.getByLabel('Expiry date').fill('12/40');
    await form.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay €10.00' }).tap();
    await expect(page).toHaveURL(/\/session-preview\?bookingId=/);
    await expect(page.getByText('Your session is booked.')).toBeVisible();
    await expect(page.getByText(/held/i)).toHaveCount(0);
    const card = page.getByTestId('session-card');
    expect((await card.boundingBox())!.height, 'card height at 360 px').toBeLessThanOrEqual(420);
    await shot(page, 'phone-5-preview-en-light');

    // Another zone, 5 h behind Tokyo all year (neither has daylight saving): the remaining 14:00 slot shows at 09:00.
    await page.goto('/dashboard/schedule');
    const times = page.getByRole('group', { name: 'Free times' });
    await expect(times.getByRole('button', { name: '14:00' })).toBeVisible();
    await page.getByLabel('Show times in').selectOption('Asia/Dubai');
    await expect(page.getByTestId('zone-label')).toHaveText('Times in Asia/Dubai, UTC+4');
    await expect(times.getByRole('button', { name: '09:00' })).toBeVisible();
    await expect(times.getByRole('button', { name: '14:00' })).toHaveCount(0);
    await shot(page, 'phone-picker-dubai');

    // The picker in German and dark, and accessible in every combination: expectAccessible checks the
    // other palette too, so without screenshots each language and each theme is visited once.
    const looks = [
      ['eng', 'false'],
      ['ger', 'true'],
      ['ger', 'false'],
      ['eng', 'true'],
    ] as const;
    for (const [language, dark] of TAKE_SCREENSHOTS ? looks : looks.slice(0, 2)) {
      await page.evaluate(
        ({ l, d }) => {
          localStorage.setItem('language', l);
          localStorage.setItem('darkMode', d);
        },
        { l: language, d: dark },
      );
      await page.reload();
      await expect(
        page.getByRole('group', { name: language === 'ger' ? 'Die nächsten zwei Wochen' : 'Next two weeks' }),
      ).toBeVisible();
      const freeTimes = page.getByRole('group', { name: language === 'ger' ? 'Freie Zeiten' : 'Free times' });
      await freeTimes.getByRole('button').first().tap();
      const bar = page.getByRole('button', { name: language === 'ger' ? /buchen$/ : /^Book / });
      const box = (await bar.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      await shot(page, `phone-picker-${language === 'ger' ? 'de' : 'en'}-${dark === 'true' ? 'dark' : 'light'}`);
      await expectAccessible(page, `picker ${language} dark=${dark}`);
    }
  });

  test('the booking page puts each way to finish on the first screen and names a prepaid session as such', async ({
    page,
    browser,
  }) => {
    // Sessions at noon in the page's zone: one that crosses midnight writes both dates and takes another line.
    const noonIn = (days: number) =>
      Temporal.Now.zonedDateTimeISO(ZONE).add({ days }).startOfDay().add({ hours: 12 }).epochMilliseconds - Date.now();
    const mentor = await setUpMentor(browser);
    await signUpViaApi(page, 'mentee');
    const look = (language: 'eng' | 'ger', dark: boolean) =>
      page.evaluate(
        ({ l, d }) => {
          localStorage.setItem('language', l);
          localStorage.setItem('darkMode', d);
        },
        { l: language, d: String(dark) },
      );
    await page.goto('/dashboard');

    // By card, in German and dark (the longest words): the pay button, the summary folded.
    const byCard = await holdBooking(mentor, page.request, noonIn(2));
    await look('ger', true);
    await page.goto(`/booking/${byCard.bookingId}`);
    await expectOnFirstScreen(page, page.getByRole('button', { name: '10,00 € bezahlen' }));
    await expect(page.getByTestId('terms-needed')).toBeVisible();
    const details = page.getByRole('button', { name: 'Details' });
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('booking-details')).toBeHidden();
    await shot(page, 'phone-booking-card-de-dark');
    await expectAccessible(page, 'booking by card on a phone, de dark');
    await details.tap();
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('booking-details')).toContainText('60 Minuten');
    await expect(page.getByLabel('Worüber möchten Sie sprechen? (optional)')).toBeVisible();
    await look('eng', false);

    // With a 10-pack: "1 pack session", and what is left after it; no price of €0.00.
    await buyPackViaApi(page.request, 'pack-10');
    const byPack = await holdBooking(mentor, page.request, noonIn(3));
    await page.goto(`/booking/${byPack.bookingId}`);
    await expectOnFirstScreen(page, page.getByRole('button', { name: 'Use a pack session' }));
    const summary = page.getByRole('region', { name: 'Your session' });
    await expect(page.getByTestId('booking-amount')).toHaveText('1 pack session');
    await expect(page.getByTestId('prepaid-left-after')).toHaveText('9 pack sessions left after this one');
    await expect(summary).not.toContainText('€');
    await shot(page, 'phone-booking-pack-en-light');
    await expectAccessible(page, 'booking with a pack session on a phone');
    // Paying instead puts the price back.
    await page.getByRole('button', { name: 'Pay €10.00 instead' }).tap();
    await expect(page.getByTestId('booking-amount')).toHaveText('€10.00');
    await expect(page.getByTestId('prepaid-left-after')).toHaveCount(0);

    // With a free session from a cancellation: it comes first, named as such.
    const paid = await confirmedSession(mentor, page.request, noonIn(4));
    expect((await page.request.delete(`/app/session/cancel-session/${paid.bookingId}`)).status()).toBe(200);
    const byToken = await holdBooking(mentor, page.request, noonIn(5));
    await look('ger', false);
    await page.goto(`/booking/${byToken.bookingId}`);
    await expectOnFirstScreen(page, page.getByRole('button', { name: 'Freie Sitzung verwenden' }));
    await expect(page.getByTestId('booking-amount')).toHaveText('1 freie Sitzung');
    await expect(page.getByTestId('prepaid-left-after')).toHaveText('Danach keine freie Sitzung mehr');
    await shot(page, 'phone-booking-token-de-light');
    await expectAccessible(page, 'booking with a free session on a phone, de');
    await look('eng', false);
    await mentor.context.close();
  });

  test('session cards: Join opens 10 minutes before the start (server clock), a card fits 420 px', async ({ page, browser }) => {
    const mentor = await setUpMentor(browser);
    await signUpViaApi(page, 'mentee');
    const { start } = await confirmedSession(mentor, page.request, 2 * DAY_MS + HOUR_MS);
    await page.goto('/dashboard/session');
    const card = page.getByTestId('session-card');
    await expect(card.getByRole('button', { name: 'Starts in 2 days' })).toBeDisabled();
    await expect(card.getByRole('link', { name: 'Join' })).toHaveCount(0);
    await expect(card).toContainText('Asia/Tokyo, UTC+9');
    await expect(card.getByRole('button', { name: 'Cancel session' })).toBeEnabled();
    expect((await card.boundingBox())!.height).toBeLessThanOrEqual(420);
    await shot(page, 'phone-sessions-before-join');
    await expectAccessible(page, 'sessions before the join window');

    // Five minutes before the start, as the server sees it. The card then also explains why Reschedule and
    // Cancel are off; with the agenda and notes row it takes one row more than before both existed.
    await page.setExtraHTTPHeaders(clockOffset(start.getTime() - 5 * 60_000 - Date.now()));
    await page.reload();
    const join = card.getByRole('link', { name: 'Join' });
    await expect(join).toHaveAttribute('href', /^https:\/\/meet\.jit\.si\//);
    await expect(card.getByRole('button', { name: 'Cancel session' })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Cancel session' })).toHaveAccessibleDescription(
      /can be canceled until 24 hours before they start/,
    );
    expect((await card.boundingBox())!.height).toBeLessThanOrEqual(480);
    await card.getByText('Details').tap();
    await expect(card).toContainText('Session ID');
    await shot(page, 'phone-sessions-join-open');
    await expectAccessible(page, 'sessions inside the join window');

    // The mentor on a phone: "Your availability", and Delete sessions as cards with Delete in view.
    const mentorPage = mentor.page;
    await mentorPage.setViewportSize(PHONE);
    await mentorPage.goto('/dashboard/delete-sessions');
    const remove = mentorPage.getByRole('row', { name: /Milo Mentee/ }).getByRole('button', { name: 'Delete' });
    await expect(remove).toBeInViewport({ ratio: 1 });
    await expect(mentorPage.locator('main')).toHaveJSProperty(
      'scrollWidth',
      await mentorPage.locator('main').evaluate((m) => m.clientWidth),
    );
    await saveScreenshot(mentorPage, 'phone-mentor-delete-sessions');
    await expectAccessible(mentorPage, 'delete sessions as cards');
    await mentorPage.goto('/dashboard/schedule');
    await expect(mentorPage.getByRole('heading', { level: 1 })).toHaveText('Your availability');
    await expect(mentorPage.getByTestId('zone-label')).toBeVisible();
    await saveScreenshot(mentorPage, 'phone-mentor-schedule');
    await mentor.context.close();
  });
});

test.describe('at 1280×800', () => {
  test.use({ viewport: WIDE, timezoneId: ZONE, locale: 'en-GB' });

  test('the calendar opens the week at the first slot, labels month slots by start time and keeps the panel in view', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const catalogue = await createCatalogue(`Wide ${tag}`, [`Rust ${tag}`]);
    const protoSkillId = catalogue.skills[`Rust ${tag}`]!;
    const mentor = await createMentor(`Wim Wide ${tag}`, [{ protoSkillId, proficiency: 'beginner' }]);
    mentors.push(mentor);
    const day = Temporal.Now.plainDateISO(ZONE).add({ days: 8 });
    const early = day.toZonedDateTime({ timeZone: ZONE, plainTime: Temporal.PlainTime.from({ hour: 5 }) });
    await createSlot(mentor, early);
    await createSlot(mentor, early.add({ hours: 5 }));
    await signUpViaApi(page, 'mentee');
    await page.goto(`/dashboard/search?q=${encodeURIComponent(mentor.userName)}`);
    await page.getByRole('button', { name: `Rust ${tag} (Beginner)` }).click();
    await expect(page.getByTestId('zone-label')).toHaveText('Times in Asia/Tokyo, UTC+9');

    // Month: the slots' cell says "05:00" and "10:00"; no wholly past week is shown.
    const toolbar = (name: string) => page.getByRole('button', { name, exact: true });
    const cell = page.locator(`.sx__month-grid-day[data-date="${day.toString()}"]`);
    if ((await cell.count()) === 0 || !(await cell.isVisible())) await toolbar('Next').click();
    await expect(cell.locator('.sx__event')).toHaveText(['05:00', '10:00']);
    const today = Temporal.Now.plainDateISO(ZONE);
    if (day.month === today.month) {
      const firstShown = await page.locator('.sx__month-grid-week:not([hidden]) [data-date]').first().getAttribute('data-date');
      expect(Temporal.PlainDate.compare(Temporal.PlainDate.from(firstShown!), today.subtract({ days: 7 }))).toBeGreaterThan(0);
    }
    await shot(page, 'wide-schedule-month');

    // Week (of that day, via its day view): opens at the 05:00 slot (earlier than 07:00), not at midnight.
    await cell.locator('.sx__month-grid-day__header-date').click();
    await toolbar('Week').click();
    const column = page.locator(`.sx__time-grid-day[data-time-grid-date="${day.toString()}"]`);
    await expect(column.locator('.sx__event')).toHaveCount(2);
    // The first visible hour is the slot's (05:00), not midnight and not the default 07:00.
    await expect
      .poll(() => page.locator('.sx__view-container').evaluate((element) => Math.round((element.scrollTop + 16) / (1600 / 24))))
      .toBe(5);
    await expect(column.locator('.sx__event').first()).toBeInViewport();
    await shot(page, 'wide-schedule-week');

    // A choice: the panel with its Book button is in view.
    await column.locator('.sx__event').first().click();
    const panel = page.getByRole('complementary', { name: 'Book a session' });
    await expect(panel.getByRole('button', { name: 'Book this slot' })).toBeInViewport();
    await expectAccessible(page, 'week view with the panel');

    // The site header stays above the calendar's sticky day header when the page scrolls.
    await page.mouse.wheel(0, 400);
    const header = page.locator('header').first();
    const box = (await header.boundingBox())!;
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('header') !== null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(onTop).toBe(true);
  });

  test('the booking page shows summary and the amount on the pay button together; token and under-24 h variants', async ({
    page,
    browser,
  }) => {
    const mentor = await setUpMentor(browser);
    await signUpViaApi(page, 'mentee');
    const { bookingId } = await holdBooking(mentor, page.request, 2 * DAY_MS);
    await page.goto(`/booking/${bookingId}`);
    const summary = page.getByRole('region', { name: 'Your session' });
    await expect(summary).toContainText('Mira Mentor');
    await expect(summary).toContainText(mentor.skillTitle);
    await expect(summary).toContainText('Asia/Tokyo, UTC+9');
    await expect(summary).toContainText('60 minutes');
    const pay = page.getByRole('button', { name: 'Pay €10.00' });
    await expect(pay).toBeDisabled();
    await expect(page.getByText(/cannot be canceled/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Use a free session' })).toHaveCount(0);
    for (const element of [summary, pay]) {
      const box = (await element.boundingBox())!;
      expect(box.y + box.height, 'in view at 1280×800').toBeLessThanOrEqual(WIDE.height);
    }
    await page.getByLabel('I agree to the terms and conditions').check();
    await expect(pay).toBeEnabled();
    await shot(page, 'wide-booking-en-light');
    await expectAccessible(page, 'booking page wide');

    // German, dark.
    await page.evaluate(() => {
      localStorage.setItem('language', 'ger');
      localStorage.setItem('darkMode', 'true');
    });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Ihre Sitzung' })).toContainText('60 Minuten');
    await expect(page.getByRole('button', { name: '10,00 € bezahlen' })).toBeVisible();
    await expect(page.getByText('Titel')).toHaveCount(0);
    await shot(page, 'wide-booking-de-dark');
    await expectAccessible(page, 'booking page wide de dark');
    await page.evaluate(() => {
      localStorage.setItem('language', 'eng');
      localStorage.setItem('darkMode', 'false');
    });

    // Under 24 hours: the page warns that it cannot be cancelled.
    const soon = await holdBooking(mentor, page.request, 3 * HOUR_MS);
    await page.goto(`/booking/${soon.bookingId}`);
    await expect(page.getByText('This session starts in less than 24 hours: once booked, it cannot be canceled.')).toBeVisible();
    await shot(page, 'wide-booking-soon');

    // A mentee with a token (from cancelling a paid session): the free session is the first choice.
    const paid = await confirmedSession(mentor, page.request, 3 * DAY_MS);
    expect((await page.request.delete(`/app/session/cancel-session/${paid.bookingId}`)).status()).toBe(200);
    const withToken = await holdBooking(mentor, page.request, 4 * DAY_MS);
    await page.goto(`/booking/${withToken.bookingId}`);
    await expect(page.getByText(/You have 1 free session\(s\)/)).toBeVisible();
    await expect(page.getByTestId('booking-amount')).toHaveText('1 free session');
    await shot(page, 'wide-booking-token');
    await expectAccessible(page, 'booking page with a token');
    await page.getByRole('button', { name: 'Use a free session' }).click();
    await expect(page).toHaveURL(`/session-preview?bookingId=${withToken.bookingId}`);
    await expect(page.getByRole('status').filter({ hasText: /held/i })).toHaveCount(0);
    await shot(page, 'wide-preview');
    await mentor.context.close();
  });
});
