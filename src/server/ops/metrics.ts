import { createHash, timingSafeEqual } from 'node:crypto';
import { prometheus } from '@hono/prometheus';
import type { MiddlewareHandler } from 'hono';
import pg from 'pg';
import { Counter, Gauge, Registry, collectDefaultMetrics, type HistogramConfiguration } from 'prom-client';
import type { AppDeps, AppEnv } from '../http/context';
import { MAX_ATTEMPTS } from '../notices/notice-worker';
import { readOutboxState } from './metrics.queries';

/** Request latency buckets in seconds: most API answers take milliseconds; the booking path a little more. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface AppMetrics {
  registry: Registry;
  /** Counts and times every request by method, route pattern (never the raw path) and status. */
  recordRequests: MiddlewareHandler<AppEnv>;
}

/**
 * One registry per app (not prom-client's global one), so tests can build several apps in one process.
 * Gauges that describe the database are read when Prometheus scrapes, not on a timer.
 */
export function createMetrics(deps: AppDeps): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // The library's option type drops the histogram-only fields; a typed variable passes them through.
  const requestDuration: Partial<HistogramConfiguration<string>> = { buckets: LATENCY_BUCKETS };
  const { registerMetrics } = prometheus({ registry, metricOptions: { requestDuration } });
  registerPoolGauges(registry, deps);
  registerOutboxGauges(registry, deps);
  registerJobGauges(registry, deps);
  return { registry, recordRequests: registerMetrics as MiddlewareHandler<AppEnv> };
}

/** PostgreSQL: the pool's connections. PGlite runs one query at a time in-process and exposes no queue to read. */
function registerPoolGauges(registry: Registry, deps: AppDeps) {
  // Some tests build the app without a database.
  const client = (deps.db as unknown as { $client?: unknown } | undefined)?.$client;
  if (!(client instanceof pg.Pool)) return;
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, client.totalCount);
      this.set({ state: 'idle' }, client.idleCount);
      this.set({ state: 'waiting' }, client.waitingCount);
    },
  });
  new Gauge({
    name: 'db_pool_max_connections',
    help: 'The most connections the PostgreSQL pool opens',
    registers: [registry],
    collect() {
      this.set(client.options.max ?? 10);
    },
  });
}

function registerOutboxGauges(registry: Registry, deps: AppDeps) {
  // A scrape collects every metric at once: one query serves both gauges, the second collect joins the first's.
  let pending: ReturnType<typeof readOutboxState> | null = null;
  const read = () => {
    pending ??= readOutboxState(deps.db, deps.now(), MAX_ATTEMPTS).finally(() => {
      pending = null;
    });
    return pending;
  };
  new Gauge({
    name: 'outbox_unsent_notices',
    help: 'Booking notices (mail and push) written and still to be sent',
    registers: [registry],
    async collect() {
      this.set((await read()).unsent);
    },
  });
  new Gauge({
    name: 'outbox_given_up_notices',
    help: 'Booking notices left unsent after the last attempt (see the log for why)',
    registers: [registry],
    async collect() {
      this.set((await read()).givenUp);
    },
  });
  new Gauge({
    name: 'outbox_oldest_unsent_age_seconds',
    help: 'Age of the oldest booking notice still to be sent; 0 when none waits',
    registers: [registry],
    async collect() {
      this.set((await read()).oldestAgeSeconds);
    },
  });
}

/** Read at each scrape: the board is the deps' own, and jobs start after the app is built. */
function registerJobGauges(registry: Registry, deps: AppDeps) {
  new Gauge({
    name: 'job_lag_seconds',
    help: 'How far past its interval a periodic job is since its last successful run; 0 while on time',
    labelNames: ['job'],
    registers: [registry],
    collect() {
      const board = deps.jobs;
      for (const [job, state] of board?.jobs ?? []) this.set({ job }, board!.lagSeconds(state));
    },
  });
  new Gauge({
    name: 'job_last_success_timestamp_seconds',
    help: 'When a periodic job last finished without error (Unix time); 0 before its first success',
    labelNames: ['job'],
    registers: [registry],
    collect() {
      for (const [job, state] of deps.jobs?.jobs ?? []) this.set({ job }, (state.lastSucceededAt ?? 0) / 1000);
    },
  });
  new Counter({
    name: 'job_failures_total',
    help: 'Periodic job runs that ended in an error',
    labelNames: ['job'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [job, state] of deps.jobs?.jobs ?? []) this.inc({ job }, state.failures);
    },
  });
}

/** Compares digests, so the time taken tells nothing about how much of the token was right. */
export function tokenMatches(given: string | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
