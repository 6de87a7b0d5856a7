/**
 * Open-loop arrivals: the times (ms from the start) at which work starts at `ratePerSecond`, whether or
 * not earlier work has finished; a slow server makes a queue, and the queue shows in the latencies
 * (no closed loop that waits for an answer before it sends the next request and so hides it).
 * Evenly spaced: the same offered load every run; the spacing itself is the only pattern.
 */
export function arrivalTimes(ratePerSecond: number, seconds: number): number[] {
  if (!(ratePerSecond > 0) || !(seconds > 0)) return [];
  const count = Math.floor(ratePerSecond * seconds);
  const gap = 1000 / ratePerSecond;
  return Array.from({ length: count }, (_, index) => index * gap);
}

/**
 * Calls `start(scheduledMs)` for every arrival at its time, never waiting for the work it starts.
 * A timer tick that comes late starts every arrival that is due at once; each is handed its scheduled
 * time, so its latency counts from when it should have started (the generator's own lag is not hidden).
 */
export function runOpenLoop(
  ratePerSecond: number,
  seconds: number,
  start: (scheduledAt: number) => void,
  clock: () => number = () => performance.now(),
): Promise<void> {
  const times = arrivalTimes(ratePerSecond, seconds);
  const origin = clock();
  let next = 0;
  return new Promise((resolve) => {
    const tick = () => {
      const elapsed = clock() - origin;
      while (next < times.length && times[next]! <= elapsed) start(origin + times[next++]!);
      if (next >= times.length) return resolve();
      setTimeout(tick, Math.max(0, Math.min(times[next]! - elapsed, 5)));
    };
    tick();
  });
}
