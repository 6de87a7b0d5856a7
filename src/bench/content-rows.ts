import { chromium, type CDPSession } from '@playwright/test';
import { browserCookies, returningPhoneCookie, type Dataset } from './dataset';
import { check, failedRow, median, ms, type Budgets, type Row } from './table';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Lighthouse's mobile conditions, applied for real (DevTools throttling) rather than simulated, so that
 * the moment content shows can be read off the page: slow 4G (150 ms round trips, 1.6 Mbit/s down,
 * 750 kbit/s up, with Lighthouse's own factors for DevTools throttling: latency × 3.75, throughput × 0.9),
 * 4× CPU slowdown, its Moto G Power screen.
 */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1638.4 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const PHONE = { width: 412, height: 823 };
const RUNS = 3;
/** The phone's zone, as its browser runs in it and reports it. */
const PHONE_TIME_ZONE = 'Europe/Berlin';

/**
 * What "content" is on each page: the first thing a person came for, in the DOM as the app rendered it,
 * in the browser or on the server (decision 118); the app shell has none of these. The search form
 * counts once its name field is the app's own: the shell's outline has none, and the server's field
 * takes typing before the scripts run, keeps it through hydration and submits without them
 * (e2e/server-rendered-pages.spec.ts).
 */
const TARGETS = [
  { page: '/dashboard', what: 'first session card', selector: '[data-testid="session-card"]' },
  { page: '/dashboard/search', what: 'search form usable', selector: 'form input[name="q"]' },
  { page: '/dashboard/search', what: 'first mentor card', selector: '[data-testid="mentor-result"]' },
  { page: '/dashboard/session', what: 'first session card', selector: '[data-testid="session-card"]' },
] as const;

/**
 * Installed before any script of a page runs: notes `performance.now()` (ms since the navigation
 * started) when each selector first matches. A string: tsx would wrap named inner functions in a
 * helper that does not exist in the browser.
 */
const recordFirstSeen = (selectors: string[]) => `(() => {
  const selectors = ${JSON.stringify(selectors)};
  window.__benchSeen = {};
  const look = () => {
    for (const selector of selectors) {
      if (window.__benchSeen[selector] === undefined && document.querySelector(selector)) window.__benchSeen[selector] = performance.now();
    }
    return selectors.every((selector) => window.__benchSeen[selector] !== undefined);
  };
  const watch = () => {
    if (!look()) new MutationObserver((_, observer) => look() && observer.disconnect()).observe(document.documentElement, { childList: true, subtree: true, attributes: true });
  };
  if (document.documentElement) watch();
  else document.addEventListener('readystatechange', watch, { once: true });
})();`;

async function throttle(session: CDPSession) {
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', SLOW_4G);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** One cold visit (new context: empty cache, no service worker) of `page`: ms to each selector. */
async function visit(baseUrl: string, page: string, selectors: string[], cookie: string): Promise<Record<string, number>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({
      baseURL: baseUrl,
      timezoneId: PHONE_TIME_ZONE,
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    await context.addCookies(browserCookies(cookie, baseUrl));
    await context.addInitScript(recordFirstSeen(selectors));
    const tab = await context.newPage();
    await throttle(await context.newCDPSession(tab));
    await tab.goto(page, { waitUntil: 'commit' });
    await tab.waitForFunction(
      (wanted) =>
        wanted.every(
          (selector) => (window as unknown as { __benchSeen: Record<string, number> }).__benchSeen[selector] !== undefined,
        ),
      selectors,
      { timeout: 60_000, polling: 100 },
    );
    if (new URL(tab.url()).pathname !== page) throw new Error(`ended on ${new URL(tab.url()).pathname} instead of ${page}`);
    return await tab.evaluate(() => (window as unknown as { __benchSeen: Record<string, number> }).__benchSeen);
  } finally {
    await browser.close();
  }
}

/**
 * "Time to content" on the logged-in pages, as the busiest mentee sees them on a slow phone: from the
 * navigation's start to the first content of each page (TARGETS), median of RUNS cold visits.
 * Lighthouse's LCP on these pages is the app shell's heading, painted before any data; this is not.
 */
export async function contentRows(baseUrl: string, dataset: Dataset, budgets: Budgets): Promise<Row[]> {
  const group = 'time to content';
  const name = (target: (typeof TARGETS)[number]) => `${target.page}: ${target.what} (slow 4G, 4× CPU)`;
  let cookie: string;
  try {
    cookie = await returningPhoneCookie(baseUrl, dataset.generated.busiestMenteeEmail, PHONE_TIME_ZONE);
  } catch (error) {
    return TARGETS.map((target) => failedRow(group, name(target), error));
  }
  const rows: Row[] = [];
  for (const page of new Set(TARGETS.map((target) => target.page))) {
    const targets = TARGETS.filter((target) => target.page === page);
    const selectors = targets.map((target) => target.selector);
    try {
      const runs: Array<Record<string, number>> = [];
      for (let run = 0; run < RUNS; run++) runs.push(await visit(baseUrl, page, selectors, cookie));
      for (const target of targets) {
        const times = runs.map((run) => run[target.selector]!);
        const value = median(times);
        rows.push({
          group,
          name: name(target),
          shown: `${ms(value)} (median of ${RUNS}: ${times.map((time) => ms(time)).join(', ')})`,
          checks: [check(budgets, 'timeToContentMs', value)],
        });
      }
    } catch (error) {
      rows.push(...targets.map((target) => failedRow(group, name(target), error)));
    }
  }
  return rows;
}
