import { randomUUID } from 'node:crypto';
import { request, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { createCatalogue, createMentor, createSlot, E2E_TIME_ZONE, nextWeekAt, uniqueTag, type TestMentor } from './support/mentor-setup';
import { saveScreenshot } from './support/screenshots';
import { HOUR_MS, bookSlot, clockOffset, confirmedSession, holdBooking, payViaApi, setUpMentor, signUp } from './support/sessions';
import { signUpViaApi } from './support/users';
import { E2E_BASE_URL } from './playwright.config';

/**
 * What a newcomer tripped over (issue 37): feedback stars, the test card form, one date and time
 * format, the schedule's time-zone menu, past session cards and the spec's words. Each flow runs once
 * on a 360×780 phone in English and light; German, dark and the desktop are checked with axe and
 * screenshots on the same set-up.
 */
test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 360, height: 780 };
const WIDE = { width: 1280, height: 800 };
/** A session that started an hour from now is over on a server clock three hours ahead. */
const AFTER_SESSION = clockOffset(3 * HOUR_MS);

/** The app's language and theme, as the Settings page stores them, applied with a reload. */
async function look(page: Page, language: 'en' | 'de', theme: 'light' | 'dark') {
  await page.evaluate(
    ({ l, d }) => {
      localStorage.setItem('language', l);
      localStorage.setItem('darkMode', d);
    },
    { l: language === 'de' ? 'ger' : 'eng', d: String(theme === 'dark') },
  );
  await page.reload();
}

const mentors: TestMentor[] = [];
test.afterEach(async () => {
  await Promise.all(mentors.splice(0).map((mentor) => mentor.api.dispose()));
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true, timezoneId: E2E_TIME_ZONE, locale: 'en-GB' });

  test('feedback: no star is chosen until the mentee picks one, and a missing rating is named on the stars', async ({
    page,
    browser,
  }) => {
    const mentor = await setUpMentor(browser, 'Mira Mentor');
    await signUpViaApi(page, 'mentee', 'Milo Mentee');
    const { bookingId } = await confirmedSession(mentor, page.request, HOUR_MS);
    await page.setExtraHTTPHeaders(AFTER_SESSION);

    // The server refuses feedback without a rating.
    const noRating = await page.request.post('/app/feedback', {
      headers: { ...AFTER_SESSION, 'Idempotency-Key': randomUUID() },
      data: { bookingId, comment: 'Words only' },
    });
    expect(noRating.status()).toBe(400);
    expect(((await noRating.json()) as { error: Array<{ path: string }> }).error.map((issue) => issue.path)).toEqual(['rating']);

    await page.goto(`/feedback?bookingId=${bookingId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentee feedback');
    const stars = page.getByRole('group', { name: 'Rating' });
    for (const name of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']) {
      await expect(stars.getByRole('radio', { name })).not.toBeChecked();
    }
    // A comment alone is not sent: the stars say why, and the first star takes the focus.
    let posted = 0;
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith('/app/feedback')) posted++;
    });
    await page.getByLabel('Comment', { exact: true }).fill('Clear and patient explanations.');
    await page.getByRole('button', { name: 'Submit feedback' }).tap();
    const problem = 'Please choose a rating from 1 to 5 stars.';
    await expect(stars).toHaveAccessibleDescription(problem);
    await expect(stars.getByRole('radio', { name: '1 star' })).toHaveAttribute('aria-invalid', 'true');
    await expect(stars.getByRole('radio', { name: '1 star' })).toHaveAccessibleDescription(problem);
    await expect(stars.getByRole('radio', { name: '1 star' })).toBeFocused();
    await expect(page.getByLabel('Comment', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(0);
    await saveScreenshot(page, 'newcomer-feedback-rating-missing-en-light-360');
    await expectAccessible(page, 'feedback form with a missing rating');

    await look(page, 'de', 'dark');
    await page.getByLabel('Kommentar', { exact: true }).fill('Klar und geduldig.');
    await page.getByRole('button', { name: 'Feedback senden' }).tap();
    await expect(page.getByRole('group', { name: 'Bewertung' })).toHaveAccessibleDescription(
      'Bitte wählen Sie eine Bewertung von 1 bis 5 Sternen.',
    );
    await saveScreenshot(page, 'newcomer-feedback-rating-missing-de-dark-360');
    await expectAccessible(page, 'feedback form with a missing rating, German, dark');

    // Choosing four stars fills four and clears the problem; then it is sent.
    await page.getByRole('radio', { name: '4 Sterne' }).check({ force: true });
    await expect(page.getByRole('group', { name: 'Bewertung' })).not.toHaveAccessibleDescription(/Bewertung von/);
    await page.getByRole('button', { name: 'Feedback senden' }).tap();
    await expect(page.getByText('Vielen Dank für Ihr Feedback!', { exact: false })).toBeVisible();
    expect(posted).toBe(1);
    const stored = (await (await page.request.get(`/app/feedback?bookingId=${bookingId}`, { headers: AFTER_SESSION })).json()) as Array<{
      rating: number;
    }>;
    expect(stored.map((item) => item.rating)).toEqual([4]);
    await mentor.context.close();
  });

  test('the test card form formats as a keypad types and puts each problem on its field', async ({ page, browser }) => {
    const mentor = await setUpMentor(browser, 'Mira Mentor');
    const mentee = await signUpViaApi(page, 'mentee', 'Milo Mentee');
    const { bookingId } = await holdBooking(mentor, page.request, 3 * 24 * HOUR_MS);
    await page.goto(`/booking/${bookingId}`);

    // The spec's booking page names who is booking and where the mails go.
    await expect(page.getByTestId('booked-as')).toContainText(`Milo Mentee${mentee.email}`);
    await expect(page.getByTestId('booked-as')).toContainText('The confirmation and the receipt go to this address.');

    const form = page.getByRole('group', { name: 'Test payments' });
    const number = form.getByLabel('Card number');
    const expiry = form.getByLabel('Expiry date');
    const cvc = form.getByLabel('CVC');
    for (const [field, autocomplete] of [
      [number, 'cc-number'],
      [expiry, 'cc-exp'],
      [cvc, 'cc-csc'],
    ] as const) {
      await expect(field).toHaveAttribute('inputmode', 'numeric');
      await expect(field).toHaveAttribute('autocomplete', autocomplete);
    }

    // What a numeric keypad can type: digits only.
    await number.pressSequentially('4242424242');
    await expect(number).toHaveValue('4242 4242 42');
    await expiry.pressSequentially('1');
    await expect(expiry).toHaveValue('1');
    await expiry.pressSequentially('23');
    await expect(expiry).toHaveValue('12 / 3');
    // Deleting the year's digit and then the separator works like any text.
    await expiry.press('Backspace');
    await expect(expiry).toHaveValue('12');
    await expiry.pressSequentially('30');
    await expect(expiry).toHaveValue('12 / 30');
    await cvc.pressSequentially('1');

    // Sent incomplete: each field says what is wrong with it, nothing under the fieldset.
    await page.getByLabel('I agree to the terms and conditions').check();
    await page.getByRole('button', { name: 'Pay €10.00' }).tap();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription('Your card number is incomplete.');
    await expect(number).toBeFocused();
    await expect(expiry).not.toHaveAttribute('aria-invalid', 'true');
    await expect(cvc).toHaveAccessibleDescription("Your card's security code is incomplete.");
    await expect(page.getByRole('alert')).toHaveCount(0);
    await saveScreenshot(page, 'newcomer-card-errors-en-light-360', { fullPage: true });
    await expectAccessible(page, 'card form with errors');

    // A past expiry and a typo in the number are named on their fields too.
    await number.fill('');
    await number.pressSequentially('4242424242424241');
    await expiry.fill('');
    await expiry.pressSequentially('0120');
    await cvc.pressSequentially('23');
    await page.getByRole('button', { name: 'Pay €10.00' }).tap();
    await expect(number).toHaveAccessibleDescription('Your card number is invalid.');
    await expect(expiry).toHaveAccessibleDescription("Your card's expiration date is in the past.");
    await expect(cvc).not.toHaveAttribute('aria-invalid', 'true');

    // German and dark: the same problems in German.
    await look(page, 'de', 'dark');
    await page.getByLabel('Ich stimme den Allgemeinen Geschäftsbedingungen zu').check();
    await page.getByRole('button', { name: /bezahlen$/ }).tap();
    await expect(page.getByLabel('Kartennummer')).toHaveAccessibleDescription('Ihre Kartennummer ist unvollständig.');
    await saveScreenshot(page, 'newcomer-card-errors-de-dark-360', { fullPage: true });
    await expectAccessible(page, 'card form with errors, German, dark');
    await look(page, 'en', 'light');

    // Typed right, it pays: the server takes what the form sends.
    await page.getByLabel('I agree to the terms and conditions').check();
    await number.pressSequentially('4242424242424242');
    await expect(number).toHaveValue('4242 4242 4242 4242');
    await expiry.pressSequentially('1240');
    await expect(expiry).toHaveValue('12 / 40');
    await cvc.pressSequentially('123');
    await page.getByRole('button', { name: 'Pay €10.00' }).tap();
    await expect(page).toHaveURL(`/session-preview?bookingId=${bookingId}`);
    await mentor.context.close();
  });

  test('the schedule’s time-zone menu changes the view only; the account keeps its zone', async ({ page }) => {
    const tag = uniqueTag();
    const catalogue = await createCatalogue(`Zones ${tag}`, [`Go ${tag}`]);
    const protoSkillId = catalogue.skills[`Go ${tag}`]!;
    const mentor = await createMentor(`Zoe Zone ${tag}`, [{ protoSkillId, proficiency: 'advanced' }]);
    mentors.push(mentor);
    await createSlot(mentor, nextWeekAt(10));
    await signUpViaApi(page, 'mentee', 'Milo Mentee');
    const me = (await (await page.request.get('/app/user/auth')).json()) as { uuid: string; timeZone: string | null };
    await page.request.put('/app/user/profile', { data: { timeZone: E2E_TIME_ZONE } });
    await page.addInitScript(
      (selected) => localStorage.setItem('selectedMentor', JSON.stringify(selected)),
      {
        chosenBy: me.uuid,
        uuid: mentor.uuid,
        userName: mentor.userName,
        skill: { _id: mentor.skillIds[protoSkillId]!, title: `Go ${tag}`, proficiency: 'advanced' },
      },
    );

    await page.goto('/dashboard/schedule');
    await expect(page.getByTestId('zone-label')).toHaveText('Times in Europe/Berlin, UTC+1');
    await expect(page.getByTestId('zone-note')).toContainText('Only this view changes.');
    let profileWrites = 0;
    page.on('request', (sent) => {
      if (sent.method() === 'PUT' && sent.url().includes('/app/user/profile')) profileWrites++;
    });
    await page.getByLabel('Show times in').selectOption('America/New_York');
    await expect(page).toHaveURL(/[?&]tz=America%2FNew_York/);
    await expect(page.getByTestId('zone-label')).toHaveText('Times in America/New_York, UTC-5');
    await expect(page.getByTestId('zone-note')).toContainText('Your sessions and mails stay in Europe/Berlin.');
    // 10:00 in Berlin is 04:00 in New York.
    await expect(page.getByRole('group', { name: 'Free times' }).getByRole('button', { name: '04:00' })).toBeVisible();
    await saveScreenshot(page, 'newcomer-zone-view-en-light-360', { fullPage: true });
    await expectAccessible(page, 'schedule viewing another zone');

    // The view survives a reload; the account's zone did not move.
    await page.reload();
    await expect(page.getByTestId('zone-label')).toHaveText('Times in America/New_York, UTC-5');
    expect(profileWrites).toBe(0);
    expect(((await (await page.request.get('/app/user/auth')).json()) as { timeZone: string }).timeZone).toBe(E2E_TIME_ZONE);

    await look(page, 'de', 'dark');
    await expect(page.getByTestId('zone-note')).toContainText('Ihre Sitzungen und E-Mails bleiben in Europe/Berlin.');
    await saveScreenshot(page, 'newcomer-zone-view-de-dark-360', { fullPage: true });
    await page.getByRole('button', { name: 'Meine Zeitzone zeigen' }).tap();
    await expect(page.getByTestId('zone-label')).toHaveText('Zeiten in Europe/Berlin, UTC+1');
    await expect(page).not.toHaveURL(/tz=/);
    await look(page, 'en', 'light');

    // Settings is where the account's zone changes.
    await page.getByTestId('zone-note').getByRole('link', { name: 'Settings' }).tap();
    await expect(page).toHaveURL('/dashboard/settings');
  });

  test('past sessions lead with who, what and when, and name the other side’s feedback', async ({ page, browser }) => {
    const mentor = await setUpMentor(browser, 'Mira Mentor');
    await signUpViaApi(page, 'mentee', 'Milo Mentee');
    const { bookingId } = await confirmedSession(mentor, page.request, HOUR_MS);
    await page.setExtraHTTPHeaders(AFTER_SESSION);
    await page.request.put('/app/user/profile', { data: { timeZone: E2E_TIME_ZONE } });

    await page.goto('/dashboard/session-history');
    const card = page.getByTestId('session-card');
    await expect(card.getByRole('heading', { level: 2 })).toHaveText('Mira Mentor');
    await expect(card).toContainText('Your mentor');
    await expect(card).toContainText(mentor.skillTitle);
    await expect(card).toContainText('Europe/Berlin, UTC+1');
    await expect(card).not.toContainText('Session ID');
    await expect(card).not.toContainText(bookingId);
    await expect(card).not.toContainText('1 Hour Session');
    // Nothing to read yet: said plainly, no button that opens an empty panel.
    await expect(card.getByTestId('no-feedback-yet')).toHaveText('Mira Mentor has not written feedback on this session yet.');
    await expect(card.getByRole('button', { name: /feedback/i })).toHaveCount(0);
    await saveScreenshot(page, 'newcomer-history-en-light-360', { fullPage: true });
    await expectAccessible(page, 'past sessions, nothing received');

    // The mentor writes theirs: the card offers it by name.
    await mentor.page.setExtraHTTPHeaders(AFTER_SESSION);
    const written = await mentor.page.request.post('/app/feedback', {
      headers: { ...AFTER_SESSION, 'Idempotency-Key': randomUUID() },
      data: { bookingId, comment: 'A focused session.', strengths: 'Good questions.', improvement: 'Practise the opening.' },
    });
    expect(written.status(), await written.text()).toBe(201);
    await page.reload();
    const read = card.getByRole('button', { name: "Read your mentor's feedback" });
    await expect(read).toHaveAttribute('aria-expanded', 'false');
    await read.tap();
    await expect(card.getByRole('button', { name: "Hide your mentor's feedback" })).toHaveAttribute('aria-expanded', 'true');
    await expect(card).toContainText('Good questions.');

    await look(page, 'de', 'dark');
    await expect(card.getByRole('heading', { level: 2 })).toHaveText('Mira Mentor');
    await expect(card).toContainText('Ihr Mentor');
    await expect(card.getByRole('button', { name: 'Feedback Ihres Mentors lesen' })).toBeVisible();
    await expect(card).not.toContainText('1 Hour Session');
    await saveScreenshot(page, 'newcomer-history-de-dark-360', { fullPage: true });
    await expectAccessible(page, 'past sessions, German, dark');

    // The mentor's side names the mentee's feedback, which is not written yet.
    await mentor.page.goto('/dashboard/session-history');
    const mentorCard = mentor.page.getByTestId('session-card');
    await expect(mentorCard.getByRole('heading', { level: 2 })).toHaveText('Milo Mentee');
    await expect(mentorCard).toContainText('Your mentee');
    await expect(mentorCard.getByTestId('no-feedback-yet')).toHaveText('Milo Mentee has not written feedback on this session yet.');
    await mentor.context.close();
  });

  test('a failed login leads with the spec’s line and gives the server’s reason below', async ({ page }) => {
    const account = await signUpViaApi(page, 'mentee', 'Milo Mentee');
    await page.context().clearCookies();
    await page.goto('/authentication');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('wrong-password-1');
    await page.getByRole('button', { name: 'Login', exact: true }).tap();
    const alert = page.getByRole('alert');
    await expect(alert.locator('p')).toHaveText(['Login failed. Please try again.', 'Invalid email or password.']);
    await saveScreenshot(page, 'newcomer-login-failed-en-light-360');
    await look(page, 'de', 'dark');
    await page.getByLabel('E-Mail').fill(account.email);
    await page.getByLabel('Passwort').fill('wrong-password-1');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).tap();
    await expect(alert.locator('p').first()).toHaveText('Anmeldung fehlgeschlagen. Bitte versuchen Sie es erneut.');
    await saveScreenshot(page, 'newcomer-login-failed-de-dark-360');
    await expectAccessible(page, 'failed login, German, dark');
  });
});

/**
 * One format everywhere: the same session at 10:00 Berlin time reads alike on the sessions page and in
 * the calendar, on a 24-hour clock in German and in a British browser, on a 12-hour one in an American.
 */
test.describe('one date and time format, at 1280×800', () => {
  test.use({ viewport: WIDE, timezoneId: E2E_TIME_ZONE });

  const cases = [
    { locale: 'en-US', language: 'en', time: /10:00\sAM/, range: /10:00\s–\s11:00\sAM/, axis: '10:30 AM', theme: 'light' },
    { locale: 'en-GB', language: 'en', time: /10:00(?!\s?AM)/, range: /10:00–11:00(?!\s*Uhr)/, axis: '10:30', theme: 'dark' },
    { locale: 'en-US', language: 'de', time: /10:00(?!\s?AM)/, range: /10:00–11:00 Uhr/, axis: '10:30', theme: 'dark' },
  ] as const;

  let session: { mentor: TestMentor; mentee: { email: string; password: string }; start: ReturnType<typeof nextWeekAt> } | null =
    null;
  test.beforeAll(async () => {
    const tag = uniqueTag();
    const catalogue = await createCatalogue(`Formats ${tag}`, [`Rust ${tag}`]);
    const protoSkillId = catalogue.skills[`Rust ${tag}`]!;
    const mentor = await createMentor(`Fia Format ${tag}`, [{ protoSkillId, proficiency: 'advanced' }]);
    const start = nextWeekAt(10);
    const slotId = await createSlot(mentor, start);
    await mentor.api.put('/app/user/profile', { data: { timeZone: E2E_TIME_ZONE } });
    const menteeApi = await request.newContext({ baseURL: E2E_BASE_URL });
    const mentee = await signUp(menteeApi, 'mentee', 'Milo Mentee');
    const bookingId = await bookSlot(menteeApi, slotId, mentor.skillIds[protoSkillId]!);
    await payViaApi(menteeApi, bookingId);
    await menteeApi.dispose();
    session = { mentor, mentee, start };
  });
  test.afterAll(async () => {
    await session?.mentor.api.dispose();
  });

  for (const { locale, language, time, range, axis, theme } of cases) {
    test(`a ${locale} browser in ${language === 'de' ? 'German' : 'English'} reads one clock everywhere`, async ({ browser }) => {
      const context = await browser.newContext({ baseURL: E2E_BASE_URL, locale, timezoneId: E2E_TIME_ZONE, viewport: WIDE });
      const page = await context.newPage();
      await page.request.post('/app/user/login', { data: { email: session!.mentor.email, password: session!.mentor.password } });
      await page.addInitScript(
        ({ l, d }) => {
          localStorage.setItem('language', l);
          localStorage.setItem('darkMode', d);
        },
        { l: language === 'de' ? 'ger' : 'eng', d: String(theme === 'dark') },
      );
      const label = `${locale}-${language}-${theme}`;

      await page.goto('/dashboard/session');
      const card = page.getByTestId('session-card');
      await expect(card).toContainText(range);
      await saveScreenshot(page, `newcomer-format-upcoming-${label}`);

      await page.goto('/dashboard/schedule');
      const day = page.locator(`.sx__month-grid-day[data-date="${session!.start.toPlainDate().toString()}"]`);
      const next = page.getByRole('button', { name: language === 'de' ? 'Weiter' : 'Next', exact: true });
      if ((await day.count()) === 0) await next.click();
      await expect(day.locator('.sx__event').first()).toContainText(time);
      await saveScreenshot(page, `newcomer-format-month-${label}`);
      await page.getByRole('button', { name: language === 'de' ? 'Woche' : 'Week', exact: true }).click();
      await page.getByRole('button', { name: language === 'de' ? 'Heute' : 'Today', exact: true }).click();
      await next.click();
      await expect(page.locator('.sx__week-grid__hour-text').getByText(axis, { exact: true }).first()).toBeVisible();
      await expect(page.locator('.sx__time-grid-event-time').first()).toContainText(time);
      await saveScreenshot(page, `newcomer-format-week-${label}`);
      // The calendar's own axe pass is schedule-a11y.spec.ts; here once, for the dark week with 24-hour labels.
      if (locale === 'en-GB') await expectAccessible(page, `schedule week ${label}`);
      await context.close();
    });
  }
});
