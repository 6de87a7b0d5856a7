import type { Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { createCatalogue, createMentor, createSlot, uniqueTag, type TestMentor } from './support/mentor-setup';
import { saveScreenshot } from './support/screenshots';
import { uniqueEmail } from './support/users';

/**
 * A visitor without an account: the mentor search and a mentor's profile are public, with the price;
 * a shared profile link carries the mentor's name and description in the page the server sends; booking
 * asks for an account when the visitor books, and the time they chose is still chosen after sign-up.
 * A German browser gets German pages, with a switch to English; the home page shows real mentors.
 */
test.describe.configure({ timeout: 120_000 });

const ZONE = 'Europe/Berlin';
const PHONE = { width: 360, height: 780 };
const WIDE = { width: 1280, height: 800 };

let mentor: TestMentor;
let skillTitle: string;
/** The mentor's first free time: tomorrow but one at 10:00 in ZONE. */
let slotStart: Temporal.ZonedDateTime;
let slotId: string;

test.beforeAll(async () => {
  const tag = uniqueTag();
  skillTitle = `Kotlin ${tag}`;
  const catalogue = await createCatalogue(`Public ${tag}`, [skillTitle]);
  mentor = await createMentor(`Paula Public ${tag}`, [{ protoSkillId: catalogue.skills[skillTitle]!, proficiency: 'advanced' }]);
  await mentor.api.put('/app/user/profile', { data: { headline: 'Android lead, helps with Kotlin and app architecture' } });
  slotStart = Temporal.Now.plainDateISO(ZONE)
    .add({ days: 2 })
    .toZonedDateTime({ timeZone: ZONE, plainTime: Temporal.PlainTime.from({ hour: 10 }) });
  slotId = await createSlot(mentor, slotStart);
  await createSlot(mentor, slotStart.add({ days: 1, hours: 3 }));
});
test.afterAll(async () => {
  await mentor.api.dispose();
});

const shot = (page: Page, name: string) => saveScreenshot(page, name, { fullPage: true });

test.describe('on a phone, in English', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true, timezoneId: ZONE, locale: 'en-GB' });

  test('a visitor finds a mentor, sees the price, picks a time, signs up and comes back to that time', async ({ page }) => {
    await page.goto(`/mentors?q=${encodeURIComponent(mentor.userName)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const card = page.getByRole('region', { name: mentor.userName });
    await expect(card.getByTestId('session-price')).toHaveText(/per session/);
    await expect(page.getByRole('button', { name: 'Login' }).or(page.getByLabel('Password'))).toHaveCount(0);
    await expectAccessible(page, 'public search, phone');
    await shot(page, 'public-search-phone-en-light');

    await card.getByRole('link', { name: mentor.userName }).click();
    await expect(page).toHaveURL(new RegExp(`/mentors/${mentor.uuid}$`));
    await expect(page.getByRole('heading', { level: 1, name: mentor.userName })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${mentor.userName}`));
    await expect(page.getByTestId('session-price').first()).toHaveText(/per session/);
    await expectAccessible(page, 'public profile, phone');
    await shot(page, 'public-profile-phone-en-light');

    // The first free time, chosen on the profile; the account comes when it is needed.
    const time = page.getByRole('button', { name: /10:00/ }).first();
    const timeBox = await time.boundingBox();
    expect(timeBox!.height).toBeGreaterThanOrEqual(44);
    await time.click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/schedule\\?mentor=${mentor.uuid}.*slot=${slotId}`));
    await page.getByRole('button', { name: 'No account yet? Sign up' }).click();
    await page.getByLabel('User name').fill('Vera Visitor');
    await page.getByLabel('Email').fill(uniqueEmail('visitor'));
    await page.getByLabel('Password', { exact: true }).fill('correct-horse-1');
    await page.getByLabel('Confirm password').fill('correct-horse-1');
    await page.getByRole('button', { name: 'Sign up' }).last().click();

    // Back on the same mentor's calendar with the same time chosen, and what it costs above the Book button.
    await expect(page.getByText(new RegExp(`Availability of ${mentor.userName} for ${skillTitle}`))).toBeVisible();
    await expect(page.getByRole('group', { name: 'Free times' }).getByRole('button', { name: '10:00', pressed: true })).toBeVisible();
    const book = page.getByRole('button', { name: /^Book .*10:00/ });
    await expect(book).toBeVisible();
    await expect(page.getByTestId('session-price').last()).toHaveText(/per session/);
    await shot(page, 'public-signed-up-picker-phone-en-light');
    // The choice is in the URL: a reload keeps it.
    await page.reload();
    await expect(page.getByRole('group', { name: 'Free times' }).getByRole('button', { name: '10:00', pressed: true })).toBeVisible();
  });
});

test.describe('a German browser on a desktop', () => {
  test.use({ viewport: WIDE, timezoneId: ZONE, locale: 'de-DE', colorScheme: 'dark' });

  test('gets German public pages, can switch to English, and sees real mentors on the home page', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('darkMode', 'true'));
    // The page the server sends names the mentor, for link previews, before any script runs.
    const html = await (await page.request.get(`/mentors/${mentor.uuid}`, { headers: { 'accept-language': 'de-DE,de;q=0.9' } })).text();
    expect(html).toContain(`<title>${mentor.userName} · Mentor Marketplace</title>`);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toMatch(/<meta name="description" content="Android lead, helps with Kotlin[^"]*Mentoring-Sitzung/);
    const missing = await page.request.get('/mentors/00000000-0000-4000-8000-000000000000');
    expect(missing.status()).toBe(404);

    await page.goto(`/mentors/${mentor.uuid}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { name: 'Über mich' })).toBeVisible();
    await expect(page.getByTestId('session-price').first()).toHaveText(/pro Sitzung/);
    await expectAccessible(page, 'public profile, desktop, de');
    await shot(page, 'public-profile-desktop-de-dark');

    await page.goto('/mentors');
    await expect(page.getByRole('region', { name: mentor.userName })).toBeVisible();
    await expectAccessible(page, 'public search, desktop, de');
    await shot(page, 'public-search-desktop-de-dark');

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Unsere Mentoren' })).toBeVisible();
    await expect(page.getByTestId('home-mentor').first()).toBeVisible();
    await expectAccessible(page, 'home with mentors, desktop, de');
    await shot(page, 'home-desktop-de-dark');

    const english = page.getByRole('group', { name: 'Sprache' }).getByRole('button', { name: 'English' });
    await english.click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Meet our mentors' })).toBeVisible();
    // The choice wins over the browser's language from then on, also for the page the server sends.
    await page.goto('/pricing');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
