import { createDataset } from '../dataset';
import { instancesRows } from '../instances/instances-rows';
import { startServer } from '../processes';
import { failedRow, type Budgets, type Row } from '../table';
import { mixRows, statsFile, type MixOptions } from './mix-rows';
import { cloneMentors, SCALE_BASE, SCALE_SIZES } from './scale';

/**
 * `--scale`: the mix's capacity at 1 000, 10 000 and 100 000 mentors (10 slots each), on PGlite and,
 * with DATABASE_URL, PostgreSQL; the last row says how it falls from the smallest size.
 */
export async function scaleRows(budgets: Budgets, options: MixOptions, port: number, databaseUrl?: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const kind of ['pglite', ...(databaseUrl ? ['postgres' as const] : [])] as const) {
    const capacities: Array<{ mentors: number; capacity: number }> = [];
    for (const mentors of SCALE_SIZES) {
      const group = `scale ${kind} ${mentors} mentors`;
      const copies = mentors / SCALE_BASE.mentors - 1;
      try {
        const started = performance.now();
        const dataset = await createDataset(kind, SCALE_BASE, databaseUrl, (db) => cloneMentors(db, copies));
        rows.push({ group, name: 'seed (generator + INSERT … SELECT clones)', shown: `${((performance.now() - started) / 1000).toFixed(1)} s` });
        try {
          const stats = await statsFile();
          const server = await startServer({ port, dataDir: dataset.dataDir, databaseUrl: dataset.databaseUrl, env: { BENCH_STATS_FILE: stats } });
          try {
            const target = { urls: [server.url], pids: [server.child.pid], statsFiles: [stats] };
            const outcome = await mixRows(target, `${kind} ${mentors}`, dataset.pool, budgets, options);
            rows.push(...outcome.rows.map((row) => ({ ...row, group })));
            capacities.push({ mentors, capacity: outcome.mixCapacity });
          } finally {
            await server.stop();
          }
        } finally {
          await dataset.drop();
        }
      } catch (error) {
        rows.push(failedRow(group, 'seed and measure', error));
      }
    }
    const base = capacities[0];
    if (base)
      rows.push({
        group: `scale ${kind}`,
        name: 'mix capacity by mentors',
        shown: capacities
          .map(({ mentors, capacity }) => `${mentors}: ${capacity} req/s (${base.capacity ? (capacity / base.capacity).toFixed(2) : '–'}×)`)
          .join(' · '),
      });
  }
  return rows;
}

/** `--instances N`: N instances on one PostgreSQL behind a round-robin proxy (needs DATABASE_URL). */
export async function instancesRun(
  count: number,
  size: { mentors: number; slots: number },
  budgets: Budgets,
  options: MixOptions,
  port: number,
  databaseUrl: string | undefined,
): Promise<{ rows: Row[]; curves: Array<{ label: string; points: Array<{ x: number; y: number }> }> }> {
  if (!databaseUrl) return { rows: [failedRow('instances', `${count} instances`, 'needs DATABASE_URL (PostgreSQL)')], curves: [] };
  const dataset = await createDataset('postgres', size, databaseUrl);
  try {
    const outcome = await instancesRows(dataset, count, port, budgets, options);
    return { rows: outcome.rows, curves: outcome.curves };
  } finally {
    await dataset.drop();
  }
}
