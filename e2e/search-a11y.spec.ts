import { expectAccessible, THEMES_TO_VISIT } from './support/axe';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';
import { createCatalogue, createMentor, uniqueTag, type TestMentor } from './support/mentor-setup';
import { signUpViaApi } from './support/users';

const mentors: TestMentor[] = [];
test.afterEach(async () => {
  await Promise.all(mentors.splice(0).map((mentor) => mentor.api.dispose()));
});

for (const theme of THEMES_TO_VISIT) {
  test(`search page with results, the rebook notice and the empty state (${theme})`, async ({ page }) => {
    await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
    const tag = uniqueTag();
    const catalogue = await createCatalogue(`A11y ${tag}`, [`Elixir ${tag}`]);
    for (const name of ['Ivy', 'Jon', 'Kai', 'Lea']) {
      mentors.push(
        await createMentor(`${name} Access ${tag}`, [
          { protoSkillId: catalogue.skills[`Elixir ${tag}`]!, proficiency: 'advanced' },
        ]),
      );
    }
    await signUpViaApi(page, 'mentee');
    await page.goto(`/dashboard/search?rebook=1&q=access+${tag}`);
    await expect(page.getByTestId('mentor-result')).toHaveCount(4);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expectAccessible(page, `search results (${theme})`);
    await page.goto(`/dashboard/search?q=nobody+${tag}`);
    await expect(page.getByText('No mentors found.')).toBeVisible();
    await expectAccessible(page, `search empty (${theme})`);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/dashboard/search?q=access+${tag}`);
    await expect(page.getByTestId('mentor-result')).toHaveCount(4);
    await saveScreenshot(page, `search-360-${theme}`, { fullPage: true });
  });
}
