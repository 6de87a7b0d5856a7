import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { apiRows, bookingRaceRow } from './api-rows';
import { lighthouseRows, offlineStartRow } from './browser-rows';
import { clientRows } from './client-rows';
import { contentRows } from './content-rows';
import { createDataset, type Dataset } from './dataset';
import { interactionRows } from './interaction-rows';
import { instancesRun, scaleRows } from './mix/extra-runs';
import { mixRows, statsFile, type Curve } from './mix/mix-rows';
import { writeLatencySvg } from './mix/latency-svg';
import { costRows } from './mix/request-costs';
import { startServer } from './processes';
import { brokenChecks, failedRow, formatTable, loadBudgets, type Row } from './table';

const sections = ['client', 'lighthouse', 'content', 'api', 'mix', 'booking', 'offline', 'interaction'] as const;
type Section = (typeof sections)[number];
const usage = `Usage: npm run bench -- [--check] [--only ${sections.join(',')}] [--mentors 10000] [--slots 100000] [--step-seconds 10] [--scale] [--instances 3] [--costs]`;

/** Ports 3400 and 3401 by default: far from the dev server (3000), e2e (3100) and Vite (5173). BENCH_PORT moves both (two benches side by side). */
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3400);
const PORTS = { pglite: BASE_PORT, postgres: BASE_PORT + 1 } as const;

/**
 * `npm run bench`: builds the client, generates the data, starts the production server and measures
 * everything in one run on one machine, then prints one table. With `--check` it exits 1 when a row
 * breaks its budget in budgets.json (or could not be measured). With DATABASE_URL set, the API and
 * booking rows are measured on PostgreSQL too, in a database of their own.
 */
async function main(): Promise<number> {
  let values: {
    check?: boolean;
    only?: string;
    mentors?: string;
    slots?: string;
    'step-seconds'?: string;
    scale?: boolean;
    instances?: string;
    costs?: boolean;
  };
  try {
    ({ values } = parseArgs({
      options: {
        check: { type: 'boolean' },
        only: { type: 'string' },
        mentors: { type: 'string' },
        slots: { type: 'string' },
        'step-seconds': { type: 'string' },
        scale: { type: 'boolean' },
        instances: { type: 'string' },
        costs: { type: 'boolean' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const only = values.only?.split(',').map((name) => name.trim()) ?? [...sections];
  const unknown = only.filter((name) => !sections.includes(name as Section));
  if (unknown.length) {
    console.error(`Unknown section ${unknown.join(', ')}.\n${usage}`);
    return 2;
  }
  const wanted = (section: Section) => only.includes(section);
  const size = { mentors: Number(values.mentors ?? 10_000), slots: Number(values.slots ?? 100_000) };
  if (!Number.isInteger(size.mentors) || !Number.isInteger(size.slots) || size.mentors < 1 || size.slots < 1) {
    console.error(`--mentors and --slots must be positive whole numbers.\n${usage}`);
    return 2;
  }
  const mixOptions = { stepSeconds: Number(values['step-seconds'] ?? 10), factor: 1.4, maxP99Ms: 100 };
  if (!(mixOptions.stepSeconds >= 2)) {
    console.error(`--step-seconds must be at least 2.\n${usage}`);
    return 2;
  }
  const budgets = loadBudgets();
  const curves: Curve[] = [];
  // Apart from the default run: each replaces it.
  if (values.scale || values.instances || values.costs) {
    const started = performance.now();
    const costSeconds = values['step-seconds'] ? mixOptions.stepSeconds : 6;
    const extra = values.scale
      ? { rows: await scaleRows(budgets, mixOptions, BASE_PORT + 2, process.env.DATABASE_URL), curves: [] }
      : values.costs
        ? { rows: await costRows(size, BASE_PORT + 2, process.env.DATABASE_URL, costSeconds), curves: [] }
        : await instancesRun(Number(values.instances), size, budgets, mixOptions, BASE_PORT + 10, process.env.DATABASE_URL);
    console.log(`\n${formatTable(extra.rows)}\n`);
    console.log(`Measured in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
    const broken = extra.rows.filter((row) => brokenChecks(row).length);
    return values.check && broken.length ? 1 : 0;
  }
  const started = performance.now();
  const rows: Row[] = [];

  // The client first: every later row serves this very build.
  if (wanted('client') || wanted('lighthouse') || wanted('content') || wanted('offline') || wanted('interaction')) {
    const client = await clientRows(budgets);
    if (wanted('client')) rows.push(...client);
  }

  const kinds: Array<Dataset['kind']> = ['pglite', ...(process.env.DATABASE_URL ? (['postgres'] as const) : [])];
  for (const kind of kinds) {
    const serverSections = kind === 'pglite' ? only : only.filter((name) => ['api', 'mix', 'booking'].includes(name));
    if (!serverSections.some((name) => name !== 'client')) continue;
    let dataset: Dataset;
    try {
      dataset = await createDataset(kind, size, process.env.DATABASE_URL);
    } catch (error) {
      rows.push(failedRow(`data ${kind}`, `generate ${size.mentors} mentors / ${size.slots} slots`, error));
      continue;
    }
    const generatedRows = dataset.generated.tables.reduce((sum, table) => sum + table.rows, 0);
    rows.push({
      group: `data ${kind}`,
      name: `generate ${size.mentors} mentors / ${size.slots} slots`,
      shown: `${generatedRows} rows in ${(dataset.generated.totalMs / 1000).toFixed(1)} s (${Math.round(generatedRows / (dataset.generated.totalMs / 1000))} rows/s)`,
    });
    try {
      const stats = await statsFile();
      const server = await startServer({
        port: PORTS[kind],
        dataDir: dataset.dataDir,
        databaseUrl: dataset.databaseUrl,
        env: { BENCH_STATS_FILE: stats },
      });
      try {
        if (serverSections.includes('lighthouse')) rows.push(...(await lighthouseRows(server.url, dataset, budgets)));
        if (serverSections.includes('content')) rows.push(...(await contentRows(server.url, dataset, budgets)));
        // The browser rows before the mix: its bookings and unpaid holds take the hot mentors' free
        // times, and the interaction row then found none to choose among the first mentors listed.
        if (serverSections.includes('offline')) rows.push(await offlineStartRow(server.url, dataset, budgets));
        // Books and pays for one slot.
        if (serverSections.includes('interaction')) rows.push(...(await interactionRows(server.url, dataset, budgets)));
        if (serverSections.includes('api')) rows.push(...(await apiRows(server.url, dataset)));
        if (serverSections.includes('mix')) {
          const target = { urls: [server.url], pids: [server.child.pid], statsFiles: [stats] };
          const ratioBudget = kind === 'postgres' ? 'mixVsHealthPostgres' : 'mixVsHealthPglite';
          const mix = await mixRows(target, kind, dataset.pool, budgets, mixOptions, ratioBudget);
          rows.push(...mix.rows);
          curves.push(...mix.curves);
        }
        // Last: it changes data (one slot becomes held).
        if (serverSections.includes('booking')) rows.push(await bookingRaceRow(server.url, dataset, budgets));
      } finally {
        await server.stop();
      }
    } catch (error) {
      rows.push(failedRow(`server ${kind}`, 'start the production server', error));
    } finally {
      await dataset.drop();
    }
  }

  if (curves.length) console.log(`Latency picture: ${await writeLatencySvg(curves)}`);
  console.log(`\n${formatTable(rows)}\n`);
  console.log(
    `Measured in ${((performance.now() - started) / 1000).toFixed(0)} s on ${process.env.DATABASE_URL ? 'PGlite and PostgreSQL' : 'PGlite'}.`,
  );
  const broken = rows.filter((row) => brokenChecks(row).length);
  if (broken.length)
    console.log(
      `Budgets broken: ${broken.map((row) => `${row.group} / ${row.name} (${brokenChecks(row).join(', ')})`).join('; ')}`,
    );
  return values.check && broken.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The bench failed:', error);
    process.exit(1);
  },
);
