import { expectAccessible, THEMES_TO_VISIT } from './support/axe';
import { expect, test } from './support/fixtures';
import { saveScreenshot, TAKE_SCREENSHOTS } from './support/screenshots';
import {
  E2E_TIME_ZONE,
  createCatalogue,
  createMentor,
  createSlot,
  nextWeekAt,
  uniqueTag,
  type TestMentor,
} from './support/mentor-setup';
import { signUpViaApi } from './support/users';

test.use({ timezoneId: E2E_TIME_ZONE, locale: 'en-US' });
// Several full axe runs per test.
test.describe.configure({ timeout: 90_000 });

const mentors: TestMentor[] = [];
test.afterEach(async () => {
  await Promise.all(mentors.splice(0).map((mentor) => mentor.api.dispose()));
});

for (const theme of THEMES_TO_VISIT) {
  test(`schedule: mentor calendar in every view and a mentee's booking panel (${theme})`, async ({ page }) => {
    await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
    const tag = uniqueTag();
    const catalogue = await createCatalogue(`Sched ${tag}`, [`Scala ${tag}`]);
    const mentor = await createMentor(`Axe Mentor ${tag}`, [
      { protoSkillId: catalogue.skills[`Scala ${tag}`]!, proficiency: 'beginner' },
    ]);
    mentors.push(mentor);
    const start = nextWeekAt(9);
    await createSlot(mentor, start);

    await signUpViaApi(page, 'mentee');
    await page.goto('/dashboard/schedule');
    await expect(page.getByText('Please select a mentor to view their availability.')).toBeVisible();
    await expectAccessible(page, `mentee without mentor (${theme})`);

    await page.goto(`/dashboard/search?q=${encodeURIComponent(mentor.userName)}`);
    await page.getByRole('button', { name: `Scala ${tag} (Beginner)` }).click();
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    const event = page.locator(`.sx__time-grid-day[data-time-grid-date="${start.toPlainDate().toString()}"] .sx__event`);
    await event.click();
    await expect(page.getByRole('button', { name: 'Book this slot' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.locator('.sx__calendar-wrapper')).toHaveClass(theme === 'dark' ? /is-dark/ : /^((?!is-dark).)*$/);
    await expectAccessible(page, `mentee week view with panel (${theme})`);

    // The mentor's own calendar, in every view.
    await page.context().clearCookies();
    await signUpViaApi(page, 'mentor');
    await page.goto('/dashboard/schedule');
    for (const view of ['Month', 'Week', 'Day', 'Agenda']) {
      await page.getByRole('button', { name: view, exact: true }).click();
      await expect(page.getByRole('button', { name: view, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expectAccessible(page, `mentor ${view} (${theme})`);
    }
    if (TAKE_SCREENSHOTS) {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.getByRole('button', { name: 'Month', exact: true }).click();
      // Let Schedule-X's view transition finish before the picture.
      await page.waitForTimeout(500);
      await saveScreenshot(page, `schedule-360-${theme}`, { fullPage: true });
    }
  });
}
