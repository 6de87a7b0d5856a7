import type { Page } from '@playwright/test';
import { expectAccessible, THEMES_TO_VISIT } from './support/axe';
import { expect, test } from './support/fixtures';
import { saveScreenshot, TAKE_SCREENSHOTS } from './support/screenshots';
import { HOUR_MS, clockOffset, confirmedSession, holdBooking, setUpMentor } from './support/sessions';
import { signUpViaApi } from './support/users';

/** Each checked state, at phone and desktop width, to look at (support/screenshots.ts). */
async function snapshot(page: Page, name: string) {
  if (!TAKE_SCREENSHOTS) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await saveScreenshot(page, `${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.describe.configure({ timeout: 120_000 });

for (const theme of THEMES_TO_VISIT) {
  test(`booking, sessions, history, feedback and reviews pass axe (${theme})`, async ({ page, browser }) => {
    await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const mentor = await setUpMentor(browser);
    await signUpViaApi(page, 'mentee', 'Milo Mentee');

    const { bookingId } = await holdBooking(mentor, page.request, 3 * 24 * HOUR_MS);
    await page.goto(`/booking/${bookingId}`);
    await page.getByLabel('I agree to the terms and conditions').check();
    await expect(page.getByRole('button', { name: 'Pay €10.00' })).toBeVisible();
    await expectAccessible(page, `booking (${theme})`);
    await snapshot(page, `booking-${theme}`);

    const past = await confirmedSession(mentor, page.request, HOUR_MS);
    await page.goto('/dashboard/session');
    await expect(page.getByTestId('session-card')).toHaveCount(1);
    await page.getByRole('button', { name: /^Copy link: Video meeting/ }).click();
    await expectAccessible(page, `upcoming sessions (${theme})`);
    await snapshot(page, `upcoming-${theme}`);

    await page.setExtraHTTPHeaders(clockOffset(3 * HOUR_MS));
    await page.goto('/dashboard/session-history');
    await expect(page.getByTestId('no-feedback-yet')).toHaveText('Mira Mentor has not written feedback on this session yet.');
    await expectAccessible(page, `history (${theme})`);
    await snapshot(page, `history-${theme}`);

    await page.goto(`/feedback?bookingId=${past.bookingId}`);
    await page.getByRole('button', { name: 'Submit feedback' }).click();
    await expect(page.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
    await expectAccessible(page, `feedback form (${theme})`);
    await snapshot(page, `feedback-${theme}`);

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open what mentees say' }).click();
    await expect(page.getByRole('heading', { name: 'What mentees say' })).toBeVisible();
    await expectAccessible(page, `reviews sidebar (${theme})`);
    await snapshot(page, `sidebar-${theme}`);

    await mentor.page.goto('/dashboard/delete-sessions');
    await expect(mentor.page.getByRole('row', { name: /Milo Mentee/ })).toHaveCount(1);
    await expectAccessible(mentor.page, `delete sessions (${theme})`);
    await snapshot(mentor.page, `delete-${theme}`);
    await mentor.context.close();
  });
}
