import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { GENERATED_PASSWORD } from '../server/generator/generate';
import { fullSpeedCalibration, lighthouseCpuSlowdown, QUIET_FULL_SPEED_CALIBRATION_MS } from './cpu-calibration';
import { browserCookies, returningPhoneCookie, type Dataset } from './dataset';
import { startTlsProxy } from './processes';
import { startReferenceApp } from './reference-app';
import { check, failedRow, median, ms, type Budgets, type Row } from './table';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Opt-in: a folder that receives each Lighthouse run's full JSON report (diagnostics behind a score). */
const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_REPORT_DIR;
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  // The pages are measured through tls-proxy.ts, whose certificate is made for the run.
  '--ignore-certificate-errors',
];

/**
 * Lighthouse's own failures to record a trace ("Please run Lighthouse again"): the run measured
 * nothing, so it is repeated, up to twice (two failures in a row have been seen on a quiet machine).
 * A run that measured is never repeated, whatever its score.
 */
const TRACE_FAILURES = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'PROTOCOL_TIMEOUT']);
const TRACE_RETRIES = 2;

/** `work` with the default context of the Chromium listening on `port`, Lighthouse's browser. */
async function inBrowser<T>(port: number, work: (jar: BrowserContext) => Promise<T>): Promise<T> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const jar = browser.contexts()[0];
    if (!jar) throw new Error('Chromium has no default context');
    return await work(jar);
  } finally {
    await browser.close();
  }
}

/** New browsers each round's CPU calibration runs in, one after another, as Lighthouse's are new. */
const CALIBRATION_BROWSERS = 3;

/** The full-speed CPU calibration's median over `CALIBRATION_BROWSERS` new Lighthouse browsers, in ms. */
async function roundCalibrationMs(): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < CALIBRATION_BROWSERS; run++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
    try {
      times.push(...(await inBrowser(chrome.port, fullSpeedCalibration)));
    } finally {
      chrome.kill();
    }
  }
  return median(times);
}

/**
 * Lighthouse's default (mobile) configuration, performance only, against the production server, so
 * the score includes its compression and caching headers; `cpuSlowdown` is the round's own
 * (`lighthouseRows`). A page behind login gets the session cookie in the browser's cookie jar before
 * the run (Lighthouse keeps cookies): sent as an extra header instead, it was replaced by the jar's
 * own header as soon as the page set its language cookie, and the rest of the run measured the login
 * prompt.
 */
async function runLighthouse(url: string, cookie: string | undefined, cpuSlowdown: number) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    if (cookie) await inBrowser(chrome.port, (jar) => jar.addCookies(browserCookies(cookie, url)));
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (!result) throw new Error('Lighthouse returned no result');
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** The API answers of a run that said "not logged in": such a run measured the login prompt instead of the page. */
function unauthorisedApiCalls(lhr: { audits: Record<string, { details?: unknown }> }): string[] {
  const details = lhr.audits['network-requests']?.details as { items?: { url: string; statusCode: number }[] } | undefined;
  return (details?.items ?? []).filter((item) => item.statusCode === 401 && new URL(item.url).pathname.startsWith('/app/')).map((item) => item.url);
}

/**
 * Runs per page, one per round. One Lighthouse run varies by several points on a busy machine, more on a
 * shared host whose speed changes from one second to the next; Lighthouse's own advice ("Lighthouse
 * variability") is to take the median of several runs: the median of 5 is about twice as stable as one run.
 */
const ROUNDS = 5;

interface Measured {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The CPU slowdown of the run's round. */
  cpuSlowdown: number;
}

/** One run that measured: its report, checked to be of the page that was asked for. */
async function measuredRun({ pagePath, url, cookie }: Target, cpuSlowdown: number): Promise<Measured> {
  let lhr = await runLighthouse(url, cookie, cpuSlowdown);
  for (let retry = 0; retry < TRACE_RETRIES && lhr.runtimeError && TRACE_FAILURES.has(lhr.runtimeError.code); retry++) {
    console.log(`Lighthouse ${pagePath}: ${lhr.runtimeError.code}; running it again`);
    lhr = await runLighthouse(url, cookie, cpuSlowdown);
  }
  if (REPORT_DIR) {
    const file = path.join(REPORT_DIR, `lighthouse${pagePath.replaceAll('/', '-')}-${Date.now()}.json`);
    await mkdir(REPORT_DIR, { recursive: true });
    await writeFile(file, JSON.stringify(lhr));
    console.log(`Lighthouse report: ${file}`);
  }
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const loggedOut = cookie ? unauthorisedApiCalls(lhr) : [];
  if (loggedOut.length > 0) throw new Error(`not logged in during the run: 401 from ${loggedOut.join(', ')}`);
  const finalUrl = new URL(lhr.finalDisplayedUrl);
  // A logged-in page that ended on the login page would measure the wrong thing.
  if (finalUrl.pathname !== pagePath) throw new Error(`ended on ${finalUrl.pathname} instead of ${pagePath}`);
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    cpuSlowdown,
  };
}

/** The median run by score (its LCP, TBT and CLS come with it) and every run's score. */
function medianRun(runs: Measured[]): { median: Measured; scores: number[] } {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return { median: sorted[Math.floor(sorted.length / 2)]!, scores: sorted.map((run) => run.score) };
}

const figures = (run: Measured) =>
  `score ${run.score} · LCP ${ms(run.lcp)} · TBT ${ms(run.tbt)} · CPU ${run.cpuSlowdown.toFixed(1)}×`;
/** A row's value: the median run's figures and every run's score. */
const shownRuns = ({ median, scores }: { median: Measured; scores: number[] }) =>
  `${figures(median)} · CLS ${median.cls.toFixed(3)} (median of ${ROUNDS} runs: ${scores.join(', ')})`;
/** The measured pages: the public `/`, and those behind the login as the busiest mentee sees them. */
const pageName = (page: string) => `Lighthouse mobile ${page}${page === '/' ? '' : ' (logged in)'}`;

/**
 * A product page's row. Score, TBT and LCP are judged against the reference app's median run of the
 * same rounds (same machine, same Lighthouse settings, same static serving): how much the product
 * costs over React + Router, not how fast the machine is. CLS does not depend on the machine: absolute.
 */
function lighthouseRow(group: string, target: Target, runs: Measured[], budgets: Budgets, reference: Measured): Row {
  const measured = medianRun(runs);
  const { median } = measured;
  return {
    group,
    name: target.name,
    shown: shownRuns(measured),
    reference: figures(reference),
    // What the page's LCP is to the reference's: the LCP budgets' own measure.
    ratio: median.lcp / reference.lcp,
    checks: [
      check(budgets, 'lighthouseScore', median.score, undefined, reference.score),
      check(budgets, 'lighthouseTbtMs', median.tbt, 'TBT', reference.tbt),
      // The pages behind the login wait for the auth check and their data before their content shows.
      check(budgets, target.cookie ? 'lighthouseLcpLoggedIn' : 'lighthouseLcpHome', median.lcp, 'LCP', reference.lcp),
      check(budgets, 'lighthouseCls', median.cls, 'CLS'),
    ],
  };
}

/** The pages behind the login that are measured, as the busiest mentee sees them. */
const LOGGED_IN_PAGES = ['/dashboard/search', '/dashboard/session', '/dashboard/schedule'];
const REFERENCE_NAME = 'Lighthouse mobile reference: bare React + Router app /';
const CPU_ROW = 'Lighthouse CPU slowdown per round, from the calibration at full speed';

/** One page a round measures. */
interface Target {
  name: string;
  pagePath: string;
  url: string;
  cookie?: string;
}

/**
 * The Lighthouse rows, measured in `ROUNDS` rounds: each round runs the full-speed CPU calibration
 * (cpu-calibration.ts), then the reference app (reference-app.ts: the client rows' baseline build,
 * served as the product serves its own) and every product page once, all on the phone that calibration
 * gives. A slowdown calibrated before each run varied by a fifth from one run to the next, and the
 * reference was simulated on other phones than the pages it judged; one slowdown for the whole section
 * could not follow a host that slowed while it ran, and the page measured last paid for it (decision
 * 125). In rounds, a drifting host falls on every page alike. Each page's row is its median run, judged
 * against the reference's; a page whose run fails is not run again, and without a reference the pages
 * cannot be judged. Everything goes over HTTPS with HTTP/2 (tls-proxy.ts), as a deployment serves it
 * (decision 122).
 */
export async function lighthouseRows(baseUrl: string, dataset: Dataset, budgets: Budgets): Promise<Row[]> {
  const group = 'Lighthouse';
  const pages = ['/', ...LOGGED_IN_PAGES];
  const unmeasured = (error: unknown) => [CPU_ROW, REFERENCE_NAME, ...pages.map(pageName)].map((name) => failedRow(group, name, error));
  const stops: Array<() => Promise<void>> = [];
  try {
    const app = await startReferenceApp();
    stops.push(() => app.stop());
    const referenceTls = await startTlsProxy(app.url);
    stops.push(() => referenceTls.stop());
    const productTls = await startTlsProxy(baseUrl);
    stops.push(() => productTls.stop());
    // The Lighthouse browser runs in this machine's zone.
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const cookie = await returningPhoneCookie(baseUrl, dataset.generated.busiestMenteeEmail, zone);
    const reference: Target = { name: REFERENCE_NAME, pagePath: '/', url: `${referenceTls.url}/` };
    const targets: Target[] = [
      reference,
      { name: pageName('/'), pagePath: '/', url: `${productTls.url}/` },
      ...LOGGED_IN_PAGES.map((page) => ({ name: pageName(page), pagePath: page, url: `${productTls.url}${page}`, cookie })),
    ];
    const runs = new Map(targets.map((target) => [target, [] as Measured[]]));
    const failures = new Map<Target, unknown>();
    const rounds: Array<{ calibrationMs: number; cpuSlowdown: number }> = [];
    for (let round = 0; round < ROUNDS; round++) {
      const calibrationMs = await roundCalibrationMs();
      const cpuSlowdown = lighthouseCpuSlowdown(calibrationMs);
      rounds.push({ calibrationMs, cpuSlowdown });
      for (const target of targets) {
        if (failures.has(target)) continue;
        try {
          runs.get(target)!.push(await measuredRun(target, cpuSlowdown));
        } catch (error) {
          failures.set(target, error);
        }
      }
    }
    const cpuRow: Row = {
      group,
      name: CPU_ROW,
      shown: `${rounds.map((round) => round.cpuSlowdown.toFixed(1)).join(' · ')}× from ${rounds.map((round) => round.calibrationMs.toFixed(1)).join(' · ')} ms (quiet ${ms(QUIET_FULL_SPEED_CALIBRATION_MS)})`,
    };
    if (failures.has(reference)) {
      return [cpuRow, failedRow(group, REFERENCE_NAME, failures.get(reference)), ...pages.map((page) => failedRow(group, pageName(page), 'no reference to judge it by'))];
    }
    const referenceRuns = medianRun(runs.get(reference)!);
    const pageRows = targets
      .filter((target) => target !== reference)
      .map((target) => (failures.has(target) ? failedRow(group, target.name, failures.get(target)) : lighthouseRow(group, target, runs.get(target)!, budgets, referenceRuns.median)));
    return [cpuRow, { group, name: REFERENCE_NAME, shown: shownRuns(referenceRuns) }, ...pageRows];
  } catch (error) {
    return unmeasured(error);
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  }
}

/** The first upcoming session on /dashboard/session (the same test id e2e/sessions.spec.ts uses). */
const SESSION_CARD = '[data-testid="session-card"]';

/**
 * Installed before any script of a page runs: notes `performance.now()` (ms since the navigation
 * started) when the first session card is in the DOM. A string, not a function: tsx would wrap named
 * inner functions in a helper that does not exist in the browser.
 */
const recordSessionsShown = `(() => {
  const seen = () => {
    if (!document.querySelector(${JSON.stringify(SESSION_CARD)})) return false;
    window.__benchSessionsAt = performance.now();
    return true;
  };
  const watch = () => {
    if (!seen()) new MutationObserver((_, observer) => seen() && observer.disconnect()).observe(document.documentElement, { childList: true, subtree: true });
  };
  if (document.documentElement) watch();
  else document.addEventListener('readystatechange', watch, { once: true });
})();`;

/**
 * Offline cold start: after one online visit (service worker in control, sessions shown once), the
 * network goes off and the page reloads. Measured in the page: from the navigation's time origin to
 * the moment the first upcoming session is in the DOM (`recordSessionsShown`).
 */
export async function offlineStartRow(baseUrl: string, dataset: Dataset, budgets: Budgets): Promise<Row> {
  const group = 'offline';
  const name = 'cold start /dashboard/session offline → upcoming sessions';
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    await context.addInitScript(recordSessionsShown);
    const page = await context.newPage();
    const response = await context.request.post('/app/user/login', {
      data: { email: dataset.generated.busiestMenteeEmail, password: GENERATED_PASSWORD },
    });
    if (!response.ok()) throw new Error(`login answered ${response.status()}`);

    await page.goto('/dashboard/session');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The very first visit is not yet controlled; the reload puts the page under the service worker.
    if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 15_000 });
    await page.locator(SESSION_CARD).first().waitFor({ timeout: 15_000 });

    await context.setOffline(true);
    await page.reload({ waitUntil: 'commit' });
    await page.locator(SESSION_CARD).first().waitFor({ timeout: 10_000 });
    const elapsed = await page.evaluate(() => (window as unknown as { __benchSessionsAt?: number }).__benchSessionsAt);
    if (elapsed === undefined) throw new Error('the sessions appeared but their time was not recorded');
    return { group, name, shown: ms(elapsed), checks: [check(budgets, 'offlineStartMs', elapsed)] };
  } catch (error) {
    return failedRow(group, name, error);
  } finally {
    await browser.close();
  }
}
