import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { E2E_ADMINS } from './support/admins';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';
import { confirmedSession, createSlot, HOUR_MS, setUpMentor } from './support/sessions';
import { signUpViaApi } from './support/users';

/**
 * What a mentee has to pay with shows before the checkout: the price and their free sessions on the
 * search cards, the profile and the phone's Book bar, the balance on the dashboard. "Rebook for free"
 * opens the same mentor's calendar, also after a reload. An admin's dashboard offers the console, not
 * "Find a mentor".
 */
test.describe.configure({ timeout: 120_000 });

const DAY_MS = 24 * HOUR_MS;
const PHONE = { width: 360, height: 780 };
const WIDE = { width: 1280, height: 800 };
const shot = (page: Page, name: string) => saveScreenshot(page, name, { fullPage: true });

test.describe('on a phone, in English', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true, locale: 'en-US' });

  test('a mentee cancels, rebooks with the same mentor, and sees the free session wherever they decide', async ({ page, browser }) => {
    const mentor = await setUpMentor(browser, 'Rita Rebook');
    await createSlot(mentor.page.request, 5 * DAY_MS);
    await signUpViaApi(page, 'mentee', 'Milo Mentee');
    await confirmedSession(mentor, page.request, 3 * DAY_MS);

    await page.goto('/dashboard/session');
    await page.getByRole('button', { name: 'Cancel session' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel the session' }).click();
    const rebook = page.getByRole('link', { name: 'Rebook session for free' });
    await expect(rebook).toBeVisible();
    // The link is in the page's address: a reload keeps it.
    await page.reload();
    await expect(rebook).toBeVisible();
    await rebook.click();

    await expect(page).toHaveURL(/\/dashboard\/schedule\?mentor=/);
    await expect(page.getByText(`Availability of ${mentor.account.userName} for ${mentor.skillTitle}`)).toBeVisible();
    await page.reload();
    await expect(page.getByText(`Availability of ${mentor.account.userName} for ${mentor.skillTitle}`)).toBeVisible();
    await expect(page.getByTestId('session-price').first()).toHaveText(/€10\.00 per session\s*1 free session/);
    await page.getByRole('group', { name: 'Free times' }).getByRole('button').first().click();
    const bar = page.getByTestId('session-price').last();
    await expect(bar).toHaveText(/1 free session/);
    await shot(page, 'mentee-rebook-picker-phone-en-light');

    await page.goto(`/dashboard/search?q=${encodeURIComponent(mentor.account.userName)}`);
    await expect(page.getByRole('region', { name: mentor.account.userName }).getByTestId('session-price')).toHaveText(
      /€10\.00 per session\s*1 free session/,
    );

    await page.goto('/dashboard');
    const balance = page.getByTestId('balance');
    await expect(balance).toContainText('1 free session');
    await expect(balance.getByRole('link', { name: 'Use it: find a mentor' })).toBeVisible();
    await expectAccessible(page, 'dashboard with balance, phone');
    await shot(page, 'mentee-dashboard-phone-en-light');
  });
});

test.describe('on a desktop, in German, dark', () => {
  test.use({ viewport: WIDE, locale: 'de-DE' });

  test("a new mentee's balance reads none; an admin's dashboard leads to the console", async ({ page, browser }) => {
    await page.addInitScript(() => {
      localStorage.setItem('language', 'ger');
      localStorage.setItem('darkMode', 'true');
    });
    await signUpViaApi(page, 'mentee', 'Mia Mentee');
    await page.goto('/dashboard');
    await expect(page.getByTestId('balance')).toContainText('Keine kostenlosen Sitzungen');
    await expect(page.getByTestId('balance').getByTestId('session-price')).toHaveText(/pro Sitzung/);
    await expectAccessible(page, 'dashboard with balance, desktop, de');
    await shot(page, 'mentee-dashboard-desktop-de-dark');

    const admin = await browser.newContext({ viewport: WIDE, locale: 'de-DE' });
    const adminPage = await admin.newPage();
    await adminPage.addInitScript(() => localStorage.setItem('language', 'ger'));
    const login = await adminPage.request.post('/app/user/login', {
      data: { email: E2E_ADMINS.viewer.email, password: E2E_ADMINS.viewer.password },
    });
    expect(login.status()).toBe(200);
    await adminPage.goto('/dashboard');
    await expect(adminPage.getByRole('link', { name: 'Admin-Dashboard' }).first()).toBeVisible();
    await expect(adminPage.getByRole('link', { name: 'Mentor finden' })).toHaveCount(0);
    await expect(adminPage.getByTestId('balance')).toHaveCount(0);
    await shot(adminPage, 'admin-dashboard-desktop-de-light');
    await admin.close();
  });
});
