import { readFileSync } from 'node:fs';
import { runOpenLoop } from './arrivals';
import { percentile, type StepResult } from './capacity';
import type { LoadClient } from './http-client';
import type { Recorder } from './journeys';

/** Per named request: how many, their p50 and p99 in ms. */
export interface StepStats {
  count: number;
  p50: number;
  p99: number;
}

export interface LoadResult extends StepResult {
  /** Requests per second actually sent (the offered rate is `rate`). */
  sent: number;
  steps: Record<string, StepStats>;
  /** A few unexpected answers, e.g. "book 500", for the report. */
  examples: string[];
  /** Server CPU (user + system) over the step, ms per request. */
  cpuMsPerRequest?: number;
  /** Read-cache hits / (hits + misses) over the step. */
  cacheHitRatio?: number;
}

/** Work started per arrival: one GET /app/health, or one whole journey of the mix. */
export type Arrival = (client: LoadClient, recorder: Recorder, scheduledAt: number) => Promise<void>;

/** How long a step waits for its last answers before it counts the rest as lost. */
const DRAIN_MS = 10_000;

/** CPU time of a process in ms (utime + stime from /proc; clock ticks of 10 ms on Linux). */
export function cpuMsOf(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

function readCounts(file: string | undefined): { hits: number; misses: number } | undefined {
  if (!file) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { hits: number; misses: number };
  } catch {
    return undefined;
  }
}

/**
 * One step: arrivals at `journeysPerSecond` for `seconds`, then waits for the answers. `rate` in the
 * result is the offered request rate (journeys × requests per journey), comparable with health's.
 */
export async function runLoad(options: {
  client: LoadClient;
  arrival: Arrival;
  journeysPerSecond: number;
  requestsPerJourney: number;
  seconds: number;
  serverPids: Array<number | undefined>;
  statsFiles?: string[];
}): Promise<LoadResult> {
  const latencies = new Map<string, number[]>();
  const all: number[] = [];
  const examples: string[] = [];
  let unexpected = 0;
  const recorder: Recorder = {
    record(step, ms, status, expected, error) {
      let list = latencies.get(step);
      if (!list) latencies.set(step, (list = []));
      list.push(ms);
      all.push(ms);
      if (!expected.includes(status)) {
        unexpected++;
        if (examples.length < 5) examples.push(`${step} ${status}${error ? ` (${error})` : ''}`);
      }
    },
  };
  const cpuBefore = options.serverPids.map(cpuMsOf);
  const countsBefore = (options.statsFiles ?? []).map(readCounts);
  const pending = new Set<Promise<void>>();
  const started = performance.now();
  await runOpenLoop(options.journeysPerSecond, options.seconds, (scheduledAt) => {
    const work = options.arrival(options.client, recorder, scheduledAt).catch((error: unknown) => {
      unexpected++;
      if (examples.length < 5) examples.push(`journey threw: ${(error as Error).message}`);
    });
    pending.add(work);
    void work.finally(() => pending.delete(work));
  });
  const sendSeconds = (performance.now() - started) / 1000;
  const drained = await Promise.race([
    Promise.all(pending).then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), DRAIN_MS)),
  ]);
  if (!drained) {
    unexpected += pending.size;
    examples.push(`${pending.size} journeys unanswered ${DRAIN_MS / 1000} s after the step`);
  }
  // The stats file is written twice a second: let the last counts land.
  if (options.statsFiles?.length) await new Promise((resolve) => setTimeout(resolve, 600));
  const cpuAfter = options.serverPids.map(cpuMsOf);
  const cpuMs = cpuAfter.reduce<number | undefined>((sum, after, index) => {
    const before = cpuBefore[index];
    return sum === undefined || after === undefined || before === undefined ? undefined : sum + after - before;
  }, 0);
  const counts = (options.statsFiles ?? []).map((file, index) => {
    const after = readCounts(file);
    const before = countsBefore[index];
    return after && before ? { hits: after.hits - before.hits, misses: after.misses - before.misses } : undefined;
  });
  const hits = counts.reduce((sum, one) => sum + (one?.hits ?? 0), 0);
  const lookups = counts.reduce((sum, one) => sum + (one ? one.hits + one.misses : 0), 0);
  const steps: Record<string, StepStats> = {};
  for (const [name, list] of [...latencies].sort(([a], [b]) => a.localeCompare(b))) {
    steps[name] = { count: list.length, p50: percentile(list, 0.5), p99: percentile(list, 0.99) };
  }
  return {
    rate: Math.round(options.journeysPerSecond * options.requestsPerJourney),
    sent: all.length / sendSeconds,
    requests: all.length,
    p50: percentile(all, 0.5),
    p99: percentile(all, 0.99),
    unexpected,
    steps,
    examples,
    ...(cpuMs !== undefined && all.length ? { cpuMsPerRequest: cpuMs / all.length } : {}),
    ...(lookups ? { cacheHitRatio: hits / lookups } : {}),
  };
}
