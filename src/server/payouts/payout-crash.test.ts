import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ChildProcesses, CrashTestDatabase } from '../test/child-process';
import { mentorsWithEarnings, payoutFacts } from '../test/money-direct';

/**
 * `npm run payouts` killed (SIGKILL) in the middle, then run again. Two places to die: inside a claim's
 * transaction (a trigger sleeps on the payout's INSERT), and after the claim committed while the transfer
 * is on its way (a trigger sleeps on the simulated transfer's INSERT). Either way each earning is paid once.
 */
const database = new CrashTestDatabase();
const children = new ChildProcesses();

beforeAll(async () => {
  await database.create('mm-payout-crash-');
  await database.createCrashPause(60);
}, 180_000);

afterAll(async () => {
  children.killAll();
  await database.drop();
});

/**
 * Resolves once the CLI sleeps in the trigger: on PostgreSQL seen in pg_stat_activity. PGlite's data dir
 * cannot be opened beside the CLI, so there the CLI's log says how far it got (`logLine`), and a wait well
 * inside the trigger's minute follows.
 */
async function sleepingInTrigger(logged: Promise<void>): Promise<void> {
  if (!database.databaseName) {
    await logged;
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    return;
  }
  for (let attempt = 0; attempt < 1200; attempt++) {
    const { rows } = await database.withAdmin((admin) =>
      admin.query("SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND wait_event = 'PgSleep'", [database.databaseName]),
    );
    if (rows.length) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the payout run never reached the trigger');
}

/** Runs the CLI; with `killAfter`, kills it with SIGKILL while it sleeps in the trigger. */
async function runCli(killAfter?: string): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string }> {
  const run = children.spawn('src/server/cli/payouts.ts', { ...database.env, LOG_LEVEL: 'info', PAYOUT_MINIMUM_CENTS: '1000' });
  if (killAfter) void sleepingInTrigger(run.seen(new RegExp(killAfter))).then(() => run.child.kill('SIGKILL'));
  return { ...(await run.exited), stdout: run.stdout() };
}

async function crashThenRerun(table: 'payouts' | 'simulated_transfers') {
  const mentors = await database.with(async (db) => {
    await db.execute(sql`ALTER SEQUENCE crash_once RESTART WITH 1`);
    await db.execute(sql.raw(`CREATE TRIGGER crash_pause BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION crash_pause()`));
    return mentorsWithEarnings(db, 2, [1500, 500], new Date(Date.now() - 3600_000));
  });
  const killed = await runCli(table === 'payouts' ? 'payout run started' : 'payout claimed');
  expect(killed.signal).toBe('SIGKILL');
  await database.endSleepingBackends();
  const atCrash = await database.with(async (db) => {
    await db.execute(sql.raw(`DROP TRIGGER crash_pause ON ${table}`));
    return payoutFacts(
      db,
      mentors.map((mentor) => mentor.id),
    );
  });
  // The kill landed where it was meant to: before the claim committed, or after it and before the transfer.
  expect(atCrash.payouts.map((payout) => payout.status)).toEqual(table === 'payouts' ? [] : ['pending']);
  expect(atCrash.transfers).toEqual([]);
  const rerun = await runCli();
  expect(rerun.code).toBe(0);
  const facts = await database.with((db) =>
    payoutFacts(
      db,
      mentors.map((mentor) => mentor.id),
    ),
  );
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
