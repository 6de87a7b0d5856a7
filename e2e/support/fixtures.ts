import { test as base, expect } from '@playwright/test';

/**
 * `test` with a guard: an uncaught page error or a console error fails the test. The browser's own
 * "Failed to load resource … 4xx" lines are expected wherever a test provokes a 401/409 on purpose.
 */
export const test = base.extend<{ failOnConsoleErrors: void; expectedConsoleErrors: RegExp[] }>({
  /** Console errors a test provokes on purpose (`test.use`), besides the 4xx lines. */
  expectedConsoleErrors: [[], { option: true }],
  failOnConsoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (/Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) return;
        if (expectedConsoleErrors.some((expected) => expected.test(message.text()))) return;
        problems.push(`console error: ${message.text()}`);
      });
      await use();
      expect(problems, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
