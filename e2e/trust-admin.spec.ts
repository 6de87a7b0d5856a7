import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from './playwright.config';
import { E2E_ADMINS } from './support/admins';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { saveScreenshot, TAKE_SCREENSHOTS } from './support/screenshots';
import { clockOffset, confirmedSession, HOUR_MS, newUserContext, setUpMentor } from './support/sessions';
import { logInViaApi } from './support/users';

/**
 * The admin console on the main e2e server: a user reports a review, an admin hides it from the
 * reports queue and suspends its author from the users page; the console's pages in the looks the
 * vetting spec does not cover (1280×800 German dark, 360×780 English dark).
 */

async function setLook(page: Page, theme: 'light' | 'dark', language: 'eng' | 'ger') {
  await page.evaluate(
    ([dark, lang]) => {
      localStorage.setItem('darkMode', dark);
      localStorage.setItem('language', lang);
    },
    [String(theme === 'dark'), language] as const,
  );
}

test('a reported review is hidden by an admin, and its author suspended: logged out at once, login refused', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const marker = randomUUID().slice(0, 8);
  const mentor = await setUpMentor(browser, `Reviewed Rex ${marker}`);
  const author = await newUserContext(browser, 'mentee', `Rude Rudi ${marker}`);
  const { bookingId } = await confirmedSession(mentor, author.page.request, HOUR_MS);
  const review = await author.page.request.post('/app/feedback', {
    headers: { ...clockOffset(3 * HOUR_MS), 'Idempotency-Key': randomUUID() },
    data: { bookingId, comment: `Insulting words ${marker}`, rating: 1, publicFeedback: true },
  });
  expect(review.status(), await review.text()).toBe(201);
  const mentorUuid = ((await (await mentor.page.request.get('/app/user/auth')).json()) as { uuid: string }).uuid;

  // Someone else reads the mentor's profile and reports the review there.
  const reader = await newUserContext(browser, 'mentee', `Careful Carla ${marker}`);
  await reader.page.goto(`/dashboard/mentors/${mentorUuid}`);
  await reader.page.getByRole('button', { name: `Report the review by Rude Rudi ${marker}` }).click();
  const dialog = reader.page.getByRole('dialog', { name: 'Report this review?' });
  await dialog.getByLabel('What is wrong with it?').fill('Insults the mentor');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(reader.page.getByText('Thank you. An administrator will look at this review.')).toBeVisible();
  await expect(reader.page.getByRole('button', { name: `Report the review by Rude Rudi ${marker}` })).toBeDisabled();

  // The admin, on a desktop in German and dark: hides it from the reports queue.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await setLook(page, 'dark', 'ger');
  await logInViaApi(page, E2E_ADMINS.viewer);
  await page.goto('/dashboard/admin-tools/reports');
  const reported = page.getByRole('listitem', { name: `Bewertung von Rude Rudi ${marker}` });
  await expect(reported.getByText('Insults the mentor')).toBeVisible();
  await saveScreenshot(page, 'trust-reports-1280-dark-de', { fullPage: true });
  await expectAccessible(page, 'reports queue, German, dark');
  await reported.getByRole('button', { name: 'Bewertung ausblenden' }).click();
  await expect(page.getByText('Die Bewertung ist ausgeblendet.')).toBeVisible();
  await expect(reported.getByText('Ausgeblendet', { exact: true })).toBeVisible();
  // Gone from the profile's reviews and from the rating.
  const profile = await (await reader.page.request.get(`/app/search/mentor/${mentorUuid}`)).json();
  expect(profile.rating).toBeNull();

  // Suspends the author from the users page, with a reason.
  await page.getByRole('navigation', { name: 'Admin-Bereiche' }).getByRole('link', { name: 'Benutzer' }).click();
  await page.getByLabel('Name oder E-Mail').fill(`Rude Rudi ${marker}`);
  const row = page.getByRole('listitem', { name: `Rude Rudi ${marker}` });
  await row.getByRole('button', { name: 'Details' }).click();
  await expect(row.getByText(author.account.email)).toBeVisible();
  await row.getByRole('button', { name: 'Sperren' }).click();
  const suspend = page.getByRole('dialog', { name: `Rude Rudi ${marker} sperren?` });
  await suspend.getByLabel('Grund (wird im Protokoll festgehalten)').fill('Beleidigende Bewertungen');
  await saveScreenshot(page, 'trust-suspend-dialog-1280-dark-de');
  await suspend.getByRole('button', { name: 'Sperren' }).click();
  await expect(page.getByText(`Rude Rudi ${marker} ist gesperrt und überall abgemeldet.`)).toBeVisible();
  await expect(row.getByText('Gesperrt', { exact: true }).first()).toBeVisible();
  await saveScreenshot(page, 'trust-users-1280-dark-de', { fullPage: true });
  await expectAccessible(page, 'users page, German, dark');

  // The author's existing login ends with the next request; a new login is refused.
  expect((await author.page.request.get('/app/user/auth')).status()).toBe(401);
  const login = await author.page.request.post('/app/user/login', {
    data: { email: author.account.email, password: author.account.password },
  });
  expect(login.status()).toBe(403);

  // Both actions are in the audit log.
  await page.getByRole('navigation', { name: 'Admin-Bereiche' }).getByRole('link', { name: 'Protokoll' }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: 'Beleidigende Bewertungen' })).toContainText(`Rude Rudi ${marker}`);
  await expect(table.getByRole('row').filter({ hasText: 'hat die Bewertung ausgeblendet von' }).first()).toBeVisible();
  await saveScreenshot(page, 'trust-audit-1280-dark-de', { fullPage: true });
  await expectAccessible(page, 'audit log, German, dark');

  for (const context of [mentor.context, author.context, reader.context]) await context.close();
});

test('the console on a phone: every section reachable from the tabs, axe clean', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  await setLook(page, 'dark', 'eng');
  await logInViaApi(page, E2E_ADMINS.viewer);
  const sections = [
    ['Mentors queue', 'Mentors queue'],
    ['Users', 'Users'],
    ['Reports', 'Reported reviews'],
    ['Audit log', 'Audit log'],
    ['Skills', 'Manage skill categories'],
  ] as const;
  await page.goto('/dashboard/admin-tools');
  for (const [tab, heading] of sections) {
    const link = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: tab, exact: true });
    await link.click();
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    const box = await link.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await saveScreenshot(page, `trust-console-${tab.toLowerCase().replace(/ /g, '-')}-360-dark-en`, { fullPage: true });
    if (TAKE_SCREENSHOTS || tab === 'Users') await expectAccessible(page, `console ${tab} on a phone`);
  }
  expect(E2E_BASE_URL).toContain('localhost');
});
