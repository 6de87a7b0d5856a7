import type { Page } from '@playwright/test';
import { E2E_ADMINS } from './support/admins';
import { expectAccessible, THEMES_TO_VISIT } from './support/axe';
import { expect, test } from './support/fixtures';
import { ADMIN_PAGES, MEMBER_PAGES, PUBLIC_PAGES } from './support/routes';
import { logInViaApi, signUpViaApi } from './support/users';

async function visit(page: Page, path: string, heading?: string) {
  await page.goto(path);
  const h1 = page.getByRole('heading', { level: 1 });
  if (heading) await expect(h1).toHaveText(heading);
  else await expect(h1).toBeVisible();
}

// Each test checks several pages, each with a full axe run.
test.describe.configure({ timeout: 90_000 });

// expectAccessible checks both palettes on every page; a second theme is visited only for screenshots.
for (const theme of THEMES_TO_VISIT) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
      // Sliding panels are checked where they come to rest, not halfway.
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    test('public pages and the 404 page', async ({ page }) => {
      for (const [path, heading] of [...PUBLIC_PAGES, ['/missing', '404 - PAGE NOT FOUND'] as [string, string]]) {
        await visit(page, path, heading);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expectAccessible(page, `${path} (${theme})`);
      }
    });

    test('authentication views and a failed login', async ({ page }) => {
      await visit(page, '/authentication?mode=signup', 'Sign up');
      await expectAccessible(page, `sign up (${theme})`);
      await visit(page, '/authentication?mode=forgot', 'Forgot password');
      await expectAccessible(page, `forgot (${theme})`);
      await visit(page, '/authentication?reset=some-token-from-mail', 'Reset password');
      await expectAccessible(page, `reset (${theme})`);
      await visit(page, '/authentication', 'Login');
      await page.getByLabel('Email').fill('nobody@example.test');
      await page.getByLabel('Password').fill('wrong-password');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectAccessible(page, `login error (${theme})`);
      await visit(page, '/dashboard/settings', 'Please log in to view this page.');
      await expectAccessible(page, `login prompt (${theme})`);
    });

    // Two halves, so each stays well inside its time budget and they run in parallel.
    const half = Math.ceil(MEMBER_PAGES.length / 2);
    for (const [part, pages] of [
      ['dashboard', MEMBER_PAGES.slice(0, half)],
      ['other', MEMBER_PAGES.slice(half)],
    ] as const) {
      test(`member pages as a mentor (${part})`, async ({ page }) => {
        await signUpViaApi(page, 'mentor', 'Mira Mentor');
        for (const [path, heading] of pages) {
          await visit(page, path, heading);
          await expectAccessible(page, `${path} (${theme})`);
        }
      });
    }

    test('admin pages and the mentee schedule prompt', async ({ page }) => {
      await logInViaApi(page, E2E_ADMINS.viewer);
      for (const [path, heading] of ADMIN_PAGES) {
        await visit(page, path, heading);
        await expectAccessible(page, `${path} (${theme})`);
      }
      await visit(page, '/dashboard/schedule', 'Booking');
      await expectAccessible(page, `admin schedule prompt (${theme})`);
      await signUpViaApi(page, 'mentee');
      await visit(page, '/dashboard/schedule', 'Booking');
      await expectAccessible(page, `mentee schedule prompt (${theme})`);
    });

    test('settings with every form, messages and the delete dialog open', async ({ page }) => {
      await logInViaApi(page, E2E_ADMINS.viewer);
      await visit(page, '/dashboard/settings', 'Settings');
      const account = page.getByRole('region', { name: 'Account' });
      for (const action of ['Change user name', 'Change user image', 'Change password', 'Change email', 'Change role']) {
        await account.getByRole('button', { name: action }).click();
      }
      await account.getByLabel('New user name').fill('   ');
      await account.getByRole('button', { name: 'Save' }).first().click();
      await expect(account.getByRole('alert')).toBeVisible();
      await expectAccessible(page, `settings forms (${theme})`);
      await account.getByRole('button', { name: 'Delete account' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, `delete dialog (${theme})`);
    });

    test('phone menus open', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await signUpViaApi(page, 'mentee');
      await visit(page, '/dashboard');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })).toBeVisible();
      await expectAccessible(page, `header menu (${theme})`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Dashboard menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Settings' })).toBeVisible();
      await expectAccessible(page, `sidebar (${theme})`);
    });
  });
}
