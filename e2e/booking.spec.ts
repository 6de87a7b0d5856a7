import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { CARDS, HOUR_MS, clockOffset, confirmedSession, holdBooking, setUpMentor } from './support/sessions';
import { signUpViaApi } from './support/users';

test.describe.configure({ timeout: 90_000 });

const DAY_MS = 24 * HOUR_MS;

async function fillCard(page: import('@playwright/test').Page, cardNumber: string) {
  const form = page.getByRole('group', { name: 'Test payments' });
  await expect(form).toContainText('4242 4242 4242 4242');
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Expiry date').fill('12/40');
  await form.getByLabel('CVC').fill('123');
}

test('a mentee pays by card, sees the preview, copies the join links and downloads the .ics', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const mentor = await setUpMentor(browser);
  await signUpViaApi(page, 'mentee', 'Milo Mentee');
  const { bookingId } = await holdBooking(mentor, page.request, 2 * DAY_MS);

  await page.goto(`/booking/${bookingId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment details');
  const details = page.getByRole('region', { name: 'Your session' });
  await expect(details).toContainText('€10.00');
  await expect(details).toContainText('Mira Mentor');
  await expect(details).toContainText(mentor.skillTitle);
  await expect(details).toContainText(mentor.skillDescription);
  await expect(details).toContainText('60 minutes');
  await expect(page.getByText(/^\d{1,2}:\d\d left$/)).toBeVisible();
  // No token: no free-session offer.
  await expect(page.getByText(/free session/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/terms');

  // Paying needs the terms accepted.
  const pay = page.getByRole('button', { name: 'Pay €10.00' });
  await expect(pay).toBeDisabled();
  await page.getByLabel('I agree to the terms and conditions').check();
  await fillCard(page, CARDS.succeeds);
  await pay.click();

  await expect(page).toHaveURL(`/session-preview?bookingId=${bookingId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Session preview');
  await expect(page.getByRole('heading', { name: mentor.skillTitle })).toBeVisible();
  await page.getByRole('link', { name: 'View your upcoming sessions' }).click();

  await expect(page).toHaveURL('/dashboard/session');
  // The preview shows the same card until the sessions page has loaded: act on that page's card only.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upcoming sessions');
  const card = page.getByTestId('session-card');
  await expect(card).toContainText('Mira Mentor');
  await card.getByText('Details', { exact: true }).click();
  await expect(card).toContainText(bookingId);
  const jitsi = card.getByRole('link', { name: /^https:\/\/meet\.jit\.si\// });
  const jitsiLink = await jitsi.getAttribute('href');
  expect(jitsiLink).toMatch(/^https:\/\/meet\.jit\.si\/MentorMarketplace-/);

  await card.getByRole('button', { name: 'Copy link: Video meeting (Jitsi)' }).click();
  await expect(card.getByText('Link copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(jitsiLink);
  await expect(card.getByText('Link copied to clipboard!')).toBeHidden({ timeout: 5000 });
  // No Google Meet integration: no Meet row at all.
  await expect(card).not.toContainText('Google Meet');

  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: 'Add to calendar' }).click();
  const file = await readFile(await (await download).path(), 'utf8');
  expect(file).toContain('BEGIN:VCALENDAR');
  expect(file).toContain('BEGIN:VEVENT');
  expect(file.replace(/\r\n[ \t]/g, '')).toContain(jitsiLink!);
});

test('a declined card shows its message and nothing is booked', async ({ page, browser }) => {
  const mentor = await setUpMentor(browser);
  await signUpViaApi(page, 'mentee');
  const { bookingId } = await holdBooking(mentor, page.request, 2 * DAY_MS);

  await page.goto(`/booking/${bookingId}`);
  await page.getByLabel('I agree to the terms and conditions').check();
  await fillCard(page, CARDS.declined);
  await page.getByRole('button', { name: 'Pay €10.00' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page.getByRole('button', { name: 'Pay €10.00' })).toBeEnabled();
  await expect(page).toHaveURL(`/booking/${bookingId}`);

  const details = await (await page.request.get(`/app/calendar/booking-details/${bookingId}`)).json();
  expect(details.status).toBe('pending');
  expect(await (await page.request.get('/app/session/upcoming-sessions')).json()).toEqual([]);
});

test('offline, paying is disabled and the page says why', async ({ page, context, browser }) => {
  const mentor = await setUpMentor(browser);
  await signUpViaApi(page, 'mentee');
  const { bookingId } = await holdBooking(mentor, page.request, 2 * DAY_MS);
  await page.goto(`/booking/${bookingId}`);
  await page.getByLabel('I agree to the terms and conditions').check();
  await expect(page.getByRole('button', { name: 'Pay €10.00' })).toBeEnabled();

  await context.setOffline(true);
  await expect(page.getByText('You are offline. Booking and payment need an internet connection.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay €10.00' })).toBeDisabled();
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Pay €10.00' })).toBeEnabled();
});

test('a booking confirmed before the page opened is shown, then the sessions follow after 6 s', async ({ page, browser }) => {
  const mentor = await setUpMentor(browser);
  await signUpViaApi(page, 'mentee');
  const { bookingId } = await confirmedSession(mentor, page.request, 2 * DAY_MS);
  await page.goto(`/booking/${bookingId}`);
  await expect(page.getByText('This session is booked.')).toBeVisible();
  await expect(page.getByText(mentor.skillTitle)).toBeVisible();
  await expect(page).toHaveURL('/dashboard/session', { timeout: 9000 });
});

test('an expired hold says so and offers another slot; an unknown booking shows nothing', async ({ page, browser }) => {
  const mentor = await setUpMentor(browser);
  await signUpViaApi(page, 'mentee');
  const { bookingId } = await holdBooking(mentor, page.request, 2 * DAY_MS);
  // The server sees its clock 16 minutes later: the 15-minute hold has run out.
  await page.setExtraHTTPHeaders(clockOffset(16 * 60_000));
  await page.goto(`/booking/${bookingId}`);
  await expect(page.getByText('Your reservation has expired. Please pick the slot again.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pick another slot' })).toHaveAttribute('href', '/dashboard/schedule');

  await page.goto('/booking/3f0e9a52-0000-4000-8000-000000000009');
  await expect(page.getByText('No booking details found.')).toBeVisible();
});

test('the booking page in German', async ({ page, browser }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'ger'));
  const mentor = await setUpMentor(browser);
  await signUpViaApi(page, 'mentee');
  const { bookingId } = await holdBooking(mentor, page.request, 2 * DAY_MS);
  await page.goto(`/booking/${bookingId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zahlungsdetails');
  await expect(page.getByRole('region', { name: 'Ihre Sitzung' })).toContainText('10,00 €');
  await page.getByLabel('Ich stimme den Allgemeinen Geschäftsbedingungen zu').check();
  const form = page.getByRole('group', { name: 'Testzahlungen' });
  await form.getByLabel('Kartennummer').fill(CARDS.declined);
  await form.getByLabel('Ablaufdatum').fill('12/40');
  await form.getByLabel('Prüfnummer').fill('123');
  await page.getByRole('button', { name: '10,00 € bezahlen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Ihre Karte wurde abgelehnt.');
});
