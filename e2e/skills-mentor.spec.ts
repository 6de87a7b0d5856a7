import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMINS } from './support/admins';
import { expect, test } from './support/fixtures';
import { logInViaApi, signUpViaApi } from './support/users';

/** Skills manager (docs/product.md): a mentor's own skills, chosen from the catalogue. */
const unique = (label: string) => `0 ${label} ${randomUUID().slice(0, 8)}`;

function toast(page: Page, text: string | RegExp) {
  return page.getByRole('status').filter({ hasText: text }).first();
}

/** The catalogue the mentor picks from, made by the viewer admin on the test's own request context. */
async function catalogueViaApi(request: APIRequestContext, skillTitles: string[]) {
  const login = await request.post('/app/user/login', { data: E2E_ADMINS.viewer });
  expect(login.status()).toBe(200);
  const category = unique('Languages');
  const created = await request.post('/app/skill-category/create-skill-category', { data: { skillCategoryTitle: category } });
  expect(created.status()).toBe(201);
  const categoryId = ((await created.json()) as { category: { _id: string } }).category._id;
  const skillIds: string[] = [];
  for (const protoSkillTitle of skillTitles) {
    const response = await request.post('/app/proto-skill/create-proto-skill', {
      data: { skillCategoryId: categoryId, protoSkillTitle },
    });
    expect(response.status()).toBe(201);
    skillIds.push(((await response.json()) as { populatedSkill: { _id: string } }).populatedSkill._id);
  }
  return { category, categoryId, skillIds };
}

async function openSkills(page: Page) {
  await page.goto('/dashboard/mentor-skills');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage skills');
  return page.getByRole('region', { name: 'Skills' });
}

test('a mentor adds a skill with proficiency and notes, edits it and deletes it', async ({ page, request }) => {
  const { category } = await catalogueViaApi(request, ['TypeScript', 'Rust']);
  await signUpViaApi(page, 'mentor');
  const card = await openSkills(page);
  await expect(card.getByText('You have not added any skills yet.')).toBeVisible();

  await card.getByRole('button', { name: 'Add skill' }).click();
  const addCard = page.getByRole('region', { name: 'Add skill' });
  await addCard.getByRole('button', { name: 'Save' }).click();
  await expect(addCard.getByText('Please select a skill')).toBeVisible();
  await expect(addCard.getByText('Please select proficiency')).toBeVisible();

  // Close clears the errors and shows the list again.
  await addCard.getByRole('button', { name: 'Close' }).click();
  await expect(card.getByText('You have not added any skills yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Add skill' }).click();
  await expect(addCard.getByText('Please select a skill')).toBeHidden();

  await addCard.getByLabel('Category').selectOption({ label: category });
  await expect(addCard.getByLabel('Skill', { exact: true }).locator('option')).toHaveText([
    'Select a skill',
    'Rust',
    'TypeScript',
  ]);
  await addCard.getByLabel('Skill', { exact: true }).selectOption({ label: 'TypeScript' });
  await addCard.getByLabel('Proficiency').selectOption({ label: 'Intermediate' });
  await addCard.getByLabel('Notes (optional)').fill('Types for large front ends');
  // Each change carries an Idempotency-Key made when the person acted (docs/product.md, "The HTTP contract").
  const createRequest = page.waitForRequest('**/app/user-skill/create-user-skill');
  await addCard.getByRole('button', { name: 'Save' }).click();
  expect((await createRequest).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  await expect(toast(page, 'Skill created!')).toBeVisible();

  const list = card.getByRole('list', { name: 'Your skills' });
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(['TypeScript']);
  await expect(list.getByText(`${category} · Intermediate`)).toBeVisible();
  await expect(list.getByText('Types for large front ends')).toBeVisible();

  // Adding the same catalogue skill again: the server's 409 message as a toast, the form stays open.
  await card.getByRole('button', { name: 'Add skill' }).click();
  await addCard.getByLabel('Category').selectOption({ label: category });
  await addCard.getByLabel('Skill', { exact: true }).selectOption({ label: 'TypeScript' });
  await addCard.getByLabel('Proficiency').selectOption({ label: 'Beginner' });
  await addCard.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'You already offer this skill. Edit it instead.')).toBeVisible();
  await addCard.getByRole('button', { name: 'Close' }).click();

  // Edit: only proficiency and notes can change.
  await card.getByRole('button', { name: 'Edit TypeScript' }).click();
  const editCard = page.getByRole('region', { name: 'Edit skill' });
  await expect(editCard.getByLabel('Skill', { exact: true })).toHaveCount(0);
  await expect(editCard.getByText('TypeScript')).toBeVisible();
  await expect(editCard.getByLabel('Proficiency')).toHaveValue('intermediate');
  await editCard.getByLabel('Proficiency').selectOption({ label: 'Advanced' });
  await editCard.getByLabel('Notes (optional)').fill('Compiler API and strict mode');
  await editCard.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Skill updated!')).toBeVisible();
  await expect(list.getByText(`${category} · Advanced`)).toBeVisible();
  await expect(list.getByText('Compiler API and strict mode')).toBeVisible();

  await card.getByRole('button', { name: 'Delete TypeScript' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this skill from your profile?' });
  await expect(dialog).toContainText('TypeScript');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Skill deleted!')).toBeVisible();
  await expect(card.getByText('You have not added any skills yet.')).toBeVisible();
});

test('page controls step through more than 50 of a mentor’s skills', async ({ page, request }) => {
  test.setTimeout(90_000);
  const titles = Array.from({ length: 51 }, (_, index) => `Topic ${String(index + 1).padStart(2, '0')}`);
  const { skillIds } = await catalogueViaApi(request, titles);
  await signUpViaApi(page, 'mentor');
  for (let start = 0; start < skillIds.length; start += 17) {
    await Promise.all(
      skillIds.slice(start, start + 17).map(async (protoSkillId) => {
        const response = await page.request.post('/app/user-skill/create-user-skill', {
          data: { protoSkillId, proficiency: 'beginner' },
        });
        expect(response.status()).toBe(201);
      }),
    );
  }

  const card = await openSkills(page);
  const pager = card.getByRole('navigation', { name: 'Skill pages' });
  const skills = card.getByRole('list', { name: 'Your skills' }).getByRole('heading', { level: 3 });
  await expect(pager.getByText('1 / 2')).toBeVisible();
  await expect(skills).toHaveCount(50);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByText('2 / 2')).toBeVisible();
  await expect(skills).toHaveText(['Topic 51']);
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager.getByText('1 / 2')).toBeVisible();
  await expect(skills.first()).toHaveText('Topic 01');
});

test('in German: the skills manager’s labels and messages', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'ger'));
  await signUpViaApi(page, 'mentor');
  await page.goto('/dashboard/mentor-skills');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fähigkeiten verwalten');
  const card = page.getByRole('region', { name: 'Fähigkeiten' });
  await card.getByRole('button', { name: 'Fähigkeit hinzufügen' }).click();
  const addCard = page.getByRole('region', { name: 'Fähigkeit hinzufügen' });
  await expect(addCard.getByLabel('Niveau').locator('option')).toHaveText([
    'Niveau auswählen',
    'Anfänger',
    'Mittelstufe',
    'Fortgeschritten',
  ]);
  await addCard.getByRole('button', { name: 'Speichern' }).click();
  await expect(addCard.getByText('Bitte wählen Sie eine Fähigkeit aus')).toBeVisible();
  await expect(addCard.getByText('Bitte wählen Sie ein Niveau aus')).toBeVisible();
});

test('admins see the catalogue read-only, mentees a clear message and no controls', async ({ page, request }) => {
  const { category } = await catalogueViaApi(request, ['Go']);
  await logInViaApi(page, E2E_ADMINS.viewer);
  const card = await openSkills(page);
  await card.getByLabel('Show category').selectOption({ label: category });
  await expect(card.getByRole('list', { name: 'Catalogue skills' }).getByRole('heading', { level: 3 })).toHaveText(['Go']);
  await expect(card.getByRole('button', { name: 'Edit Go' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Add skill' })).toHaveCount(0);
  await card.getByRole('link', { name: 'Edit the catalogue in the Admin dashboard' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Manage skills' })).toBeVisible();

  await signUpViaApi(page, 'mentee');
  await page.goto('/dashboard/mentor-skills');
  await expect(page.getByText('Only mentors can manage skills.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add skill' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Skills' })).toHaveCount(0);
});
