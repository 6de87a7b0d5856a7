import type { BrowserContext, Page } from '@playwright/test';
import { median } from './table';

/** Lighthouse's mobile preset slows the CPU as much; a mid-range phone, roughly. */
export const CPU_SLOWDOWN = 4;

/**
 * A fixed, deterministic piece of a page's work, what an interaction does at a smaller scale: script
 * (build and sort 5 000 numbers, a JSON round trip), then 400 elements added to the document, a style
 * and layout pass, and their removal. Run in a blank page of the same Chromium under `CPU_SLOWDOWN`,
 * its time says how fast this machine is at that moment. A string: tsx would wrap inner functions in a
 * helper the browser lacks.
 */
const calibrationWorkload = `(() => {
  const started = performance.now();
  const numbers = Array.from({ length: 5000 }, (_, i) => (i * 7919) % 10007);
  numbers.sort((a, b) => a - b);
  const copy = JSON.parse(JSON.stringify({ numbers }));
  const list = document.createElement('ul');
  for (let i = 0; i < 400; i++) {
    const item = document.createElement('li');
    item.className = 'item-' + (i % 7);
    item.textContent = 'item ' + copy.numbers[i];
    list.append(item);
  }
  document.body.append(list);
  const height = list.getBoundingClientRect().height;
  list.remove();
  return height > 0 ? performance.now() - started : -1;
})()`;

/**
 * Unmeasured runs first: in a browser just started, the first 2–3 runs took 50–90 ms where the rest
 * took 40–45 (the script's compilation and the JIT's tiers); Lighthouse's browser is always new.
 */
const WARM_UP_RUNS = 5;

/**
 * A blank page of its own in `context` under `cpuSlowdown` that runs the calibration on demand:
 * `runs(n)` gives each run's time, after `WARM_UP_RUNS` that are not measured.
 */
export async function openCalibration(
  context: BrowserContext,
  cpuSlowdown = CPU_SLOWDOWN,
): Promise<{ runs: (count: number) => Promise<number[]>; page: Page }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.setContent('<!doctype html><html><body></body></html>');
  for (let run = 0; run < WARM_UP_RUNS; run++) await page.evaluate(calibrationWorkload);
  return {
    page,
    async runs(count) {
      const times: number[] = [];
      for (let run = 0; run < count; run++) {
        const elapsed = (await page.evaluate(calibrationWorkload)) as number;
        if (!(elapsed > 0)) throw new Error('the CPU calibration did not lay out its elements');
        times.push(elapsed);
      }
      return times;
    },
  };
}

/** Calibration runs just before a measurement and as many just after it. */
const BRACKET_RUNS = 3;

/**
 * The calibration around `measure`: the load of a shared machine changes from one second to the next,
 * so the measurement's budget scales with the median of the runs just before and just after it.
 */
export async function bracketed<T>(
  calibration: { runs: (count: number) => Promise<number[]> },
  measure: () => Promise<T>,
): Promise<{ result: T; calibrationMs: number }> {
  const before = await calibration.runs(BRACKET_RUNS);
  const result = await measure();
  return { result, calibrationMs: median([...before, ...(await calibration.runs(BRACKET_RUNS))]) };
}

/** `CPU_SLOWDOWN` scaled by how much faster (or slower) this machine ran the calibration than the quiet one. */
export const cpuSlowdownFor = (calibrationMs: number, quietMs: number) => Math.max(1, (CPU_SLOWDOWN * quietMs) / calibrationMs);

/**
 * The calibration at full speed in a Lighthouse browser on a quiet machine, in ms: the median of a
 * quiet run's five rounds (10.6–12.8 ms, median 12.2), recorded on 2026-11-29 while the interactions'
 * calibration under `CPU_SLOWDOWN` read 54–59 ms, the 57 ms their budgets were set on (decision 126).
 * On such a machine Lighthouse simulates the phone of `CPU_SLOWDOWN`, as its own default does.
 */
export const QUIET_FULL_SPEED_CALIBRATION_MS = 12;

/** Runs of the calibration in each browser: each takes 10–25 ms at full speed. */
const FULL_SPEED_RUNS = 15;

/**
 * The calibration's runs at full speed in a blank page of `context`. Lighthouse records a page at the
 * host's full speed and simulates a phone by multiplying the tasks it recorded, so its CPU slowdown
 * comes from this: under Chromium's own 4× throttle the renderer is paused three quarters of the time,
 * and a host that limits each process's CPU time (a container's quota) barely showed in it. Under a
 * quota that made the server 1.69× slower, the calibration took 1.6× longer at full speed, 1.1× at 4×.
 */
export async function fullSpeedCalibration(context: BrowserContext): Promise<number[]> {
  const calibration = await openCalibration(context, 1);
  try {
    return await calibration.runs(FULL_SPEED_RUNS);
  } finally {
    await calibration.page.close();
  }
}

/**
 * Lighthouse's CPU slowdown for a phone as fast on this machine, now, as `CPU_SLOWDOWN` gives on the
 * quiet machine the budgets were set on: on a host 1.5× slower the recorded tasks are already 1.5×
 * longer, so the phone needs 4 / 1.5. Never below 1: Lighthouse cannot speed a task up.
 */
export const lighthouseCpuSlowdown = (fullSpeedCalibrationMs: number) =>
  cpuSlowdownFor(fullSpeedCalibrationMs, QUIET_FULL_SPEED_CALIBRATION_MS);
