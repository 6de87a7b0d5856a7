import type { BrowserContext, Locator, Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { E2E_BASE_URL } from './playwright.config';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';
import { createCatalogue, createMentor, createSlot, uniqueTag, type TestMentor } from './support/mentor-setup';
import { CARDS, HOUR_MS, confirmedSession, setUpMentor } from './support/sessions';
import { logInViaApi, signUpViaApi } from './support/users';

/**
 * Issue 42 in the browser: an agenda given while booking, a session moved from its card on a phone in
 * at most four taps and seen moved by the mentor, booking rules hiding slots with their reason, and
 * private notes written offline reaching the server once. The flows run once at 360×780 in English and
 * light, once at 1280×800 in German and dark; axe checks the other palette on every page it visits.
 */
test.describe.configure({ timeout: 150_000 });

const ZONE = 'Asia/Tokyo';
const PHONE = { width: 360, height: 780 };
const WIDE = { width: 1280, height: 800 };
const shot = (page: Page, name: string) => saveScreenshot(page, name);

const mentors: TestMentor[] = [];
test.afterEach(async () => {
  await Promise.all(mentors.splice(0).map((mentor) => mentor.api.dispose()));
});

/** A tap a finger can make: at least 44×44 px and inside the viewport. */
async function tap(page: Page, target: Locator, taps: { count: number }) {
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  expect(box.width, 'target width').toBeGreaterThanOrEqual(44);
  expect(box.height, 'target height').toBeGreaterThanOrEqual(44);
  expect(box.y + box.height, 'target bottom inside the viewport').toBeLessThanOrEqual(page.viewportSize()!.height);
  await target.tap();
  taps.count += 1;
}

async function germanDark(page: Page) {
  await page.evaluate(() => {
    localStorage.setItem('language', 'ger');
    localStorage.setItem('darkMode', 'true');
  });
}

test.describe('agenda and reschedule', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true, timezoneId: ZONE, locale: 'en-GB' });

  test('a mentee books with an agenda, moves the session from its card in four taps, and the mentor sees both', async ({
    page,
    browser,
  }) => {
    const tag = uniqueTag();
    const catalogue = await createCatalogue(`Agenda ${tag}`, [`Rust ${tag}`]);
    const protoSkillId = catalogue.skills[`Rust ${tag}`]!;
    const mentor = await createMentor(`Rhea Rust ${tag}`, [{ protoSkillId, proficiency: 'advanced' }]);
    mentors.push(mentor);
    const day = Temporal.Now.plainDateISO(ZONE).add({ days: 3 });
    const first = day.toZonedDateTime({ timeZone: ZONE, plainTime: Temporal.PlainTime.from({ hour: 10 }) });
    await createSlot(mentor, first);
    await createSlot(mentor, first.add({ days: 1, hours: 4 }));
    await signUpViaApi(page, 'mentee', 'Mika Mentee');

    // Booking with an agenda on the booking page.
    await page.goto(`/dashboard/search?q=${encodeURIComponent(mentor.userName)}`);
    await page.getByRole('button', { name: `Rust ${tag} (Advanced)` }).tap();
    await page.getByRole('group', { name: 'Free times' }).getByRole('button', { name: '10:00' }).tap();
    await page.getByRole('button', { name: /^Book / }).tap();
    await expect(page).toHaveURL(/\/booking\//);
    // On a phone the agenda is among the session's details, folded under the summary.
    await page.getByRole('button', { name: 'Details' }).tap();
    const agenda = page.getByLabel('What would you like to discuss? (optional)');
    await agenda.fill('Lifetimes in async code');
    await shot(page, 'agenda-booking-en-light');
    await page.getByLabel('I agree to the terms and conditions').check();
    await expect(page.getByText('Saved. Your mentor sees it with the session.')).toBeVisible();
    const form = page.getByRole('group', { name: 'Test payments' });
    await form.getByLabel('Card number').fill(CARDS.succeeds);
    await form.getByLabel('Expiry date').fill('12/40');
    await form.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay €10.00' }).tap();
    await expect(page).toHaveURL(/\/session-preview\?bookingId=/);

    // Moving it from the session card: Reschedule, a time, the confirm.
    await page.goto('/dashboard/session');
    const card = page.getByTestId('session-card');
    await expect(card).toContainText('Topics to discuss: Lifetimes in async code');
    await expect(card).toContainText('10:00–11:00');
    await shot(page, 'reschedule-1-card-en-light');
    const taps = { count: 0 };
    await tap(page, card.getByRole('button', { name: 'Reschedule' }), taps);
    const dialog = page.getByRole('dialog', { name: 'Move this session' });
    await expect(dialog.getByRole('group', { name: 'Next two weeks' }).getByRole('button', { pressed: true })).toHaveAccessibleName(
      /, 1 free$/,
    );
    await tap(page, dialog.getByRole('group', { name: 'Free times' }).getByRole('button', { name: '14:00' }), taps);
    await shot(page, 'reschedule-2-dialog-en-light');
    await expectAccessible(page, 'reschedule dialog on a phone');
    await tap(page, dialog.getByRole('button', { name: /^Move to .* · 14:00–15:00$/ }), taps);
    expect(taps.count).toBeLessThanOrEqual(4);
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Your session has been moved.')).toBeVisible();
    await expect(card).toContainText('14:00–15:00');
    await expect(card).toContainText('Topics to discuss: Lifetimes in async code');
    await shot(page, 'reschedule-3-moved-en-light');
    await expectAccessible(page, 'moved session card on a phone');

    // The mentor, on a wide screen in German and dark, sees the new time and the agenda.
    const mentorContext = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: WIDE, timezoneId: ZONE, locale: 'de-DE' });
    try {
      const mentorPage = await mentorContext.newPage();
      await logInViaApi(mentorPage, mentor);
      await mentorPage.goto('/dashboard/session');
      await germanDark(mentorPage);
      await mentorPage.reload();
      const mentorCard = mentorPage.getByTestId('session-card');
      await expect(mentorCard).toContainText('14:00–15:00');
      await expect(mentorCard).toContainText('Gesprächsthemen: Lifetimes in async code');
      await shot(mentorPage, 'reschedule-4-mentor-de-dark');
      await expectAccessible(mentorPage, 'mentor session card, German, dark');
    } finally {
      await mentorContext.close();
    }
  });
});

test.describe('booking rules', () => {
  test.use({ viewport: WIDE, timezoneId: 'Europe/Berlin', locale: 'de-DE' });

  test('a mentor sets a minimum notice and sees which slots it hides, and why', async ({ page }) => {
    await signUpViaApi(page, 'mentor', 'Nora Notice');
    const soon = new Date(Math.ceil((Date.now() + 5 * HOUR_MS) / HOUR_MS) * HOUR_MS);
    const later = new Date(soon.getTime() + 3 * 24 * HOUR_MS);
    for (const start of [soon, later]) {
      const response = await page.request.post('/app/calendar', {
        data: { start: start.toISOString(), end: new Date(start.getTime() + HOUR_MS).toISOString(), title: '1 Hour Session' },
      });
      expect(response.status()).toBe(201);
    }
    await page.goto('/dashboard/schedule');
    await germanDark(page);
    await page.reload();
    const rules = page.getByRole('region', { name: 'Buchungsregeln' });
    await rules.getByLabel('Mindestvorlauf').selectOption('24');
    await rules.getByLabel('Pause zwischen Sitzungen').selectOption('30');
    await rules.getByRole('button', { name: 'Buchungsregeln speichern' }).click();
    await expect(rules.getByText('Buchungsregeln gespeichert.')).toBeVisible();
    const own = await (await page.request.get(`/app/calendar/booking-rules`)).json();
    expect(own).toEqual({ minNoticeHours: 24, bufferMinutes: 30 });
    await expect(page.getByText(/Ausgeblendet: früher als Ihr Mindestvorlauf/).first()).toBeVisible();
    await shot(page, 'rules-hidden-de-dark');
    await expectAccessible(page, 'schedule with booking rules, German, dark');
  });
});

test.describe('private notes offline', () => {
  // The test cuts the network: a request in flight then (the network probe, a refresh) fails, and the
  // browser logs that failed load, as in offline.spec.ts.
  test.use({ serviceWorkers: 'allow', viewport: PHONE, expectedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/] });

  async function goOffline(context: BrowserContext) {
    await context.setOffline(true);
    await context.route('**/app/**', (route) => route.abort('internetdisconnected'));
  }

  test('a note written offline waits on the device and reaches the server once', async ({ page, context, browser }) => {
    const mentor = await setUpMentor(browser, 'Otto Offline');
    await signUpViaApi(page, 'mentee', 'Nele Notes');
    const session = await confirmedSession(mentor, page.request, 72 * HOUR_MS);
    await page.goto('/dashboard/session');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await expect(page.getByTestId('session-card')).toHaveCount(1);

    let notePuts = 0;
    await goOffline(context);
    await page.reload();
    const card = page.getByTestId('session-card');
    await card.getByText('Agenda and private notes').click();
    await card.getByLabel('Private notes (only you see them)').fill('Ask about the conference talk.');
    await card.getByRole('button', { name: 'Save notes' }).click();
    await expect(card.getByText('Your notes are saved on this device and will be sent when you are back online.')).toBeVisible();
    await shot(page, 'notes-offline-en-light');
    await expectAccessible(page, 'a note waiting offline');

    const notesOnServer = async () =>
      ((await (await mentor.page.request.get(`/app/session/${session.bookingId}/notes`)).json()) as { text: string }).text;
    const mine = async () => ((await (await page.request.get(`/app/session/${session.bookingId}/notes`)).json()) as { text: string }).text;
    expect(await mine()).toBe('');

    await context.unroute('**/app/**');
    await context.route('**/app/session/*/notes', async (route) => {
      if (route.request().method() === 'PUT') notePuts += 1;
      await route.continue();
    });
    await context.setOffline(false);
    await expect.poll(mine).toBe('Ask about the conference talk.');
    await page.reload();
    await expect(page.getByTestId('session-card')).toHaveCount(1);
    expect(notePuts).toBe(1);
    // Private: the mentor of the session reads only their own (empty) notes.
    expect(await notesOnServer()).toBe('');
  });
});
