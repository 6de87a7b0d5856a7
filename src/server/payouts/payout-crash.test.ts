import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { projectRoot } from '../paths';
import { usingPostgres } from '../test/harness';
import { mentorsWithEarnings, payoutFacts } from '../test/money-direct';

/**
 * `npm run payouts` killed (SIGKILL) in the middle, then run again. Two places to die: inside a claim's
 * transaction (a trigger sleeps on the payout's INSERT), and after the claim committed while the transfer
 * is on its way (a trigger sleeps on the simulated transfer's INSERT). Either way each earning is paid once.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
let dataDir: string;
let databaseUrl = '';
let databaseName = '';
const children: ChildProcess[] = [];

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mm-payout-crash-'));
  if (usingPostgres()) {
    databaseName = `test_${randomUUID().replace(/-/g, '')}`;
    await withAdmin((admin) => admin.query(`CREATE DATABASE ${databaseName}`));
    const url = new URL(adminUrl!);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  await withDatabase(async (db) => {
    // nextval is not undone by a rollback (nor by crash recovery), so each trigger sleeps once only.
    await db.execute(sql`CREATE SEQUENCE crash_once`);
    await db.execute(
      sql.raw(`CREATE FUNCTION crash_pause() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF nextval('crash_once') = 1 THEN PERFORM pg_sleep(60); END IF;
          RETURN NEW;
        END $$`),
    );
  });
}, 180_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  if (databaseName) {
    await withAdmin(async (admin) => {
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [databaseName]);
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName}`);
    });
  }
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * Resolves once the CLI sleeps in the trigger: on PostgreSQL seen in pg_stat_activity. PGlite's data dir
 * cannot be opened beside the CLI, so there the CLI's log says how far it got (`logLine`), and a wait well
 * inside the trigger's minute follows.
 */
async function sleepingInTrigger(logged: Promise<void>): Promise<void> {
  if (!databaseName) {
    await logged;
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    return;
  }
  for (let attempt = 0; attempt < 1200; attempt++) {
    const { rows } = await withAdmin((admin) =>
      admin.query("SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND wait_event = 'PgSleep'", [databaseName]),
    );
    if (rows.length) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the payout run never reached the trigger');
}

/** Runs the CLI; with `kill`, kills it with SIGKILL while it sleeps in the trigger. */
function runCli(killAfter?: string): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/payouts.ts'], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'info', PAYOUT_MINIMUM_CENTS: '1000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let seen: () => void = () => undefined;
  const logged = new Promise<void>((resolve) => (seen = resolve));
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (killAfter && stdout.includes(killAfter)) seen();
  });
  if (killAfter) void sleepingInTrigger(logged).then(() => child.kill('SIGKILL'));
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, stdout })));
}

async function crashThenRerun(table: 'payouts' | 'simulated_transfers') {
  const mentors = await withDatabase(async (db) => {
    await db.execute(sql`ALTER SEQUENCE crash_once RESTART WITH 1`);
    await db.execute(sql.raw(`CREATE TRIGGER crash_pause BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION crash_pause()`));
    return mentorsWithEarnings(db, 2, [1500, 500], new Date(Date.now() - 3600_000));
  });
  const killed = await runCli(table === 'payouts' ? 'payout run started' : 'payout claimed');
  expect(killed.signal).toBe('SIGKILL');
  if (databaseName) {
    // The dead process's backend would sleep on and only then notice its client is gone: end it now.
    await withAdmin((admin) =>
      admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND wait_event = 'PgSleep'", [databaseName]),
    );
  }
  const atCrash = await withDatabase(async (db) => {
    await db.execute(sql.raw(`DROP TRIGGER crash_pause ON ${table}`));
    return payoutFacts(db, mentors.map((mentor) => mentor.id));
  });
  // The kill landed where it was meant to: before the claim committed, or after it and before the transfer.
  expect(atCrash.payouts.map((payout) => payout.status)).toEqual(table === 'payouts' ? [] : ['pending']);
  expect(atCrash.transfers).toEqual([]);
  const rerun = await runCli();
  expect(rerun.code).toBe(0);
  const facts = await withDatabase((db) => payoutFacts(db, mentors.map((mentor) => mentor.id)));
  expect(facts.payouts).toHaveLength(2);
  expect(facts.payouts.every((payout) => payout.status === 'paid' && payout.amountCents === 2000)).toBe(true);
  expect(facts.transfers.map((transfer) => transfer.amountCents)).toEqual([2000, 2000]);
  expect(facts.unclaimedEarnings).toBe(0);
}

it('pays each earning once after a kill -9 inside the claim', async () => {
  await crashThenRerun('payouts');
}, 180_000);

it('pays each earning once after a kill -9 between the claim and the transfer', async () => {
  await crashThenRerun('simulated_transfers');
}, 180_000);
