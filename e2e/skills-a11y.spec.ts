import { randomUUID } from 'node:crypto';
import { E2E_ADMINS } from './support/admins';
import { expectAccessible, THEMES_TO_VISIT } from './support/axe';
import { expect, test } from './support/fixtures';
import { logInViaApi, signUpViaApi } from './support/users';

test.describe.configure({ timeout: 90_000 });

// expectAccessible checks both palettes on every page; a second theme is visited only for screenshots.
for (const theme of THEMES_TO_VISIT) {
  test.describe(`skills pages, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    test('admin tools with forms, field errors and the delete dialog', async ({ page }) => {
      await logInViaApi(page, E2E_ADMINS.viewer);
      const category = `0 Axe ${randomUUID().slice(0, 8)}`;
      const created = await page.request.post('/app/skill-category/create-skill-category', {
        data: { skillCategoryTitle: category, description: 'For the accessibility check' },
      });
      expect(created.status()).toBe(201);
      const categoryId = ((await created.json()) as { category: { _id: string } }).category._id;
      const skill = await page.request.post('/app/proto-skill/create-proto-skill', {
        data: { skillCategoryId: categoryId, protoSkillTitle: `Screen readers ${theme}` },
      });
      expect(skill.status()).toBe(201);

      await page.goto('/dashboard/admin-tools/skill-categories');
      await expect(page.getByRole('heading', { name: category })).toBeVisible();
      await page.getByRole('button', { name: 'Add category' }).click();
      await page.getByLabel('Category title').fill('x'.repeat(101));
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Skill Category Title:')).toBeVisible();
      await expectAccessible(page, `categories with a field error (${theme})`);
      await page.getByRole('button', { name: `Delete ${category}` }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, `category delete dialog (${theme})`);
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('link', { name: 'Manage skills' }).click();
      await page.getByLabel('Show category').selectOption({ label: category });
      await expect(page.getByRole('heading', { name: `Screen readers ${theme}` })).toBeVisible();
      await page.getByRole('button', { name: 'Add skill' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Please select category')).toBeVisible();
      await expectAccessible(page, `catalogue with a form error (${theme})`);

      await page.goto('/dashboard/mentor-skills');
      await expect(page.getByRole('region', { name: 'Skills' })).toBeVisible();
      await expectAccessible(page, `read-only catalogue for admins (${theme})`);
    });

    test('skills manager: list, add form with errors, and the mentee message', async ({ page }) => {
      await signUpViaApi(page, 'mentor');
      await page.goto('/dashboard/mentor-skills');
      const card = page.getByRole('region', { name: 'Skills' });
      await expect(card.getByText('You have not added any skills yet.')).toBeVisible();
      await expectAccessible(page, `skills list (${theme})`);
      await card.getByRole('button', { name: 'Add skill' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Please select proficiency')).toBeVisible();
      await expectAccessible(page, `add skill form with errors (${theme})`);

      await signUpViaApi(page, 'mentee');
      await page.goto('/dashboard/mentor-skills');
      await expect(page.getByText('Only mentors can manage skills.')).toBeVisible();
      await expectAccessible(page, `skills page for a mentee (${theme})`);
    });
  });
}
