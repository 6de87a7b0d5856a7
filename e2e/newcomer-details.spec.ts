import type { Locator } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { E2E_TIME_ZONE, createCatalogue, createMentor, createSlot, uniqueTag, type TestMentor } from './support/mentor-setup';
import { saveScreenshot } from './support/screenshots';
import { HOUR_MS, holdBooking, setUpMentor } from './support/sessions';
import { signUpViaApi } from './support/users';

/**
 * The small things a newcomer trips over: search filters say "Any" (not "n/a"); the carousel's dots,
 * the language checkboxes and the terms checkbox are big enough to hit, the latter visible unticked on
 * the dark theme; the pay button says why it waits; the reviews tab is labelled in the app's font.
 */
test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 360, height: 780 };
const WIDE = { width: 1280, height: 800 };
const DAY_MS = 24 * HOUR_MS;

async function box(target: Locator) {
  const found = await target.boundingBox();
  expect(found, 'has a box').not.toBeNull();
  return found!;
}

/** WCAG relative luminance contrast of two CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number).map((value) => {
      const channel = value / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const mentors: TestMentor[] = [];
test.afterEach(async () => {
  await Promise.all(mentors.splice(0).map((mentor) => mentor.api.dispose()));
});

test.describe('on a phone, in English', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true, timezoneId: E2E_TIME_ZONE, locale: 'en-US' });

  test('filters say Any, carousel dots and language checkboxes are 44 px targets', async ({ page }) => {
    const tag = uniqueTag();
    const catalogue = await createCatalogue(`Details ${tag}`, [`Swift ${tag}`]);
    const tomorrow = Temporal.Now.plainDateISO(E2E_TIME_ZONE)
      .add({ days: 1 })
      .toZonedDateTime({ timeZone: E2E_TIME_ZONE, plainTime: Temporal.PlainTime.from({ hour: 15 }) });
    for (const name of ['Dora Dots', 'Dino Dots']) {
      const mentor = await createMentor(`${name} ${tag}`, [{ protoSkillId: catalogue.skills[`Swift ${tag}`]!, proficiency: 'beginner' }]);
      mentors.push(mentor);
      await createSlot(mentor, tomorrow);
    }
    await signUpViaApi(page, 'mentor', 'Lena Languages');

    await page.goto('/dashboard/search');
    const filters = page.getByRole('search', { name: 'Search for mentors' });
    await expect(filters.getByLabel('Category').locator('option').first()).toHaveText('Any');
    await expect(filters.getByLabel('Proficiency').locator('option').first()).toHaveText('Any');
    const dots = page.getByRole('button', { name: /^Show page \d+ of \d+$/ });
    await expect(dots.first()).toBeVisible();
    for (const dot of await dots.all()) {
      const size = await box(dot);
      expect(size.width, 'dot width').toBeGreaterThanOrEqual(44);
      expect(size.height, 'dot height').toBeGreaterThanOrEqual(44);
    }
    await saveScreenshot(page, 'details-search-phone-en-light');

    await page.goto('/dashboard/settings');
    const languages = page.getByRole('group', { name: /Languages you mentor in/ });
    const checkboxes = languages.getByRole('checkbox');
    await expect(checkboxes.first()).toBeVisible();
    for (const checkbox of (await checkboxes.all()).slice(0, 3)) {
      const own = await box(checkbox);
      expect(own.width, 'checkbox width').toBeGreaterThanOrEqual(24);
      const label = await box(checkbox.locator('xpath=ancestor::label[1]'));
      expect(label.width, 'label width').toBeGreaterThanOrEqual(44);
      expect(label.height, 'label height').toBeGreaterThanOrEqual(44);
    }
    await saveScreenshot(page, 'details-settings-phone-en-light', { fullPage: true });
  });

  test('the booking page says why the pay button waits', async ({ page, browser }) => {
    const mentor = await setUpMentor(browser, 'Pam Pay');
    await signUpViaApi(page, 'mentee', 'Tess Terms');
    const held = await holdBooking(mentor, page.request, 3 * DAY_MS);
    await page.goto(`/booking/${held.bookingId}`);
    const pay = page.getByRole('button', { name: /^Pay / });
    await expect(pay).toBeDisabled();
    await expect(page.getByTestId('terms-needed')).toHaveText('Accept the terms to pay.');
    await saveScreenshot(page, 'details-booking-phone-en-light');
    await page.getByLabel('I agree to the terms and conditions').check();
    await expect(page.getByTestId('terms-needed')).toHaveCount(0);
    await mentor.context.close();
  });
});

test.describe('on a desktop, in German, dark', () => {
  test.use({ viewport: WIDE, locale: 'de-DE' });

  test('the unticked terms checkbox is visible, the reviews tab is labelled in the app font', async ({ page, browser }) => {
    await page.addInitScript(() => {
      localStorage.setItem('language', 'ger');
      localStorage.setItem('darkMode', 'true');
    });
    const mentor = await setUpMentor(browser, 'Dario Dunkel');
    await signUpViaApi(page, 'mentee', 'Dana Dunkel');
    const held = await holdBooking(mentor, page.request, 3 * DAY_MS);
    await page.goto(`/booking/${held.bookingId}`);
    const terms = page.getByLabel('Ich stimme den Allgemeinen Geschäftsbedingungen zu');
    await expect(terms).not.toBeChecked();
    const colours = await terms.evaluate((element) => {
      const style = getComputedStyle(element);
      let surface: Element | null = element.parentElement;
      let background = 'rgba(0, 0, 0, 0)';
      while (surface && /rgba\(0, 0, 0, 0\)|transparent/.test(background)) {
        background = getComputedStyle(surface).backgroundColor;
        surface = surface.parentElement;
      }
      return { border: style.borderTopColor, width: parseFloat(style.borderTopWidth), background, appearance: style.appearance };
    });
    expect(colours.width, 'border width').toBeGreaterThanOrEqual(2);
    expect(contrast(colours.border, colours.background), `border ${colours.border} on ${colours.background}`).toBeGreaterThanOrEqual(3);
    await expect(page.getByTestId('terms-needed')).toHaveText('Zum Bezahlen den AGB zustimmen.');
    await expectAccessible(page, 'booking page, desktop, de');
    await saveScreenshot(page, 'details-booking-desktop-de-dark');

    await page.goto('/dashboard');
    const tab = page.getByRole('button', { name: 'Stimmen der Mentees öffnen' });
    await expect(tab).toBeVisible();
    await expect(tab.getByText('Stimmen der Mentees')).toBeVisible();
    const fonts = await tab.evaluate((element) => ({ tab: getComputedStyle(element).fontFamily, body: getComputedStyle(document.body).fontFamily }));
    expect(fonts.tab).toBe(fonts.body);
    await saveScreenshot(page, 'details-dashboard-desktop-de-dark');
    await mentor.context.close();
  });
});
