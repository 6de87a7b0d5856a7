import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { formatNextFree } from '../src/client/features/search/next-free';
import { E2E_BASE_URL } from './playwright.config';
import { expectAccessible, THEMES_TO_VISIT } from './support/axe';
import { expect, test } from './support/fixtures';
import { E2E_TIME_ZONE, createCatalogue, createMentor, createSlot, uniqueTag, type TestMentor } from './support/mentor-setup';
import { HOUR_MS, bookSlot, clockOffset, createSlot as createSlotIn, payViaApi } from './support/sessions';
import { saveScreenshot, TAKE_SCREENSHOTS } from './support/screenshots';
import { signUpViaApi } from './support/users';

test.use({ timezoneId: E2E_TIME_ZONE, locale: 'en-US' });

const mentors: TestMentor[] = [];
test.afterEach(async () => {
  await Promise.all(mentors.splice(0).map((mentor) => mentor.api.dispose()));
});

const SIZES = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const results = (page: Page) => page.getByTestId('mentor-result');
const filters = (page: Page) => page.getByRole('search');

async function setLook(page: Page, theme: 'light' | 'dark', language: 'eng' | 'ger') {
  await page.evaluate(
    ([dark, lang]) => {
      localStorage.setItem('darkMode', dark);
      localStorage.setItem('language', lang);
    },
    [String(theme === 'dark'), language] as const,
  );
}

test('a mentee finds a trusted mentor by name and skill, reads the profile and picks a skill; the dashboard shows the next session', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const tag = uniqueTag();
  const catalogue = await createCatalogue(`Discovery ${tag}`, [`Rust ${tag}`, `Go ${tag}`]);
  const rust = catalogue.skills[`Rust ${tag}`]!;
  const go = catalogue.skills[`Go ${tag}`]!;
  const ada = await createMentor(`Ada Finder ${tag}`, [
    { protoSkillId: rust, proficiency: 'advanced' },
    { protoSkillId: go, proficiency: 'beginner' },
  ]);
  mentors.push(ada);
  for (const name of ['Ben', 'Cleo', 'Dev', 'Eli', 'Fay']) {
    mentors.push(await createMentor(`${name} Finder ${tag}`, [{ protoSkillId: rust, proficiency: 'beginner' }]));
  }
  const profile = await ada.api.put('/app/user/profile', {
    data: { headline: 'Rust mentor for backend teams', bio: 'Twelve years of systems programming.', languages: ['en', 'de'] },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const tomorrow = Temporal.Now.plainDateISO(E2E_TIME_ZONE)
    .add({ days: 1 })
    .toZonedDateTime({ timeZone: E2E_TIME_ZONE, plainTime: Temporal.PlainTime.from({ hour: 10 }) });
  await createSlot(ada, tomorrow);

  // The mentee's session with Ada starts in an hour; after it, a public five-star review.
  await signUpViaApi(page, 'mentee', 'Mia Mentee');
  const { slotId } = await createSlotIn(ada.api, HOUR_MS);
  const bookingId = await bookSlot(page.request, slotId, ada.skillIds[rust]!);
  await payViaApi(page.request, bookingId);
  const review = `Clear and patient ${randomUUID().slice(0, 6)}`;
  const feedback = await page.request.post('/app/feedback', {
    headers: { ...clockOffset(3 * HOUR_MS), 'Idempotency-Key': randomUUID() },
    data: { bookingId, comment: review, rating: 5, publicFeedback: true },
  });
  expect(feedback.status(), await feedback.text()).toBe(201);

  await page.setViewportSize(SIZES[0]);
  // Name and skill together.
  await page.goto('/dashboard/search');
  await filters(page).getByLabel('Mentor name').fill(`finder ${tag}`);
  await filters(page).getByLabel('Category').selectOption({ label: catalogue.categoryTitle });
  await filters(page).getByLabel('Skill').selectOption({ label: `Rust ${tag}` });
  await filters(page).getByLabel('Proficiency').selectOption('advanced');
  await filters(page).getByRole('button', { name: 'Search', exact: true }).click();
  await expect(results(page)).toHaveCount(1);
  const card = page.getByRole('region', { name: ada.userName, exact: true });
  await expect(card).toContainText('Rust mentor for backend teams');
  await expect(card).toContainText('5.0 · 1 review');
  await expect(card).toContainText(`Next free: ${formatNextFree(tomorrow.toInstant().toString(), 'en', E2E_TIME_ZONE)}`);
  await expect(card).not.toContainText(ada.email);

  // The profile: who, the review, the next free times, Book per skill.
  await card.getByRole('link', { name: 'View profile and reviews' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ada.userName);
  await expect(page.getByText('Twelve years of systems programming.')).toBeVisible();
  await expect(page.getByText(review)).toBeVisible();
  await expect(page.getByText('Speaks English, German')).toBeVisible();
  await page.getByRole('button', { name: `Book Rust ${tag} (Advanced)` }).click();
  await expect(page).toHaveURL(/\/dashboard\/schedule\?mentor=/);
  await expect(page.getByText(`Availability of ${ada.userName} for Rust ${tag} (Advanced)`)).toBeVisible();

  // All six results of a name search are reachable by scrolling on the phone.
  await page.goto(`/dashboard/search?q=${encodeURIComponent(`finder ${tag}`)}`);
  await expect(results(page)).toHaveCount(6);
  await expect(page.getByText('6 mentors found')).toBeVisible();
  for (const result of await results(page).all()) {
    await result.scrollIntoViewIfNeeded();
    await expect(result).toBeInViewport();
  }
  // Sorted by rating: the rated mentor first.
  await expect(results(page).first()).toContainText(ada.userName);

  // The dashboard: the next session's card; its Join opens 10 minutes before the start (an hour away here).
  await page.goto('/dashboard');
  const next = page.getByRole('region', { name: 'Your next session' });
  await expect(next.getByTestId('session-card')).toContainText(`Rust ${tag}`);
  await expect(next.getByRole('button', { name: /^Starts in / })).toBeDisabled();

  // Axe at both sizes (each run checks both palettes); screenshots in both themes and in German (support/screenshots.ts).
  const uuid = ada.uuid;
  const pages = [
    ['search', `/dashboard/search?q=${encodeURIComponent(`finder ${tag}`)}`, 'mentor-result'],
    ['profile', `/dashboard/mentors/${uuid}`, null],
    ['dashboard', '/dashboard', null],
  ] as const;
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const theme of THEMES_TO_VISIT) {
      for (const language of TAKE_SCREENSHOTS ? (['eng', 'ger'] as const) : (['eng'] as const)) {
        await setLook(page, theme, language);
        for (const [name, path, testId] of pages) {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          if (testId) await expect(results(page)).toHaveCount(6);
          else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          if (name === 'profile') await expect(page.getByText(review)).toBeVisible();
          await saveScreenshot(page, `${name}-${size.name}-${theme}-${language}`, { fullPage: true });
          if (language === 'eng') await expectAccessible(page, `${name} ${size.name} ${theme}`);
        }
      }
    }
  }
  await setLook(page, 'light', 'eng');

  // Get started is for learners: sign-up starts at mentee; "Become a mentor" starts at mentor.
  const visitorContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  await visitor.getByRole('link', { name: 'Get started' }).click();
  await expect(visitor.getByLabel('Role')).toHaveValue('mentee');
  await visitor.goto('/');
  await visitor.getByRole('link', { name: 'Become a mentor' }).click();
  await expect(visitor.getByLabel('Role')).toHaveValue('mentor');
  await visitorContext.close();
});
