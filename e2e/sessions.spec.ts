import { expect, test } from './support/fixtures';
import { HOUR_MS, confirmedSession, holdBooking, setUpMentor } from './support/sessions';
import { signUpViaApi } from './support/users';

test.describe.configure({ timeout: 90_000 });

const DAY_MS = 24 * HOUR_MS;

async function freeSessionTokens(page: import('@playwright/test').Page): Promise<number> {
  return ((await (await page.request.get('/app/user/auth')).json()) as { freeSessionTokens: number }).freeSessionTokens;
}

test('empty lists say so', async ({ page }) => {
  await signUpViaApi(page, 'mentee');
  await page.goto('/dashboard/session');
  await expect(page.getByText('No upcoming sessions available.')).toBeVisible();
  await expect(page.getByText('Cancellation policy:')).toBeVisible();
  await page.goto('/dashboard/session-history');
  await expect(page.getByText('No past sessions available.')).toBeVisible();
});

test('cancelling within 24 hours is disabled and says why', async ({ page, browser }) => {
  const mentor = await setUpMentor(browser);
  await signUpViaApi(page, 'mentee');
  await confirmedSession(mentor, page.request, 2 * HOUR_MS);
  await page.goto('/dashboard/session');
  const cancel = page.getByRole('button', { name: 'Cancel session' });
  await expect(cancel).toBeDisabled();
  await expect(cancel).toHaveAccessibleDescription(/can be canceled until 24 hours before they start/);
});

test('a mentee cancels, rebooks for free and confirms the new slot with the token', async ({ page, browser }) => {
  const mentor = await setUpMentor(browser);
  await signUpViaApi(page, 'mentee', 'Milo Mentee');
  const first = await confirmedSession(mentor, page.request, 3 * DAY_MS);

  await page.goto('/dashboard/session');
  await expect(page.getByTestId('session-card')).toContainText(first.bookingId);
  await expect(page.getByTestId('session-card').getByRole('button', { name: 'Starts in 3 days' })).toBeDisabled();
  await page.getByRole('button', { name: 'Cancel session' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel the session' }).click();
  await expect(page.getByText('Your session has been canceled successfully!')).toBeVisible();
  await expect(page.getByText('No upcoming sessions available.')).toBeVisible();
  expect(await freeSessionTokens(page)).toBe(1);

  // The same mentor's calendar, for the same skill.
  await page.getByRole('link', { name: 'Rebook session for free' }).click();
  await expect(page).toHaveURL(/\/dashboard\/schedule\?mentor=/);
  await expect(page.getByText(`Availability of ${mentor.account.userName} for ${mentor.skillTitle}`)).toBeVisible();

  // The calendar (another page) books the new slot and opens its booking page.
  const second = await holdBooking(mentor, page.request, 4 * DAY_MS);
  await page.goto(`/booking/${second.bookingId}`);
  // The token is the first choice; paying stays one tap away.
  const details = page.getByRole('region', { name: 'Your session' });
  await expect(page.getByText('You have 1 free session(s) from a cancellation.', { exact: false })).toBeVisible();
  await expect(details).toContainText('1 free session');
  await expect(page.getByLabel('I agree to the terms and conditions')).toHaveCount(0);
  await page.getByRole('button', { name: 'Pay €10.00 instead' }).click();
  await expect(details).toContainText('€10.00');
  await expect(page.getByLabel('I agree to the terms and conditions')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Use a free session' }).click();

  await expect(page).toHaveURL(`/session-preview?bookingId=${second.bookingId}`);
  await expect(page.getByTestId('session-card')).toContainText(second.bookingId);
  expect(await freeSessionTokens(page)).toBe(0);
});

test('a mentee without tokens is refused the free confirmation', async ({ page, browser }) => {
  const mentor = await setUpMentor(browser);
  await signUpViaApi(page, 'mentee');
  const { bookingId } = await holdBooking(mentor, page.request, 2 * DAY_MS);
  const response = await page.request.post('/app/session/confirm-free-slot', { data: { bookingId } });
  expect(response.status()).toBe(409);
  await page.goto(`/booking/${bookingId}`);
  await expect(page.getByRole('region', { name: 'Your session' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use a free session' })).toHaveCount(0);
});

test('a mentor deletes a session on Delete sessions and the mentee is credited', async ({ page, browser }) => {
  const mentor = await setUpMentor(browser);
  await signUpViaApi(page, 'mentee', 'Milo Mentee');
  await confirmedSession(mentor, page.request, 3 * DAY_MS);

  const mentorPage = mentor.page;
  await mentorPage.goto('/dashboard/delete-sessions');
  await expect(mentorPage.getByRole('heading', { level: 1 })).toHaveText('Delete sessions');
  const row = mentorPage.getByRole('row', { name: /Milo Mentee/ });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(mentorPage.getByRole('dialog')).toContainText('Milo Mentee');
  await mentorPage.getByRole('dialog').getByRole('button', { name: 'Delete session' }).click();
  await expect(mentorPage.getByText('Your session has been canceled successfully!')).toBeVisible();
  await expect(mentorPage.getByText('No upcoming sessions found.')).toBeVisible();
  expect(await freeSessionTokens(page)).toBe(1);
  await mentor.context.close();
});
