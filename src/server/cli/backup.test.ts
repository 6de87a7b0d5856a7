import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { checkIntegrity } from '../ops/integrity.queries';
import { projectRoot } from '../paths';
import { ChildProcesses, nodeScript } from '../test/child-process';
import { insertCategory, insertProtoSkill, insertSlot, insertUserSkill, insertUsers } from '../test/direct-fixtures';

/** The real processes, as `npm start`, `npm run backup` and `npm run restore` run them. */
const ORIGIN = 'http://localhost:3000';
const HOUR = 3_600_000;
const children = new ChildProcesses();
afterEach(() => children.killAll());

function startServer(dataDir: string) {
  const server = children.startServer({ DATA_DIR: dataDir, PUBLIC_URL: ORIGIN, DATABASE_URL: '', EMAIL_VERIFICATION: 'off' });
  return { ...server, exited: server.exited.then(({ code }) => code), output: server.stdout };
}

/** Runs a CLI without blocking the event loop (the server's answers to the test's own requests go on). */
const cli = (script: string, dataDir: string, ...args: string[]) =>
  children.run(script, { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' }, args);

/** A mentor with one skill and `count` free slots, written before the server starts. */
async function seedMentor(dataDir: string, count: number) {
  const database = await openDatabase({ dataDir });
  try {
    const [mentor] = await insertUsers(database.db, [{ userName: 'Backup Mentor' }]);
    const category = await insertCategory(database.db, 'Backups');
    const proto = await insertProtoSkill(database.db, category.id, 'Restoring');
    const skill = await insertUserSkill(database.db, mentor!.id, proto.id, 'advanced');
    const start = Math.ceil(Date.now() / HOUR) * HOUR + 48 * HOUR;
    const slots: string[] = [];
    for (let index = 0; index < count; index++) slots.push((await insertSlot(database.db, mentor!.id, start + index * HOUR)).id);
    return { skillId: skill.id, slots };
  } finally {
    await database.close();
  }
}

/** A mentee of the running server who books and pays slot after slot until `stop` says so; counts confirmations. */
async function bookAndPay(base: string, name: string, skillId: string, slots: string[], stop: () => boolean) {
  const signup = await fetch(`${base}/app/user/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ userName: name, email: `${name}@example.test`, password: 'correct-horse-battery', confirmPassword: 'correct-horse-battery', role: 'mentee' }),
  });
  expect(signup.status).toBe(201);
  const cookie = signup.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const post = (url: string, body: unknown) =>
    fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN, cookie }, body: JSON.stringify(body) });
  let confirmed = 0;
  while (!stop() && slots.length) {
    const slotId = slots.shift()!;
    const booked = await post(`/app/calendar/book/${slotId}`, { skillId });
    if (booked.status !== 201) continue;
    const { bookingId } = (await booked.json()) as { bookingId: string };
    const intent = await post('/app/payment/stripe/create-payment-intent', { bookingId });
    const { clientSecret } = (await intent.json()) as { clientSecret: string };
    const paid = await post('/app/payment/simulated/confirm', { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' });
    if (paid.status === 200) confirmed++;
  }
  return confirmed;
}

async function countBookings(db: Database) {
  const result = (await db.execute(sql`select status, count(*)::int as n from bookings group by status`)) as unknown as {
    rows: Array<{ status: string; n: number }>;
  };
  return Object.fromEntries(result.rows.map((row) => [row.status, Number(row.n)]));
}

describe('npm run backup / npm run restore (embedded database)', () => {
  it('backs up through the running server while it takes bookings, and the restore passes every integrity check', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mm-backup-'));
    const { skillId, slots } = await seedMentor(dataDir, 60);
    const server = startServer(dataDir);
    const base = `http://127.0.0.1:${await server.port}`;

    // Four mentees book and pay from one queue of slots while two backups are taken.
    let stopped = false;
    const writers = [1, 2, 3, 4].map((index) => bookAndPay(base, `mentee${index}`, skillId, slots, () => stopped));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const backupFile = path.join(dataDir, '..', `${path.basename(dataDir)}-live.tar.gz`);
    const backup = await cli('src/server/cli/backup.ts', dataDir, '--out', backupFile);
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toMatch(/by the running server/);
    stopped = true;
    const confirmedByWriters = (await Promise.all(writers)).reduce((sum, count) => sum + count, 0);
    expect(confirmedByWriters).toBeGreaterThan(0);

    // Restoring over a data dir the server holds is refused.
    const refused = await cli('src/server/cli/restore.ts', dataDir, backupFile);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/in use by another process/);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const restoredDir = await mkdtemp(path.join(os.tmpdir(), 'mm-restored-'));
    const restore = await cli('src/server/cli/restore.ts', restoredDir, backupFile);
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    expect(restore.stdout).toMatch(/integrity checks passed/);

    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      for (const finding of await checkIntegrity(restored.db)) expect(finding, finding.rule).toMatchObject({ violations: 0 });
      const counts = await countBookings(restored.db);
      // Taken in the middle of the writes: some bookings, not necessarily all of them.
      expect(counts.confirmed ?? 0).toBeGreaterThan(0);
      expect(counts.confirmed ?? 0).toBeLessThanOrEqual(confirmedByWriters);
    } finally {
      await restored.close();
    }

    // With the server stopped, the command opens the database itself.
    const offline = await cli('src/server/cli/backup.ts', dataDir, '--out', `${backupFile}.offline`);
    expect(offline.status).toBe(0);
    expect(offline.stdout).not.toMatch(/running server/);
    const again = await cli('src/server/cli/restore.ts', restoredDir, `${backupFile}.offline`);
    expect(again.status).toBe(0);
    expect(again.stdout).toMatch(/previous database is kept in .*pglite\.before-restore-/);
    const final = await openDatabase({ dataDir: restoredDir });
    try {
      expect((await countBookings(final.db)).confirmed).toBe(confirmedByWriters);
    } finally {
      await final.close();
    }
    expect(existsSync(path.join(dataDir, 'backup-requests'))).toBe(true);
  }, 240_000);

  it('refuses a file that is no backup and leaves the database as it was', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mm-restore-bad-'));
    const result = spawnSync(...nodeScript('src/server/cli/restore.ts', path.join(projectRoot, 'package.json')), {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/could not be loaded/);
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  }, 60_000);

  it('prints the usage for missing arguments', () => {
    const backup = spawnSync(...nodeScript('src/server/cli/backup.ts'), { cwd: projectRoot, encoding: 'utf8', env: { ...process.env, DATABASE_URL: '' } });
    expect(backup.status).toBe(2);
    expect(backup.stderr).toMatch(/Usage: npm run backup -- --out FILE/);
    const restore = spawnSync(...nodeScript('src/server/cli/restore.ts'), { cwd: projectRoot, encoding: 'utf8', env: { ...process.env, DATABASE_URL: '' } });
    expect(restore.status).toBe(2);
    expect(restore.stderr).toMatch(/Usage: npm run restore -- FILE/);
  });
});
