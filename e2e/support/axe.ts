import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Fails on serious or critical axe findings (WCAG A/AA and best practices), listing each with its elements. */
export async function expectAccessible(page: Page, label: string) {
  // Colour contrast measured mid-fade (the calendar fades its views in) is a false finding: let every
  // finite animation finish first. Endless ones (spinners) are left running.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 5_000 },
  );
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(blocking, label).toEqual([]);
}
