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
}

/** A step holds when every answer was an expected one and the p99 stayed within the limit. */
export const held = (step: StepResult, stepping: Pick<Stepping, 'maxP99Ms'>) =>
  step.unexpected === 0 && step.requests > 0 && step.p99 <= stepping.maxP99Ms;

/**
 * The rate of the next step, or undefined when the run is over: up by `factor` while steps hold, over
 * at the first failure after a step that held or at the ceiling. Until a step has held, a failing
 * rate is halved (the start was too high for this machine), down to `minRate`.
 */
export function nextRate(steps: StepResult[], stepping: Stepping): number | undefined {
  const last = steps.at(-1);
  if (!last) return stepping.startRate;
  if (!held(last, stepping)) {
    if (steps.some((step) => held(step, stepping))) return undefined;
    const lower = Math.round(last.rate / 2);
    return lower < stepping.minRate ? undefined : lower;
  }
  const rate = Math.round(last.rate * stepping.factor);
  return rate > stepping.maxRate ? undefined : rate;
}

/** The highest rate that held before the first failure that followed a held step (0 when none held). */
export function capacityOf(steps: StepResult[], stepping: Pick<Stepping, 'maxP99Ms'>): number {
  let capacity = 0;
  for (const step of steps) {
    if (held(step, stepping)) capacity = step.rate;
    else if (capacity) break;
  }
  return capacity;
}

/** Percentile of unsorted values (nearest rank); NaN for none. */
export function percentile(values: ArrayLike<number>, fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * fraction) - 1))]!;
}
