import type { Page } from '@playwright/test';

/**
 * Screenshots are for people to look at (e2e/screenshots/, git-ignored), not assertions. CI has no one
 * to look, so it skips them and the theme/language passes that exist only for them, unless
 * E2E_SCREENSHOTS=1 asks for them.
 */
export const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1' || (!process.env.CI && process.env.E2E_SCREENSHOTS !== '0');

export async function saveScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (!TAKE_SCREENSHOTS) return;
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: options.fullPage ?? false });
}
