import type { Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { expect, test } from './support/fixtures';
import { E2E_TIME_ZONE, createCatalogue, createMentor, createSlot, uniqueTag, type TestMentor } from './support/mentor-setup';
import { signUpViaApi } from './support/users';

const mentors: TestMentor[] = [];
test.afterEach(async () => {
  await Promise.all(mentors.splice(0).map((mentor) => mentor.api.dispose()));
});

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const results = (page: Page) => page.getByTestId('mentor-result');
const slides = (page: Page) => page.getByTestId('mentor-slide');
const form = (page: Page) => page.getByRole('search', { name: 'Search for mentors' });

/** Tomorrow at the hour in the test zone: within "this week" and in the future. */
const tomorrowAt = (hour: number) =>
  Temporal.Now.plainDateISO(E2E_TIME_ZONE)
    .add({ days: 1 })
    .toZonedDateTime({ timeZone: E2E_TIME_ZONE, plainTime: Temporal.PlainTime.from({ hour }) });

test('a mentee searches by name and skill together, picks a skill and lands on the schedule', async ({ page }) => {
  // One flow through every filter, the empty state and the schedule: longer than most tests.
  test.setTimeout(60_000);
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
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search for a mentor');

  // By name: part of it, in another case. No email on the cards.
  await form(page).getByLabel('Mentor name').fill(`QUILL ${tag.toUpperCase()}`);
  await form(page).getByRole('button', { name: 'Search', exact: true }).click();
  await expect(results(page)).toHaveCount(2);
  await expect(page.getByText('2 mentors found')).toBeVisible();
  await expect(card(page, zelda.userName)).toBeVisible();
  await expect(card(page, zelda.userName)).not.toContainText(zelda.email);
  await expect(card(page, zelda.userName)).toContainText('New mentor');
  await expect(page).toHaveURL(/q=QUILL/);

  // Name and skill together: choosing a category reloads the titles and resets the title to n/a.
  await expect(form(page).getByLabel('Category')).toHaveValue('n/a');
  await form(page).getByLabel('Category').selectOption({ label: catalogue.categoryTitle });
  await expect(form(page).getByLabel('Skill').locator('option')).toHaveText(['Any', `Go ${tag}`, `Rust ${tag}`]);
  await form(page).getByLabel('Skill').selectOption({ label: `Rust ${tag}` });
  await form(page).getByLabel('Proficiency').selectOption({ label: 'Advanced' });
  await form(page).getByRole('button', { name: 'Search', exact: true }).click();
  await expect(results(page)).toHaveCount(1);
  await expect(card(page, zelda.userName)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`protoSkillId=${rust}`));
  await expect(page).toHaveURL(/proficiency=advanced/);
  await expect(page).toHaveURL(/q=QUILL/);

  // The search is in the URL: a reload shows the same result and the same choices.
  await page.reload();
  await expect(results(page)).toHaveCount(1);
  await expect(form(page).getByLabel('Proficiency')).toHaveValue('advanced');
  await expect(form(page).getByLabel('Mentor name')).toHaveValue(`QUILL ${tag.toUpperCase()}`);

  // Changing one filter keeps the others; nothing found says what to change.
  await form(page).getByLabel('Proficiency').selectOption({ label: 'Intermediate' });
  await form(page).getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No mentors found.')).toBeVisible();
  await expect(page).toHaveURL(/q=QUILL/);
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(form(page).getByLabel('Mentor name')).toHaveValue('');
  await expect(page).not.toHaveURL(/proficiency/);

  // Choosing a category resets a chosen title.
  await page.goto(`/dashboard/search?protoSkillId=${rust}&categoryId=${catalogue.categoryId}`);
  await expect(form(page).getByLabel('Skill')).toHaveValue(rust);
  await form(page).getByLabel('Category').selectOption('n/a');
  await expect(form(page).getByLabel('Skill')).toHaveValue('n/a');

  // Pick Zelda's Rust skill.
  await page.goto(`/dashboard/search?q=${encodeURIComponent(zelda.userName)}`);
  await card(page, zelda.userName)
    .getByRole('button', { name: `Rust ${tag} (Advanced)` })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/schedule\?mentor=/);
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
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search for a mentor');
  await expect(page.getByText('Please select a new slot.')).toHaveCount(0);
});

test('the "Available this week" carousel shows 1, 2 and 3 cards at 500, 900 and 1280 px', async ({ page }) => {
  const tag = uniqueTag();
  for (const [index, name] of ['Anna', 'Bert', 'Cleo', 'Dora'].entries()) {
    const mentor = await createMentor(`${name} Carousel ${tag}`, []);
    mentors.push(mentor);
    await createSlot(mentor, tomorrowAt(9 + index));
  }
  mentors.push(await createMentor(`Emil Carousel ${tag}`, []));
  await signUpViaApi(page, 'mentee');

  for (const [width, expected] of [
    [500, 1],
    [900, 2],
    [1280, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/dashboard/search?q=carousel+${tag}`);
    await expect(results(page)).toHaveCount(5);
    // Only those free within the week are in the strip.
    await expect(slides(page)).toHaveCount(4);
    await expect.poll(() => cardsInView(page), { message: `cards at ${width}px` }).toBe(expected);
    // More mentors than fit: there are page dots and it loops.
    await expect(page.getByRole('button', { name: /^Show page 1 of/ })).toHaveAttribute('aria-current', 'true');
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
