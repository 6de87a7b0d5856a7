import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createCatalogue, createMentor, uniqueTag, type TestMentor } from './support/mentor-setup';
import { signUpViaApi } from './support/users';

const mentors: TestMentor[] = [];
test.afterEach(async () => {
  await Promise.all(mentors.splice(0).map((mentor) => mentor.api.dispose()));
});

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const slides = (page: Page) => page.getByTestId('mentor-slide');

test('a mentee finds mentors by name and by skill, picks a skill and lands on the schedule', async ({ page }) => {
  const tag = uniqueTag();
  const catalogue = await createCatalogue(`Category ${tag}`, [`Rust ${tag}`, `Go ${tag}`]);
  const rust = catalogue.skills[`Rust ${tag}`]!;
  const go = catalogue.skills[`Go ${tag}`]!;
  const zelda = await createMentor(`Zelda Quill ${tag}`, [
    { protoSkillId: rust, proficiency: 'advanced' },
    { protoSkillId: go, proficiency: 'beginner' },
  ]);
  const yorick = await createMentor(`Yorick Quill ${tag}`, [{ protoSkillId: rust, proficiency: 'beginner' }]);
  mentors.push(zelda, yorick);
  await signUpViaApi(page, 'mentee');

  await page.goto('/dashboard/search');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search for a Mentor');

  // By name: part of it, in another case.
  await page.getByLabel('Mentor name').fill(`QUILL ${tag.toUpperCase()}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(card(page, zelda.userName)).toBeVisible();
  await expect(card(page, yorick.userName)).toBeVisible();
  await expect(slides(page)).toHaveCount(2);
  await expect(page).toHaveURL(new RegExp(`q=QUILL`));

  await page.getByLabel('Mentor name').fill(`zelda quill ${tag}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(slides(page)).toHaveCount(1);
  await expect(card(page, zelda.userName)).toContainText(zelda.email);
  await expect(card(page, zelda.userName)).toContainText('Mentor');

  await page.getByLabel('Mentor name').fill(`nobody ${tag}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No mentors found.')).toBeVisible();

  // By skill: choosing a category reloads the titles and resets the title to n/a.
  const form = page.getByRole('form', { name: 'Search by skill' });
  await expect(form.getByLabel('Category')).toHaveValue('n/a');
  await expect(form.getByLabel('Title')).toHaveValue('n/a');
  await expect(form.getByLabel('Proficiency')).toHaveValue('n/a');
  await form.getByLabel('Category').selectOption({ label: catalogue.categoryTitle });
  await expect(form.getByLabel('Title').locator('option')).toHaveText(['n/a', `Go ${tag}`, `Rust ${tag}`]);
  await form.getByLabel('Title').selectOption({ label: `Rust ${tag}` });
  await form.getByRole('button', { name: 'Search for Mentor' }).click();
  await expect(slides(page)).toHaveCount(2);
  await expect(page).toHaveURL(new RegExp(`protoSkillId=${rust}`));

  await form.getByLabel('Proficiency').selectOption({ label: 'Advanced' });
  await form.getByRole('button', { name: 'Search for Mentor' }).click();
  await expect(slides(page)).toHaveCount(1);
  await expect(card(page, zelda.userName)).toBeVisible();
  await expect(page).toHaveURL(/proficiency=advanced/);

  // The search is in the URL: a reload shows the same result and the same choices.
  await page.reload();
  await expect(slides(page)).toHaveCount(1);
  await expect(page.getByRole('form', { name: 'Search by skill' }).getByLabel('Proficiency')).toHaveValue('advanced');

  await form.getByLabel('Proficiency').selectOption({ label: 'Intermediate' });
  await form.getByRole('button', { name: 'Search for Mentor' }).click();
  await expect(page.getByText('No mentors found.')).toBeVisible();

  // Choosing a category resets a chosen title.
  await form.getByLabel('Category').selectOption('n/a');
  await expect(form.getByLabel('Title')).toHaveValue('n/a');

  // Pick Zelda's Rust skill.
  await page.goto(`/dashboard/search?q=${encodeURIComponent(zelda.userName)}`);
  await card(page, zelda.userName)
    .getByRole('button', { name: `Rust ${tag} (Advanced)` })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/schedule$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking');
  const summary = `Availability of ${zelda.userName} for Rust ${tag} (Advanced)`;
  await expect(page.getByText(summary)).toBeVisible();
  await page.reload();
  await expect(page.getByText(summary)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change mentor or skill' })).toBeVisible();
});

test('the rebook link asks for a new slot; the top-level /search works too', async ({ page }) => {
  await signUpViaApi(page, 'mentee');
  await page.goto('/dashboard/search?rebook=1');
  await expect(page.getByText('Please select a new slot.')).toBeVisible();
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search for a Mentor');
  await expect(page.getByText('Please select a new slot.')).toHaveCount(0);
});

test('the carousel shows 1, 2 and 3 cards at 500, 900 and 1280 px', async ({ page }) => {
  const tag = uniqueTag();
  for (const name of ['Anna', 'Bert', 'Cleo', 'Dora']) mentors.push(await createMentor(`${name} Carousel ${tag}`, []));
  await signUpViaApi(page, 'mentee');

  for (const [width, expected] of [
    [500, 1],
    [900, 2],
    [1280, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/dashboard/search?q=carousel+${tag}`);
    await expect(slides(page)).toHaveCount(4);
    await expect.poll(() => cardsInView(page), { message: `cards at ${width}px` }).toBe(expected);
    // More mentors than fit: there are page dots and it loops.
    await expect(page.getByRole('button', { name: /^Show page 1 of/ })).toHaveAttribute('aria-current', 'true');
    await page.screenshot({ path: `test-results/screens/search-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Next mentors' }).click();
    await expect(page.getByRole('button', { name: /^Show page 2 of/ })).toHaveAttribute('aria-current', 'true');
  }
});

/** Cards lying fully inside the carousel's viewport. */
function cardsInView(page: Page): Promise<number> {
  return page.evaluate(() => {
    const first = document.querySelector('[data-testid="mentor-slide"]');
    const viewport = first?.parentElement?.parentElement;
    if (!viewport) return 0;
    const box = viewport.getBoundingClientRect();
    return [...document.querySelectorAll('[data-testid="mentor-slide"]')].filter((slide) => {
      // The card, not the slide: each slide's leading gap lies under the previous card.
      const rect = (slide.firstElementChild ?? slide).getBoundingClientRect();
      return rect.left >= box.left - 2 && rect.right <= box.right + 2;
    }).length;
  });
}
