import { E2E_ADMINS } from './support/admins';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { saveScreenshot, TAKE_SCREENSHOTS } from './support/screenshots';
import { logInViaApi, signUpViaApi } from './support/users';

test.describe.configure({ timeout: 90_000 });

interface OverviewWeek {
  weekStart: string;
  signups: number;
  bookings: number;
  completedSessions: number;
  revenueCents: number;
  refundsCents: number;
}

const CHARTS = ['Sign-ups', 'Bookings', 'Completed sessions', 'Revenue', 'Refunds'];

test('an admin reads the weekly overview on a phone, as charts and as a table, and changes the period', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  // A sign-up this week, so the current week's bar is not empty.
  await signUpViaApi(page, 'mentee');
  await logInViaApi(page, E2E_ADMINS.viewer);
  await page.goto('/dashboard/admin-tools/skill-categories');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin-tools\/overview$/);
  await expect(page.getByRole('heading', { name: 'Overview', level: 2 })).toBeVisible();
  for (const name of CHARTS) await expect(page.getByRole('img', { name, exact: true })).toBeVisible();

  const answer = await page.request.get('/app/admin/overview?weeks=12');
  const weeks = (await answer.json()) as OverviewWeek[];
  const thisWeek = weeks.at(-1)!;
  expect(thisWeek.signups).toBeGreaterThan(0);
  const signups = page.getByRole('region', { name: 'Sign-ups' });
  await expect(signups).toContainText(`${weeks.reduce((total, week) => total + week.signups, 0)} in the last 12 weeks`);
  await expect(page.getByRole('img', { name: 'Sign-ups', exact: true })).toHaveAccessibleDescription(/^Sign-ups: \d+ in the last 12 weeks; the most, \d+, in the week of /);

  // Nothing sticks out sideways on a 360 px phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await saveScreenshot(page, 'admin-overview-phone-en-light', { fullPage: true });

  await page.getByText('All figures as a table').click();
  const table = page.getByRole('table', { name: 'Figures per week, oldest first' });
  await expect(table.getByRole('row')).toHaveCount(13);
  const lastRow = table.getByRole('row').last();
  await expect(lastRow.getByRole('cell').first()).toHaveText(String(thisWeek.signups));
  await expectAccessible(page, 'overview with the table open (phone)');

  await page.getByLabel('Period').selectOption({ label: 'Last 4 weeks' });
  await expect(page).toHaveURL(/\?weeks=4$/);
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(signups).toContainText('in the last 4 weeks');
});

test('the overview on a wide screen in German, light and dark, is accessible', async ({ page }) => {
  // With screenshots it visits four looks, each checked by axe in both palettes.
  if (TAKE_SCREENSHOTS) test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await logInViaApi(page, E2E_ADMINS.viewer);
  const looks = [
    ['ger', 'true'],
    ['eng', 'false'],
    ['ger', 'false'],
    ['eng', 'true'],
  ] as const;
  for (const [language, dark] of TAKE_SCREENSHOTS ? looks : looks.slice(0, 1)) {
    await page.addInitScript(
      ({ l, d }) => {
        localStorage.setItem('language', l);
        localStorage.setItem('darkMode', d);
      },
      { l: language, d: dark },
    );
    await page.goto('/dashboard/admin-tools/overview?weeks=26');
    const german = language === 'ger';
    await expect(page.getByRole('heading', { name: german ? 'Übersicht' : 'Overview', level: 2 })).toBeVisible();
    await expect(page.getByLabel(german ? 'Zeitraum' : 'Period')).toHaveValue('26');
    await expect(page.getByRole('img', { name: german ? 'Umsatz' : 'Revenue', exact: true })).toBeVisible();
    const tag = `${german ? 'de' : 'en'}-${dark === 'true' ? 'dark' : 'light'}`;
    await saveScreenshot(page, `admin-overview-wide-${tag}`, { fullPage: true });
    await expectAccessible(page, `overview wide ${tag}`);
  }
});

test('a mentor is told the overview is for administrators', async ({ page }) => {
  await signUpViaApi(page, 'mentor');
  await page.goto('/dashboard/admin-tools/overview');
  await expect(page.getByText('Only administrators can use these tools.')).toBeVisible();
});
