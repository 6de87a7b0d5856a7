import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MenteeClient } from '../mentee-client';
import { check, failedRow, ms, type Budgets, type Row } from '../table';
import { capacityOf, nextRate, stepDuration, type Stepping } from './capacity';
import { LoadClient } from './http-client';
import { createJourneys, REQUESTS_PER_JOURNEY, type Account, type Accounts } from './journeys';
import { runLoad, type Arrival, type LoadResult } from './load';
import type { Pool } from './pool';

/** Seconds per step of the doubling probe that finds where to start the measured steps. */
const PROBE_SECONDS = 3;
/** Requests of one kind a p99 needs to mean more than its slowest request. */
const MIN_REQUESTS_FOR_P99 = 100;

export interface MixOptions {
  /** Seconds per capacity step (20 in the issue; the default run uses fewer to stay within 15 minutes). */
  stepSeconds: number;
  factor: number;
  maxP99Ms: number;
}

/** The servers under load: one, or several instances on one database (`--instances`). */
export interface Target {
  urls: string[];
  pids: Array<number | undefined>;
  statsFiles: string[];
}

/** p99 against offered rate, one series per workload and database, for latency.svg. */
export interface Curve {
  label: string;
  points: Array<{ x: number; y: number }>;
}

export interface MixOutcome {
  rows: Row[];
  curves: Curve[];
  mixCapacity: number;
  healthCapacity: number;
}

/** Logs accounts in a few at a time (argon2 takes tens of ms of CPU per login). */
async function logIn(baseUrl: string, emails: string[]): Promise<Account[]> {
  const accounts: Account[] = [];
  for (let index = 0; index < emails.length; index += 10) {
    const batch = emails.slice(index, index + 10);
    accounts.push(
      ...(await Promise.all(
        batch.map(async (email) => {
          const client = new MenteeClient(baseUrl);
          try {
            await client.login(email);
            return { email, cookie: client.cookie };
          } finally {
            client.close();
          }
        }),
      )),
    );
  }
  return accounts;
}

export async function logInAccounts(baseUrl: string, pool: Pool): Promise<Accounts> {
  return {
    mentees: await logIn(baseUrl, pool.menteeEmails.slice(0, 100)),
    freeMentees: await logIn(baseUrl, pool.freeMenteeEmails),
    mentors: await logIn(baseUrl, pool.mentors.slice(0, 20).map((mentor) => mentor.email)),
  };
}

/** Every arrival a request to one instance after the other, as a round-robin balancer would send them. */
function roundRobin(arrival: (client: LoadClient, recorder: Parameters<Arrival>[1], at: number, instance: number) => Promise<void>, instances: number): Arrival {
  let next = 0;
  return (client, recorder, at) => arrival(client, recorder, at, next++ % instances);
}

export const healthArrival = (client: LoadClient, recorder: Parameters<Arrival>[1], scheduledAt: number, instance = 0) =>
  client.request('GET', '/app/health', { instance }).then((reply) => {
    recorder.record('health', performance.now() - scheduledAt, reply.status, [200], reply.error);
  });

/** Steps the rate up by `factor` until a step's p99 passes the limit or an answer is unexpected (`nextRate`). */
async function capacityRun(
  label: string,
  run: (requestsPerSecond: number, seconds: number) => Promise<LoadResult>,
  stepping: Stepping,
  seconds: number,
): Promise<{ steps: LoadResult[]; capacity: number }> {
  const steps: LoadResult[] = [];
  for (let rate = nextRate(steps, stepping); rate !== undefined; rate = nextRate(steps, stepping)) {
    const result = await run(rate, seconds);
    steps.push(result);
    console.log(
      `${label}: ${rate} req/s offered, ${Math.round(result.sent)} sent · p50 ${ms(result.p50)} · p99 ${ms(result.p99)} · ${result.unexpected} unexpected${result.examples.length ? ` (${result.examples.join(', ')})` : ''}`,
    );
    // Let an overloaded step's queue drain before the next.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return { steps, capacity: capacityOf(steps, stepping) };
}

const describeSteps = (steps: LoadResult[]) => steps.map((step) => `${step.rate}→${Math.round(step.p99)}`).join(', ');

/**
 * Capacity of health alone and of the mixed workload (open loop, p99 ≤ 100 ms, no unexpected answer),
 * their ratio, then the mix at half its capacity: each request's p50/p99, the read cache's hit ratio
 * and the server's CPU per request.
 */
export async function mixRows(
  target: Target,
  label: string,
  pool: Pool,
  budgets: Budgets,
  options: MixOptions,
  ratioBudget?: string,
): Promise<MixOutcome> {
  const group = `mix ${label}`;
  const client = new LoadClient(target.urls);
  const instances = target.urls.length;
  try {
    const accounts = await logInAccounts(target.urls[0]!, pool);
    const journeys = createJourneys(pool, accounts);
    const mixArrival = roundRobin(journeys, instances);
    const health = roundRobin(healthArrival, instances);
    // Every run, however low its rate, sends enough requests for its p99 to mean something.
    const load = (arrival: Arrival, perJourney: number) => (requestsPerSecond: number, seconds: number) =>
      runLoad({
        client,
        arrival,
        journeysPerSecond: requestsPerSecond / perJourney,
        requestsPerJourney: perJourney,
        seconds: stepDuration(requestsPerSecond, seconds),
        serverPids: target.pids,
        statsFiles: target.statsFiles,
      });
    const runHealth = load(health, 1);
    const runMix = load(mixArrival, REQUESTS_PER_JOURNEY);
    const stepping = { factor: options.factor, maxP99Ms: options.maxP99Ms, maxRate: 50_000, minRate: 5 };

    // Warm-up: the first requests of each kind compile code and fill the planner's caches on both sides.
    await runHealth(100, 3);
    await runMix(60, 5);
    // A quick probe (doubling, short steps) finds the bracket; the measured run steps by `factor`
    // from half of it, so the default run spends its time near the limit, on any machine.
    const measure = async (name: string, run: typeof runHealth, probeStart: number) => {
      const probe = await capacityRun(`${group} ${name} probe`, run, { ...stepping, factor: 2, startRate: probeStart }, PROBE_SECONDS);
      // Nothing held even in the probe: a machine this busy gets the smallest steps.
      const startRate = Math.max(stepping.minRate, Math.round(probe.capacity / 2));
      const measured = await capacityRun(`${group} ${name}`, run, { ...stepping, startRate, refine: true }, options.stepSeconds);
      // The picture shows every step taken, the probe's too.
      const points = [...probe.steps, ...measured.steps].map((step) => ({ x: step.rate, y: step.p99 }));
      return { ...measured, points };
    };
    const started = performance.now();
    const healthRun = await measure('health', runHealth, 100);
    const mixRun = await measure('mix', runMix, Math.max(10, Math.round(healthRun.capacity * 0.1)));
    const ratio = healthRun.capacity ? mixRun.capacity / healthRun.capacity : 0;
    const rows: Row[] = [
      {
        group,
        name: 'capacity GET /app/health (open loop, p99 ≤ 100 ms)',
        shown: `${healthRun.capacity} req/s (offered req/s → p99 ms: ${describeSteps(healthRun.steps)})`,
      },
      {
        group,
        name: `capacity mixed workload (${Math.round(REQUESTS_PER_JOURNEY * 10) / 10} requests per journey, ~10 % writes)`,
        shown: `${mixRun.capacity} req/s (${describeSteps(mixRun.steps)})`,
        reference: `health ${healthRun.capacity} req/s`,
        ratio,
        ...(ratioBudget ? { checks: [check(budgets, ratioBudget, ratio)] } : {}),
      },
    ];

    const half = Math.max(10, Math.round(mixRun.capacity / 2));
    const halfHealth = await runHealth(Math.max(10, Math.round(healthRun.capacity / 2)), options.stepSeconds);
    const halfMix = await runMix(half, options.stepSeconds);
    rows.push({
      group,
      name: `mixed workload at 50 % of capacity (${half} req/s offered, ${halfMix.requests} requests)`,
      shown: [
        `p50 ${ms(halfMix.p50)} · p99 ${ms(halfMix.p99)}`,
        halfMix.cacheHitRatio === undefined ? undefined : `read cache hits ${Math.round(halfMix.cacheHitRatio * 100)} %`,
        halfMix.cpuMsPerRequest === undefined ? undefined : `server CPU ${halfMix.cpuMsPerRequest.toFixed(2)} ms/request`,
        `${halfMix.unexpected} unexpected${halfMix.examples.length ? ` (${halfMix.examples.join(', ')})` : ''}`,
      ]
        .filter(Boolean)
        .join(' · '),
      reference:
        halfHealth.cpuMsPerRequest === undefined ? undefined : `health: CPU ${halfHealth.cpuMsPerRequest.toFixed(2)} ms/request`,
      checks: [
        check(budgets, 'mixUnexpectedErrors', halfMix.unexpected, 'unexpected'),
        check(budgets, 'mixStepP99AtHalfCapacity', halfMix.p99, 'p99'),
      ],
    });
    for (const [name, stats] of Object.entries(halfMix.steps)) {
      rows.push({
        group,
        name: `  ${name} at 50 %`,
        shown: `${stats.count}× · p50 ${ms(stats.p50)} · p99 ${ms(stats.p99)}`,
        // The p99 of a handful of requests is their slowest one, which one late turn of the scheduler
        // decides; such a kind counts in the whole mix's p99 above.
        ...(stats.count >= MIN_REQUESTS_FOR_P99 ? { checks: [check(budgets, 'mixStepP99AtHalfCapacity', stats.p99)] } : {}),
      });
    }
    console.log(`${group}: capacity runs took ${((performance.now() - started) / 1000).toFixed(0)} s`);
    return {
      rows,
      curves: [
        { label: `health ${label}`, points: healthRun.points },
        { label: `mix ${label}`, points: mixRun.points },
      ],
      mixCapacity: mixRun.capacity,
      healthCapacity: healthRun.capacity,
    };
  } catch (error) {
    return { rows: [failedRow(group, 'capacity runs', error)], curves: [], mixCapacity: 0, healthCapacity: 0 };
  } finally {
    client.close();
  }
}

/** A temp file per server for its read-cache counts (BENCH_STATS_FILE). */
export async function statsFile(): Promise<string> {
  return path.join(await mkdtemp(path.join(os.tmpdir(), 'bench-stats-')), 'read-cache.json');
}
