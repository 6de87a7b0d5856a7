/** One step of a capacity run: the offered rate and what the server did with it. */
export interface StepResult {
  rate: number;
  p50: number;
  p99: number;
  requests: number;
  unexpected: number;
}

export interface Stepping {
  /** The first rate tried (requests per second). */
  startRate: number;
  /** Each next step offers this many times the previous one (1.4 in the issue). */
  factor: number;
  /** A step holds while its p99 stays at or below this. */
  maxP99Ms: number;
  /** Never beyond this rate, so a run ends even on a server that never gives in. */
  maxRate: number;
  /** A first step that fails is halved until one holds, down to this (a busy machine still gets a number). */
  minRate: number;
  /**
   * After the first failure that follows a held step, try once more halfway between the two (geometric
   * mean): the capacity is then known within √factor, not within factor.
   */
  refine?: boolean;
}

/** A step holds when every answer was an expected one and the p99 stayed within the limit. */
export const held = (step: StepResult, stepping: Pick<Stepping, 'maxP99Ms'>) =>
  step.unexpected === 0 && step.requests > 0 && step.p99 <= stepping.maxP99Ms;

/** Index of the first step that failed after a step that held, or -1. */
function firstFailureAfterHold(steps: StepResult[], stepping: Pick<Stepping, 'maxP99Ms'>): number {
  let someHeld = false;
  for (const [index, step] of steps.entries()) {
    if (held(step, stepping)) someHeld = true;
    else if (someHeld) return index;
  }
  return -1;
}

/**
 * The rate of the next step, or undefined when the run is over: up by `factor` while steps hold, over
 * at the first failure after a step that held (or, with `refine`, after one more step halfway between
 * that failure and the step below it) or at the ceiling. Until a step has held, a failing rate is
 * halved (the start was too high for this machine), down to `minRate`.
 */
export function nextRate(steps: StepResult[], stepping: Stepping): number | undefined {
  const last = steps.at(-1);
  if (!last) return stepping.startRate;
  const failure = firstFailureAfterHold(steps, stepping);
  if (failure >= 0) {
    if (!stepping.refine || failure < steps.length - 1) return undefined;
    const below = steps[failure - 1]!.rate;
    const middle = Math.round(Math.sqrt(below * last.rate));
    return middle > below && middle < last.rate ? middle : undefined;
  }
  if (!held(last, stepping)) {
    const lower = Math.round(last.rate / 2);
    return lower < stepping.minRate ? undefined : lower;
  }
  const rate = Math.round(last.rate * stepping.factor);
  return rate > stepping.maxRate ? undefined : rate;
}

/**
 * The highest rate that held below the first failure that followed a held step (0 when none held): a
 * refining step halfway below that failure counts when it held.
 */
export function capacityOf(steps: StepResult[], stepping: Pick<Stepping, 'maxP99Ms'>): number {
  const failure = firstFailureAfterHold(steps, stepping);
  const ceiling = failure >= 0 ? steps[failure]!.rate : Number.POSITIVE_INFINITY;
  let capacity = 0;
  for (const step of steps) if (held(step, stepping) && step.rate < ceiling) capacity = Math.max(capacity, step.rate);
  return capacity;
}

/**
 * Requests a step must send for its p99 to be more than its slowest request: at 200 it is the third
 * slowest. A step at a low rate lasts long enough to send them (5 req/s for 10 s sent about 50, and one
 * login's password hash decided the step on a slow host).
 */
export const MIN_STEP_REQUESTS = 200;

/** How long a step at `rate` lasts: `seconds`, or longer when that would send fewer than `MIN_STEP_REQUESTS`. */
export const stepDuration = (rate: number, seconds: number) => Math.max(seconds, Math.ceil(MIN_STEP_REQUESTS / rate));

/** Percentile of unsorted values (nearest rank); NaN for none. */
export function percentile(values: ArrayLike<number>, fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * fraction) - 1))]!;
}
