import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { TAKE_SCREENSHOTS } from './screenshots';

/**
 * The themes a theme-looping spec visits. expectAccessible checks both palettes on every page, so a
 * second (dark) visit is only needed for the screenshots someone looks at.
 */
export const THEMES_TO_VISIT: ReadonlyArray<'light' | 'dark'> = TAKE_SCREENSHOTS ? ['light', 'dark'] : ['light'];

/** Colour contrast measured mid-fade (the calendar fades its views in) is a false finding: let every
 * finite animation and transition finish first. Endless ones (spinners) are left running. */
const settle = (page: Page) =>
  page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 5_000 },
  );

async function blockingFindings(page: Page, rules?: string[]) {
  // axe.run in the page itself: the default runs each frame apart and merges the parts in a new blank
  // page, which is for cross-origin iframes (the app has none) and takes about twice as long.
  const builder = new AxeBuilder({ page }).setLegacyMode();
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * Fails on serious or critical axe findings (WCAG A/AA and best practices), listing each with its
 * elements: every rule in the page's theme, then colour contrast in the other one. The themes differ
 * only in colours (data-theme on <html> picks the palette, src/client/ui/theme.css.ts), so the other
 * palette is checked on the same page by switching that attribute, and switched back after.
 */
export async function expectAccessible(page: Page, label: string) {
  await settle(page);
  expect(await blockingFindings(page), label).toEqual([]);
  const shown = await page.evaluate(() => {
    const root = document.documentElement;
    const theme = root.dataset.theme === 'dark' ? 'dark' : 'light';
    root.dataset.theme = theme === 'dark' ? 'light' : 'dark';
    return theme;
  });
  try {
    await settle(page);
    expect(await blockingFindings(page, ['color-contrast']), `${label}, in the ${shown === 'dark' ? 'light' : 'dark'} theme`).toEqual([]);
  } finally {
    await page.evaluate((theme) => (document.documentElement.dataset.theme = theme), shown);
  }
}
