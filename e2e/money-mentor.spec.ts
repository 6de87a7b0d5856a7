import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { E2E_ADMINS } from './support/admins';
import { expect, test } from './support/fixtures';
import { uniqueTag } from './support/mentor-setup';
import { saveScreenshot, TAKE_SCREENSHOTS } from './support/screenshots';
import { confirmedSession, HOUR_MS, newUserContext, setUpMentor, type MentorSetup } from './support/sessions';
import { logInViaApi } from './support/users';
import { E2E_BASE_URL } from './playwright.config';

/**
 * The mentor's and the admin's side of the money: a mentor sees each session's earning pending, then
 * available once the hold after the session has passed (the server's clock moved with the test clock
 * cookie, for this test's requests only), connects the simulated payout account, and is paid by an
 * admin's payout run; the admin refunds a session and is told plainly when someone else already did.
 */
test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 360, height: 780 };
const WIDE = { width: 1280, height: 800 };
// The sessions end within four and a half hours; the hold is 48 hours after the end.
const PAST_THE_HOLD_MS = 53 * HOUR_MS;

/** The server sees this context's requests `offsetMs` later (TEST_HOOKS only, e2e/support/serve.ts). */
async function moveClock(context: BrowserContext, offsetMs: number) {
  await context.addCookies([{ name: 'test-clock-offset-ms', value: String(offsetMs), url: E2E_BASE_URL }]);
}

/** Full-page shots in both themes and both sizes (the language is the page's); only when someone will look. */
async function shots(page: Page, name: string) {
  if (!TAKE_SCREENSHOTS) return;
  const size = page.viewportSize();
  const shown = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', WIDE],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
      await saveScreenshot(page, `money-mentor/${name}-${label}-${theme}`, { fullPage: true });
    }
  }
  await page.evaluate((value) => (document.documentElement.dataset.theme = value), shown);
  if (size) await page.setViewportSize(size);
}

/** A session `startsInMs` ahead paid by card by a mentee of its own (each pays the full single price). */
async function paidSession(browser: Browser, mentor: MentorSetup, startsInMs: number, menteeName: string) {
  const mentee = await newUserContext(browser, 'mentee', menteeName);
  try {
    return await confirmedSession(mentor, mentee.page.request, startsInMs);
  } finally {
    await mentee.context.close();
  }
}

async function adminPage(browser: Browser, options: { viewport: { width: number; height: number }; locale: string }) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, ...options });
  const page = await context.newPage();
  await logInViaApi(page, E2E_ADMINS.viewer);
  return { context, page };
}

test.describe('on a phone, in English, light', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true, locale: 'en-US' });

  test('earnings go from pending to available, are paid out after connecting a payout account, and an admin refunds', async ({
    page,
    browser,
  }) => {
    const tag = uniqueTag().slice(0, 4);
    const mentor = await setUpMentor(browser, `Penny Payout ${tag}`);
    const sessions = [];
    // One after the other (a mentor's slots never overlap), the last ending about four hours from now.
    for (const [index, name] of ['Ana', 'Ben', 'Cem'].entries()) {
      sessions.push(await paidSession(browser, mentor, (1 + index * 1.1) * HOUR_MS, `${name} Mentee ${tag}`));
    }
    const upcoming = await paidSession(browser, mentor, 5 * 24 * HOUR_MS, `Dora Mentee ${tag}`);
    await logInViaApi(page, mentor.account);

    await page.goto('/dashboard/earnings');
    await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
    await expect(page.getByTestId('total-pending')).toContainText('€32.00');
    await expect(page.getByTestId('total-available')).toContainText('€0.00');
    await expect(page.getByText('Becomes available 48 hours after the session ends')).toBeVisible();
    const cards = page.getByTestId('earning-card');
    await expect(cards).toHaveCount(4);
    await expect(cards.filter({ hasText: `Ana Mentee ${tag}` })).toContainText(/Pending.*€10\.00.*−€2\.00.*€8\.00/s);
    await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/app/earnings.csv');
    await expectAccessible(page, 'earnings, pending, phone');
    await shots(page, 'earnings-pending-en');

    // Two days and more after the sessions ended, as the server sees it.
    await moveClock(page.context(), PAST_THE_HOLD_MS);
    await page.reload();
    await expect(page.getByTestId('total-available')).toContainText('€24.00');
    await expect(page.getByTestId('total-pending')).toContainText('€8.00');
    await expect(cards.filter({ hasText: `Ana Mentee ${tag}` })).toContainText('Available');

    await page.getByRole('button', { name: 'Connect payout account' }).click();
    await expect(page).toHaveURL(/\/dashboard\/payout-onboarding\?account=sim_acct_/);
    await expect(page.getByText('This is a simulated payout account.')).toBeVisible();
    await expectAccessible(page, 'payout onboarding, phone');
    await shots(page, 'payout-onboarding-en');
    await page.getByRole('button', { name: 'Complete test onboarding' }).click();
    await expect(page).toHaveURL('/dashboard/earnings');
    await expect(page.getByText('Connected', { exact: true })).toBeVisible();
    await expect(page.getByText('Your payout account is ready.')).toBeVisible();

    const admin = await adminPage(browser, { viewport: PHONE, locale: 'en-US' });
    try {
      await moveClock(admin.context, PAST_THE_HOLD_MS);
      await admin.page.goto('/dashboard/admin-tools/payouts');
      await admin.page.getByRole('button', { name: 'Run payouts now' }).click();
      const confirm = admin.page.getByRole('dialog', { name: 'Run payouts now?' });
      await confirm.getByRole('button', { name: 'Pay out now' }).click();
      const result = admin.page.getByTestId('payout-run-result');
      await expect(result).toContainText('Payout run finished');
      await expect(result.getByRole('list', { name: 'Paid in this run' })).toContainText(
        new RegExp(`€24\\.00\\s*${mentor.account.userName}`),
      );
      await expect(admin.page.getByRole('list', { name: 'All payouts' })).toContainText(mentor.account.userName);
      await expect(admin.page.getByRole('button', { name: 'Run payouts now' })).toBeEnabled();
      await expectAccessible(admin.page, 'admin payouts, phone');
      await shots(admin.page, 'admin-payouts-en');

      await page.reload();
      await expect(page.getByTestId('total-paid')).toContainText('€24.00');
      await expect(page.getByTestId('total-available')).toContainText('€0.00');
      await expect(cards.filter({ hasText: `Ana Mentee ${tag}` })).toContainText('Paid out');
      await expect(page.getByTestId('payout-row')).toContainText(/€24\.00\s*Sent/);
      await shots(page, 'earnings-paid-en');

      // The refund of the upcoming session, found by its booking id.
      await admin.page.getByRole('link', { name: 'Refunds' }).click();
      await admin.page.getByRole('searchbox', { name: 'Booking id, name or email' }).fill(upcoming.bookingId);
      const row = admin.page.getByTestId('refund-row');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(`Dora Mentee ${tag} with ${mentor.account.userName}`);
      await row.getByRole('button', { name: 'Refund' }).click();
      const dialog = admin.page.getByRole('dialog', { name: `Refund €10.00 to Dora Mentee ${tag}?` });
      await dialog.getByRole('button', { name: 'Refund €10.00' }).click();
      await expect(dialog.getByText('Please give a reason')).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Reason (the audit log keeps it)' }).fill('The mentor is ill');
      await expectAccessible(admin.page, 'refund dialog, phone');
      await shots(admin.page, 'admin-refund-dialog-en');
      await dialog.getByRole('button', { name: 'Refund €10.00' }).click();
      await expect(admin.page.getByText(`Refunded €10.00 to Dora Mentee ${tag}; the session is cancelled.`)).toBeVisible();
      await expect(row).toContainText('Refunded');
      await expect(row).toContainText('The mentor is ill');

      // Another admin refunded Ana's session meanwhile: this list still offers it, and the refusal says why.
      await admin.page.getByRole('searchbox', { name: 'Booking id, name or email' }).fill(sessions[0]!.bookingId);
      await expect(row).toContainText(`Ana Mentee ${tag}`);
      const other = await admin.page.request.post(`/app/admin/bookings/${sessions[0]!.bookingId}/refund`, {
        data: { reason: 'Complaint' },
      });
      expect(other.status()).toBe(200);
      await row.getByRole('button', { name: 'Refund' }).click();
      const again = admin.page.getByRole('dialog', { name: `Refund €10.00 to Ana Mentee ${tag}?` });
      await again.getByRole('textbox', { name: 'Reason (the audit log keeps it)' }).fill('Complaint');
      await again.getByRole('button', { name: 'Refund €10.00' }).click();
      await expect(again.getByRole('alert')).toHaveText('This booking has already been refunded.');
      await again.getByRole('button', { name: 'Cancel' }).click();
      await shots(admin.page, 'admin-refunds-en');

      await admin.page.getByRole('link', { name: 'Audit log' }).click();
      await expect(admin.page.getByRole('list', { name: 'Audit log' })).toContainText(
        `refunded the session of Dora Mentee ${tag}`,
      );

      // The mentor sees both refunds; the paid-out one leaves a negative balance for the next payout.
      await page.reload();
      await expect(cards.filter({ hasText: `Dora Mentee ${tag}` })).toContainText('Refunded');
      await expect(page.getByTestId('total-available')).toContainText(/-€8\.00/);
    } finally {
      await admin.context.close();
      await mentor.context.close();
    }
  });
});

test.describe('on a desktop, in German, dark', () => {
  test.use({ viewport: WIDE, locale: 'de-DE' });

  test('the Earnings page, the onboarding page and the admin money pages read well and pass axe', async ({ page, browser }) => {
    const darkGerman = () => {
      localStorage.setItem('language', 'ger');
      localStorage.setItem('darkMode', 'true');
    };
    await page.addInitScript(darkGerman);
    const mentor = await setUpMentor(browser, `Petra Prüfer ${uniqueTag().slice(0, 4)}`);
    await paidSession(browser, mentor, 3 * HOUR_MS, 'Emil Mentee');
    await logInViaApi(page, mentor.account);

    await page.goto('/dashboard/earnings');
    await expect(page.getByRole('heading', { level: 1, name: 'Einnahmen' })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('Emil Mentee');
    await expect(page.getByRole('table')).toContainText('Ausstehend');
    await expectAccessible(page, 'earnings, desktop, de, dark');
    await shots(page, 'earnings-pending-de');

    await page.getByRole('button', { name: 'Auszahlungskonto verbinden' }).click();
    await expect(page.getByText('Dies ist ein simuliertes Auszahlungskonto.')).toBeVisible();
    await expectAccessible(page, 'payout onboarding, desktop, de, dark');
    await shots(page, 'payout-onboarding-de');
    await page.getByRole('button', { name: 'Test-Einrichtung abschließen' }).click();
    await expect(page.getByText('Verbunden', { exact: true })).toBeVisible();

    const admin = await adminPage(browser, { viewport: WIDE, locale: 'de-DE' });
    try {
      await admin.page.addInitScript(darkGerman);
      await admin.page.goto('/dashboard/admin-tools/payouts');
      await expect(admin.page.getByRole('heading', { level: 2, name: 'Auszahlungen' })).toBeVisible();
      await expectAccessible(admin.page, 'admin payouts, desktop, de, dark');
      await shots(admin.page, 'admin-payouts-de');
      await admin.page.goto('/dashboard/admin-tools/refunds');
      await admin.page.getByRole('searchbox', { name: 'Buchungsnummer, Name oder E-Mail' }).fill(mentor.account.userName);
      await expect(admin.page.getByTestId('refund-row')).toHaveCount(1);
      await expect(admin.page.getByTestId('refund-row')).toContainText('Emil Mentee');
      await expectAccessible(admin.page, 'admin refunds, desktop, de, dark');
      await shots(admin.page, 'admin-refunds-de');
    } finally {
      await admin.context.close();
      await mentor.context.close();
    }
  });
});
