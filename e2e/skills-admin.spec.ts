import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMINS } from './support/admins';
import { expect, test } from './support/fixtures';
import { logInViaApi, signUpViaApi } from './support/users';

/**
 * Admin dashboard: skill categories and the catalogue (docs/product.md). Tests run in parallel
 * against one server, so every title carries a random suffix; titles start with "0" so they sort onto
 * the first page of lists ordered by title.
 */
const unique = (label: string) => `0 ${label} ${randomUUID().slice(0, 8)}`;

function toast(page: Page, text: string | RegExp) {
  return page.getByRole('status').filter({ hasText: text }).first();
}

async function openAdminTool(page: Page, tool: 'Manage skill categories' | 'Manage skills') {
  await page.goto('/dashboard/admin-tools/skill-categories');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin dashboard');
  await page.getByRole('navigation', { name: 'Admin tools' }).getByRole('link', { name: tool }).click();
  await expect(page.getByRole('heading', { level: 2, name: tool })).toBeVisible();
}

async function createCategoryViaApi(request: APIRequestContext, title: string): Promise<string> {
  const response = await request.post('/app/skill-category/create-skill-category', {
    data: { skillCategoryTitle: title, description: 'Made by a test' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { category: { _id: string } }).category._id;
}

test('an admin adds and edits a category, adds two catalogue skills, edits one and deletes one after confirming', async ({
  page,
}) => {
  await logInViaApi(page, E2E_ADMINS.viewer);
  const category = unique('Design');
  await openAdminTool(page, 'Manage skill categories');

  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByRole('heading', { name: 'Add category' })).toBeVisible();
  await page.getByLabel('Category title').fill(category);
  await page.getByLabel('Description (optional)').fill('Visual and product design');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Category added!')).toBeVisible();
  // A successful create closes the form (docs/product.md).
  await expect(page.getByLabel('Category title')).toBeHidden();
  const categories = page.getByRole('list', { name: 'Skill categories' });
  const row = categories.getByRole('listitem').filter({ has: page.getByRole('heading', { name: category }) });
  await expect(row).toContainText('Visual and product design');

  await page.getByRole('button', { name: `Edit ${category}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit category' })).toBeVisible();
  await expect(page.getByLabel('Category title')).toHaveValue(category);
  await page.getByLabel('Description (optional)').fill('Interfaces, type and colour');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Category updated!')).toBeVisible();
  await expect(row).toContainText('Interfaces, type and colour');

  // The catalogue: the category is required before anything is sent.
  await page.getByRole('link', { name: 'Manage skills' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Manage skills' })).toBeVisible();
  await page.getByRole('button', { name: 'Add skill' }).click();
  await page.getByLabel('Skill title').fill('Figma');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please select category')).toBeVisible();

  const form = page.getByRole('form', { name: 'Add skill' });
  await form.getByLabel('Category').selectOption({ label: category });
  await expect(page.getByText('Please select category')).toBeHidden();
  await form.getByLabel('Description (optional)').fill('Prototypes and components');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Skill created!')).toBeVisible();
  await expect(form).toBeHidden();

  await page.getByRole('button', { name: 'Add skill' }).click();
  await form.getByLabel('Category').selectOption({ label: category });
  await form.getByLabel('Skill title').fill('Typography');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Skill created!')).toBeVisible();
  await expect(form).toBeHidden();

  await page.getByLabel('Show category').selectOption({ label: category });
  const skills = page.getByRole('list', { name: 'Catalogue skills' });
  await expect(skills.getByRole('heading', { level: 3 })).toHaveText(['Figma', 'Typography']);
  await expect(skills.getByText('Prototypes and components')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Typography' }).click();
  const editForm = page.getByRole('form', { name: 'Edit skill' });
  await expect(editForm.getByLabel('Skill title')).toHaveValue('Typography');
  await editForm.getByLabel('Skill title').fill('Type Design');
  await editForm.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Skill updated!')).toBeVisible();
  await expect(skills.getByRole('heading', { level: 3 })).toHaveText(['Figma', 'Type Design']);

  // Delete asks first; Cancel keeps the skill.
  await page.getByRole('button', { name: 'Delete Figma' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this skill?' });
  await expect(dialog).toContainText('Figma');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(skills.getByRole('heading', { level: 3 })).toHaveText(['Figma', 'Type Design']);
  await page.getByRole('button', { name: 'Delete Figma' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Skill deleted!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(skills.getByRole('heading', { level: 3 })).toHaveText(['Type Design']);

  // A category that still holds a skill cannot go: the server's 409 message arrives as a toast.
  await page.getByRole('link', { name: 'Manage skill categories' }).click();
  await page.getByRole('button', { name: `Delete ${category}` }).click();
  await page.getByRole('dialog', { name: 'Delete this category?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'This category still holds 1 skill(s).')).toBeVisible();
  await expect(categories.getByRole('heading', { name: category })).toBeVisible();
});

test('server validation: a duplicate title is a toast, an over-long title an error under its field, Close clears it', async ({
  page,
}) => {
  await logInViaApi(page, E2E_ADMINS.viewer);
  const taken = unique('Taken');
  await createCategoryViaApi(page.request, taken);
  await openAdminTool(page, 'Manage skill categories');

  await page.getByRole('button', { name: 'Add category' }).click();
  await page.getByLabel('Category title').fill(taken);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'A category with this title already exists.')).toBeVisible();
  await expect(page.getByLabel('Category title')).toBeVisible();

  await page.getByLabel('Category title').fill('x'.repeat(101));
  await page.getByRole('button', { name: 'Save' }).click();
  const title = page.getByLabel('Category title');
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveAccessibleDescription('Skill Category Title: Title must be at most 100 characters');
  await expect(page.getByText('Skill Category Title: Title must be at most 100 characters')).toBeVisible();

  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByLabel('Category title')).toHaveValue('');
  await expect(page.getByText('Skill Category Title:')).toBeHidden();

  // A blank title is refused by the server under the field, too.
  await page.getByLabel('Category title').fill('   ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Skill Category Title: Please enter a category title')).toBeVisible();
});

test('page controls step through a catalogue of more than 50 skills', async ({ page }) => {
  test.setTimeout(60_000);
  await logInViaApi(page, E2E_ADMINS.viewer);
  const category = unique('Paged');
  const categoryId = await createCategoryViaApi(page.request, category);
  for (let batch = 0; batch < 51; batch += 17) {
    await Promise.all(
      Array.from({ length: 17 }, async (_, index) => {
        const number = String(batch + index + 1).padStart(2, '0');
        const response = await page.request.post('/app/proto-skill/create-proto-skill', {
          data: { skillCategoryId: categoryId, protoSkillTitle: `Skill ${number}` },
        });
        expect(response.status()).toBe(201);
      }),
    );
  }

  await openAdminTool(page, 'Manage skills');
  await page.getByLabel('Show category').selectOption({ label: category });
  const pager = page.getByRole('navigation', { name: 'Skill pages' });
  const skills = page.getByRole('list', { name: 'Catalogue skills' }).getByRole('heading', { level: 3 });
  await expect(pager.getByText('1 / 2')).toBeVisible();
  await expect(skills).toHaveCount(50);
  await expect(skills.first()).toHaveText('Skill 01');
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByText('2 / 2')).toBeVisible();
  await expect(skills).toHaveText(['Skill 51']);
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();

  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager.getByText('1 / 2')).toBeVisible();
  await expect(skills).toHaveCount(50);
});

test('in German: translated labels, toasts and the server message', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'ger'));
  await logInViaApi(page, E2E_ADMINS.viewer);
  const category = unique('Sprache');
  await page.goto('/dashboard/admin-tools/skill-categories');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin-Dashboard');
  await page.getByRole('link', { name: 'Fähigkeitskategorien verwalten' }).click();

  await page.getByRole('button', { name: 'Kategorie hinzufügen' }).click();
  await page.getByLabel('Kategorietitel').fill(category);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Kategorie hinzugefügt!')).toBeVisible();

  await page.getByRole('button', { name: 'Kategorie hinzufügen' }).click();
  await page.getByLabel('Kategorietitel').fill(category);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Es gibt bereits eine Kategorie mit diesem Titel.')).toBeVisible();
  await page.getByRole('button', { name: 'Schließen', exact: true }).click();

  await page.getByRole('link', { name: 'Fähigkeiten verwalten' }).click();
  await page.getByRole('button', { name: 'Fähigkeit hinzufügen' }).click();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Bitte wählen Sie eine Kategorie aus')).toBeVisible();
});

test('a mentee sees neither the admin tools nor their controls', async ({ page }) => {
  await signUpViaApi(page, 'mentee');
  await page.goto('/dashboard/admin-tools/skill-categories');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin dashboard');
  await expect(page.getByText('Only administrators can use these tools.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage skill categories' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add category' })).toHaveCount(0);

  await page.goto('/dashboard/admin-tools/admin-skills');
  await expect(page.getByText('Only administrators can use these tools.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add skill' })).toHaveCount(0);
});
