import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** Fresh for every run (the server wipes it on start); tests read the mail outbox from here. */
export const E2E_DATA_DIR = path.resolve(import.meta.dirname, '../dist/e2e-data');
/**
 * A second server with email verification and mentor vetting required, for the specs about them (the
 * first runs with both off, so every other spec's sign-ups can book and be found at once). One port up,
 * so it moves with E2E_PORT. It also sells at prices other than the defaults (TRUST_PRICES), so a spec
 * can tell the server's configured prices from figures built into the pages.
 */
export const TRUST_E2E_PORT = E2E_PORT + 1;
export const TRUST_BASE_URL = `http://localhost:${TRUST_E2E_PORT}`;
export const TRUST_DATA_DIR = path.resolve(import.meta.dirname, '../dist/e2e-data-trust');
export const TRUST_PRICES = { SESSION_PRICE: '12.00', PACK_10_PRICE: '75.50', SUBSCRIPTION_PRICE: '99.00' } as const;

/** Debian's Chromium: Playwright cannot download its own browser on this machine. */
const FULL_BROWSER = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Its old headless shell (Debian's chromium-headless-shell), what Playwright itself runs headless tests
 * in: a quarter less CPU than the full browser on CI's two cores. It has no notifications, push or install
 * check; tests tagged FULL_BROWSER_ONLY run in the full browser. Without the package every test does.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_BROWSER_ONLY = '@full-browser';
const browserAt = (executablePath: string) => ({
  ...devices['Desktop Chrome'],
  channel: undefined,
  launchOptions: {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
});
const fullBrowser = browserAt(FULL_BROWSER);
const headlessShell = browserAt(
  process.env.CHROMIUM_PATH === undefined && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER,
);
/** Specs that deploy a changed build into dist/client while they run. */
const DEPLOYS_A_NEW_BUILD = /pwa-update\.spec\.ts$/;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // CI (2 cores, every spec against one server) sees rare timing failures that pass on a rerun; one
  // retry keeps them from blocking a landing, and the report still lists every retried test as flaky
  // (decision 060). Locally a failure stays a failure.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'on-first-retry',
    // The worker precaches the whole build (~140 files) in every new context, through the one server all
    // tests share. Specs about the worker, offline use, push or updates opt in with `serviceWorkers: 'allow'`.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: headlessShell, testIgnore: DEPLOYS_A_NEW_BUILD, grepInvert: new RegExp(FULL_BROWSER_ONLY) },
    { name: 'full-browser', use: fullBrowser, testIgnore: DEPLOYS_A_NEW_BUILD, grep: new RegExp(FULL_BROWSER_ONLY) },
    // It rewrites the served sw.js: run alone, after every other spec, so no other page is offered that "update".
    { name: 'new-build', use: headlessShell, testMatch: DEPLOYS_A_NEW_BUILD, dependencies: ['chromium', 'full-browser'] },
  ],
  webServer: [
    {
      command: 'node --import tsx e2e/support/serve.ts',
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `${E2E_BASE_URL}/app/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_PORT: String(E2E_PORT), E2E_DATA_DIR },
    },
    {
      command: 'node --import tsx e2e/support/serve.ts',
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `${TRUST_BASE_URL}/app/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        E2E_PORT: String(TRUST_E2E_PORT),
        E2E_DATA_DIR: TRUST_DATA_DIR,
        EMAIL_VERIFICATION: 'required',
        MENTOR_APPROVAL: 'required',
        ...TRUST_PRICES,
      },
    },
  ],
});
