import { readdirSync, readFileSync } from 'node:fs';
import { createDataset, type Dataset } from '../dataset';
import { startServer } from '../processes';
import { failedRow, type Row } from '../table';
import { LoadClient } from './http-client';
import { createJourneys, JOURNEY_WEIGHTS, type Journey } from './journeys';
import { cpuMsOf, type Arrival } from './load';
import { healthArrival, logInAccounts } from './mix-rows';

/** Journeys in flight at once: enough to keep the server busy, few enough not to queue. */
const CONCURRENCY = 8;

/** CPU spent over one run, in ms, by where it was spent. */
export interface Spent {
  server: number;
  database: number;
  generator: number;
}

export interface KindCost {
  kind: Journey | 'health';
  journeys: number;
  requests: number;
  spent: Spent;
}

/** All processes named postgres: the cluster's backends, its writer and WAL processes (a quiet machine's). */
function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!readFileSync(`/proc/${entry}/comm`, 'utf8').startsWith('postgres')) continue;
    } catch {
      continue;
    }
    total += cpuMsOf(Number(entry)) ?? 0;
  }
  return total;
}

/** What one measured journey of `cost` counts for in the mix: its share over how many ran (0 for health). */
const journeyWeight = (cost: KindCost) =>
  cost.kind === 'health' || !cost.journeys ? 0 : JOURNEY_WEIGHTS[cost.kind] / cost.journeys;

/**
 * The mix's CPU per request from the journeys' own costs, each weighted by how often it starts.
 * Capacity is CPU-bound when server, database and load generator share the cores, so health's cost
 * over the mix's is the capacity ratio the machine allows (queueing left aside).
 */
export function weightedMix(costs: KindCost[]): Spent & { perRequest: Spent } {
  const sum: Spent = { server: 0, database: 0, generator: 0 };
  let requests = 0;
  for (const cost of costs) {
    const weight = journeyWeight(cost);
    if (!weight) continue;
    sum.server += cost.spent.server * weight;
    sum.database += cost.spent.database * weight;
    sum.generator += cost.spent.generator * weight;
    requests += cost.requests * weight;
  }
  const per = (value: number) => (requests ? value / requests : 0);
  return { ...sum, perRequest: { server: per(sum.server), database: per(sum.database), generator: per(sum.generator) } };
}

const total = (spent: Spent) => spent.server + spent.database + spent.generator;

/** Runs `arrival` closed-loop for `seconds` and returns the CPU it cost the three processes. */
async function measureKind(
  kind: KindCost['kind'],
  arrival: Arrival,
  client: LoadClient,
  serverPid: number | undefined,
  databaseApart: boolean,
  seconds: number,
): Promise<KindCost> {
  let requests = 0;
  const recorder = { record: () => void requests++ };
  const run = async (forMs: number) => {
    const until = performance.now() + forMs;
    let journeys = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < until) {
          await arrival(client, recorder, performance.now());
          journeys++;
        }
      }),
    );
    return journeys;
  };
  // Warm-up: code paths compiled, statements prepared, before anything is counted.
  await run(1000);
  requests = 0;
  const before = {
    server: cpuMsOf(serverPid) ?? 0,
    database: databaseApart ? postgresCpuMs() : 0,
    generator: process.cpuUsage(),
  };
  const journeys = await run(seconds * 1000);
  const generator = process.cpuUsage(before.generator);
  return {
    kind,
    journeys,
    requests,
    spent: {
      server: (cpuMsOf(serverPid) ?? 0) - before.server,
      database: databaseApart ? postgresCpuMs() - before.database : 0,
      generator: (generator.user + generator.system) / 1000,
    },
  };
}

const perRequest = (spent: Spent, requests: number, databaseApart: boolean) =>
  [
    `server ${(spent.server / requests).toFixed(2)} ms`,
    databaseApart ? `PostgreSQL ${(spent.database / requests).toFixed(2)} ms` : undefined,
    `load generator ${(spent.generator / requests).toFixed(2)} ms`,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * `--costs`: CPU per request of health and of each journey of the mix, run one kind at a time on the
 * generated data, on the server, in PostgreSQL (PGlite runs inside the server) and in the load
 * generator; then the mix weighted by the journeys' shares, and the capacity ratio that CPU allows.
 * Where the mix's capacity goes, without a profiler (BENCH_SERVER_PROFILE_DIR has the profile).
 */
export async function costRows(
  size: { mentors: number; slots: number },
  port: number,
  databaseUrl: string | undefined,
  seconds: number,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const kind of ['pglite', ...(databaseUrl ? ['postgres' as const] : [])] as const) {
    const group = `costs ${kind}`;
    let dataset: Dataset | undefined;
    try {
      dataset = await createDataset(kind, size, databaseUrl);
      const server = await startServer({ port, dataDir: dataset.dataDir, databaseUrl: dataset.databaseUrl });
      const client = new LoadClient([server.url]);
      try {
        const databaseApart = kind === 'postgres';
        const accounts = await logInAccounts(server.url, dataset.pool);
        const costs = [await measureKind('health', healthArrival, client, server.child.pid, databaseApart, seconds)];
        for (const journey of Object.keys(JOURNEY_WEIGHTS) as Journey[]) {
          const journeys = createJourneys(dataset.pool, accounts, 1, journey);
          costs.push(await measureKind(journey, journeys, client, server.child.pid, databaseApart, seconds));
        }
        const mix = weightedMix(costs);
        const mixTotal = total(mix);
        for (const cost of costs) {
          const share = cost.kind === 'health' ? undefined : (journeyWeight(cost) * total(cost.spent)) / mixTotal;
          rows.push({
            group,
            name:
              cost.kind === 'health'
                ? 'GET /app/health (no cookie), CPU per request'
                : `${cost.kind} (${JOURNEY_WEIGHTS[cost.kind]} % of journeys, ${(cost.requests / cost.journeys).toFixed(1)} requests each)`,
            shown: `${perRequest(cost.spent, cost.requests, databaseApart)}${share === undefined ? '' : ` · ${Math.round(share * 100)} % of the mix's CPU`} (${cost.requests} requests)`,
          });
        }
        const healthCost = costs[0]!;
        const healthPerRequest = total(healthCost.spent) / healthCost.requests;
        const mixPerRequest = total(mix.perRequest);
        rows.push({
          group,
          name: "mix, weighted by the journeys' shares, CPU per request",
          shown: `${perRequest(mix.perRequest, 1, databaseApart)} · together ${mixPerRequest.toFixed(2)} ms`,
          reference: `health ${healthPerRequest.toFixed(2)} ms`,
          ratio: mixPerRequest ? healthPerRequest / mixPerRequest : 0,
        });
      } finally {
        client.close();
        await server.stop();
      }
    } catch (error) {
      rows.push(failedRow(group, 'measure', error));
    } finally {
      await dataset?.drop();
    }
  }
  return rows;
}
