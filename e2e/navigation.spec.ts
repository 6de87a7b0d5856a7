import type { Page } from '@playwright/test';
import { E2E_ADMINS } from './support/admins';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';
import { logInViaApi, signUpViaApi } from './support/users';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

/** What a person reads in a nav, in order, with where each link goes. */
async function linksOf(nav: ReturnType<Page['getByRole']>) {
  const links = nav.getByRole('link');
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((elements) =>
    elements.map((element) => `${element.textContent?.trim()} → ${element.getAttribute('href')}`),
  );
}

test.describe('header by role (docs/product.md)', () => {
  test('visitors: Why we?, How it works, Pricing, Contact and Login; the logo goes home', async ({ page }) => {
    await page.goto('/pricing');
    expect(await linksOf(mainNav(page))).toEqual([
      'Why we? → /',
      'How it works → /how-it-works',
      'Pricing → /pricing',
      'Contact → /contact',
      'Login → /authentication',
    ]);
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Mentor Marketplace', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('header')).toHaveCSS('height', '80px');
  });

  for (const role of ['mentor', 'mentee'] as const) {
    test(`${role}s: Why we?, Pricing, Contact, Dashboard and Logout; the logo goes to the dashboard`, async ({ page }) => {
      await signUpViaApi(page, role);
      await page.goto('/pricing');
      expect(await linksOf(mainNav(page))).toEqual([
        'Why we? → /',
        'Pricing → /pricing',
        'Contact → /contact',
        'Dashboard → /dashboard',
      ]);
      await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
      await page.getByRole('link', { name: 'Mentor Marketplace', exact: true }).click();
      await expect(page).toHaveURL('/dashboard');
    });
  }

  test('admins: each link once, their Why we? to /why-we', async ({ page }) => {
    await logInViaApi(page, E2E_ADMINS.viewer);
    await page.goto('/contact');
    expect(await linksOf(mainNav(page))).toEqual([
      'Why we? → /why-we',
      'Pricing → /pricing',
      'Contact → /contact',
      'Dashboard → /dashboard',
    ]);
    await mainNav(page).getByRole('link', { name: 'Why we?' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Why Mentor Marketplace works');
  });
});

test.describe('dashboard sidebar by role (docs/product.md)', () => {
  test('mentor', async ({ page }) => {
    await signUpViaApi(page, 'mentor');
    await page.goto('/dashboard');
    expect(await linksOf(sidebar(page))).toEqual([
      'Your profile → /dashboard',
      'Your availability → /dashboard/schedule',
      'Delete sessions → /dashboard/delete-sessions',
      'Upcoming sessions → /dashboard/session',
      'Your progress → /dashboard/session-history',
      'Settings → /dashboard/settings',
      'Manage skills → /dashboard/mentor-skills',
      'Earnings → /dashboard/earnings',
    ]);
  });

  test('mentee', async ({ page }) => {
    await signUpViaApi(page, 'mentee');
    await page.goto('/dashboard');
    expect(await linksOf(sidebar(page))).toEqual([
      'Your profile → /dashboard',
      'Search for a mentor → /dashboard/search',
      'Book a session → /dashboard/schedule',
      'Upcoming sessions → /dashboard/session',
      'Your progress → /dashboard/session-history',
      'Settings → /dashboard/settings',
    ]);
  });

  test('admin', async ({ page }) => {
    await logInViaApi(page, E2E_ADMINS.viewer);
    await page.goto('/dashboard');
    expect(await linksOf(sidebar(page))).toEqual([
      'Your profile → /dashboard',
      'Book a session → /dashboard/schedule',
      'Upcoming sessions → /dashboard/session',
      'Your progress → /dashboard/session-history',
      'Settings → /dashboard/settings',
      'Admin tools → /dashboard/admin-tools',
    ]);
  });

  test('the active link follows the path; Manage skills is highlighted on its own page', async ({ page }) => {
    await signUpViaApi(page, 'mentor');
    await page.goto('/dashboard/mentor-skills');
    await expect(sidebar(page).getByRole('link', { name: 'Manage skills' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar(page).getByRole('link', { name: 'Your profile' })).not.toHaveAttribute('aria-current', 'page');
    await sidebar(page).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL('/dashboard/settings');
    await expect(sidebar(page).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar(page).getByRole('link', { name: 'Manage skills' })).not.toHaveAttribute('aria-current', 'page');
  });
});

test('on a desktop the header nav sits in the header bar, with no menu toggle, also when the menu was open in a narrower window', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Pricing' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('button', { name: /menu/ })).toBeHidden();
  await expect(mainNav(page).getByRole('link', { name: 'Pricing' })).toBeVisible();
  const barBottom = await page.locator('header').evaluate((header) => header.getBoundingClientRect().bottom);
  await expect.poll(() => mainNav(page).evaluate((nav) => nav.getBoundingClientRect().bottom)).toBeLessThanOrEqual(barBottom);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a tap on the header menu opens it before the app has taken the prerendered page over', async ({ page }) => {
    // The app's code is held back until after the tap, as on a slow phone.
    let release = () => {};
    const tapped = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await tapped;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(mainNav(page)).toBeInViewport();
    // Until then it shows a spinning ring where the links will be.
    const list = mainNav(page).locator('ul');
    expect(await list.evaluate((element) => getComputedStyle(element, '::before').animationName)).not.toBe('none');
    await saveScreenshot(page, 'menu-360-before-hydration');
    release();
    // The app finds the menu open: the links come into it (the prerendered nav has none until the auth
    // check has answered), and the toggle is now the one that closes it.
    await expect(mainNav(page).getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(await list.evaluate((element) => getComputedStyle(element, '::before').animationName)).toBe('none');
  });

  test('the header menu closes on Esc (focus back on its toggle), on a tap outside, and after choosing a link', async ({
    page,
  }) => {
    await page.goto('/');
    const pricing = mainNav(page).getByRole('link', { name: 'Pricing' });
    await expect(pricing).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(pricing).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Why we?' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(pricing).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    // A tap on the dimmed page closes the menu and nothing else, even on a link there.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(pricing).toBeVisible();
    // Its left end: the rest is under the menu.
    await page.getByRole('link', { name: 'Get started' }).click({ force: true, position: { x: 10, y: 10 } });
    await expect(pricing).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await pricing.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing');
    await expect(pricing).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the sidebar opens with its toggle and closes on a link click and on a click outside', async ({ page }) => {
    await signUpViaApi(page, 'mentee');
    await page.goto('/dashboard');
    const toggle = page.getByRole('button', { name: 'Dashboard menu' });
    await expect(sidebar(page).getByRole('link', { name: 'Settings' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await sidebar(page).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
    await expect(sidebar(page).getByRole('link', { name: 'Settings' })).toBeHidden();

    await toggle.click();
    await expect(sidebar(page).getByRole('link', { name: 'Your profile' })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click({ position: { x: 320, y: 10 }, force: true });
    await expect(sidebar(page).getByRole('link', { name: 'Your profile' })).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test('keyboard: the skip link comes first, focus is visible, and the login form works without a mouse', async ({ page }) => {
  const account = await signUpViaApi(page, 'mentee', 'Kim Keyboard');
  await page.request.post('/app/user/logout');
  await page.goto('/authentication');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  await page.keyboard.press('Tab');
  const email = page.getByLabel('Email');
  await expect(email).toBeFocused();
  expect(await email.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Kim Keyboard!');
});
