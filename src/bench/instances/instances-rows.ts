import type { Dataset } from '../dataset';
import { LoadClient } from '../mix/http-client';
import { logInAccounts, mixRows, statsFile, type MixOptions, type MixOutcome } from '../mix/mix-rows';
import { startHelper, startServer, type HelperProcess, type ServerProcess } from '../processes';
import { check, type Budgets, type Row } from '../table';

const DAY = 86_400_000;

/** The round-robin proxy (proxy.ts) on `port`; it prints "ready" once listening. */
const startProxy = (port: number, upstreams: string[]) => startHelper('src/bench/instances/proxy.ts', [String(port), ...upstreams]);

/**
 * While the mix runs: a mentee reads a free slot through instance B and C (so their caches hold it
 * as free), books it through A, and reads it again through B and C at once. Any answer that still
 * offers the slot is a stale read: the versioned read cache must make that impossible.
 */
async function checkCoherence(urls: string[], dataset: Dataset, stop: () => boolean) {
  const client = new LoadClient(urls);
  const [mentee] = (await logInAccounts(urls[0]!, { ...dataset.pool, menteeEmails: dataset.pool.menteeEmails.slice(-30, -29) })).mentees;
  const cookie = mentee!.cookie;
  const window = `start=${new Date(Date.now() + DAY).toISOString()}&end=${new Date(Date.now() + 28 * DAY).toISOString()}`;
  let checks = 0;
  let stale = 0;
  let index = 0;
  try {
    while (!stop()) {
      const mentor = dataset.pool.mentors[(index++ * 7) % dataset.pool.mentors.length]!;
      const path = `/app/calendar/${mentor.uuid}?${window}`;
      const freeIds = async (instance: number) => {
        const reply = await client.request('GET', path, { cookie, instance });
        return reply.status === 200 ? (JSON.parse(reply.body) as Array<{ _id: string }>).map((slot) => slot._id) : undefined;
      };
      const before = await Promise.all([freeIds(1), freeIds(2)]);
      const slotId = before[0]?.find((id) => before[1]?.includes(id));
      if (!slotId) continue;
      const booked = await client.request('POST', `/app/calendar/book/${slotId}`, {
        cookie,
        instance: 0,
        body: { skillId: mentor.skillIds[0] },
      });
      if (booked.status !== 201) continue;
      const after = await Promise.all([1, 2, ...urls.slice(3).map((_, offset) => 3 + offset)].map(freeIds));
      checks++;
      if (after.some((ids) => ids === undefined || ids.includes(slotId))) stale++;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    client.close();
  }
  return { checks, stale };
}

/**
 * `--instances N`: N server processes on one PostgreSQL database behind a round-robin proxy, the
 * mixed workload through the proxy, and the coherence check on the instances directly beside it.
 */
export async function instancesRows(
  dataset: Dataset,
  count: number,
  basePort: number,
  budgets: Budgets,
  options: MixOptions,
): Promise<MixOutcome> {
  const servers: ServerProcess[] = [];
  const statsFiles: string[] = [];
  let proxy: HelperProcess | undefined;
  try {
    for (let index = 0; index < count; index++) {
      const stats = await statsFile();
      statsFiles.push(stats);
      servers.push(
        await startServer({ port: basePort + index, dataDir: dataset.dataDir, databaseUrl: dataset.databaseUrl, env: { BENCH_STATS_FILE: stats } }),
      );
    }
    const proxyPort = basePort + count;
    proxy = await startProxy(proxyPort, servers.map((server) => server.url));
    let running = true;
    const coherence = checkCoherence(servers.map((server) => server.url), dataset, () => !running);
    const target = { urls: [`http://127.0.0.1:${proxyPort}`], pids: servers.map((server) => server.child.pid), statsFiles };
    const outcome = await mixRows(target, `postgres ×${count}`, dataset.pool, budgets, options);
    running = false;
    const { checks, stale } = await coherence;
    const row: Row = {
      group: `mix postgres ×${count}`,
      name: 'booking through one instance, then reading the slot through the others',
      shown: `${checks} checks, ${stale} stale`,
      checks: [check(budgets, 'instanceStaleReads', checks ? stale : Number.NaN, 'stale reads')],
    };
    return { ...outcome, rows: [...outcome.rows, row] };
  } finally {
    await proxy?.stop();
    for (const server of servers) await server.stop();
  }
}
