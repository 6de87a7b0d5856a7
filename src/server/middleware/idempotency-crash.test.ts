import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { searchableText } from '../../shared/domain/search-text';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';
import { projectRoot } from '../paths';
import { usingPostgres } from '../test/harness';
import { insertCategory, insertProtoSkill, insertUserSkill } from '../test/direct-fixtures';
import { hashPassword } from '../user/password';

/**
 * Issue 19, item 2: a server process killed (SIGKILL) while an Idempotency-Key request is inside its
 * transaction, then started again. A trigger makes the edit's UPDATE sleep once, so the kill lands after
 * the write and before the commit every time, on a PGlite data dir or on PostgreSQL.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
let dataDir: string;
let databaseUrl = '';
let databaseName = '';
const children: ChildProcess[] = [];

const PASSWORD = 'crash-test-password';
const EMAIL = 'crash-mentor@example.test';
let skillId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mm-idem-crash-'));
  if (usingPostgres()) {
    databaseName = `test_${randomUUID().replace(/-/g, '')}`;
    await withAdmin((admin) => admin.query(`CREATE DATABASE ${databaseName}`));
    const url = new URL(adminUrl!);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    const [mentor] = await handle.db
      .insert(users)
      .values({
        email: EMAIL,
        userName: 'Crash Mentor',
        searchName: searchableText('Crash Mentor'),
        passwordHash: await hashPassword(PASSWORD),
        role: 'mentor',
        originalRole: 'mentor',
      })
      .returning();
    const category = await insertCategory(handle.db, 'Crash');
    const proto = await insertProtoSkill(handle.db, category.id, 'Recovery');
    skillId = (await insertUserSkill(handle.db, mentor!.id, proto.id, 'beginner')).id;
    // nextval is not undone by a rollback (nor by PGlite's crash recovery), so only the first edit sleeps.
    await handle.db.execute(sql`CREATE SEQUENCE crash_once`);
    await handle.db.execute(
      sql.raw(`CREATE FUNCTION crash_pause() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF nextval('crash_once') = 1 THEN PERFORM pg_sleep(30); END IF;
          RETURN NEW;
        END $$`),
    );
    await handle.db.execute(
      sql`CREATE TRIGGER crash_pause AFTER UPDATE ON user_skills FOR EACH ROW WHEN (NEW.notes = 'crash') EXECUTE FUNCTION crash_pause()`,
    );
  } finally {
    await handle.close();
  }
}, 60_000);

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

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, PORT: '0', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"port":(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}/app`;
  const login = await fetch(`${base}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const edit = () =>
    fetch(`${base}/user-skill/edit-user-skill/${skillId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie, 'Idempotency-Key': 'crash-key-0001' },
      body: JSON.stringify({ proficiency: 'advanced', notes: 'crash' }),
    });
  return { child, exited, edit, base, cookie };
}

it('a retry after a crash inside the transaction runs again, then replays; it is never stuck', async () => {
  const first = await startServer();
  let answered = false;
  void first
    .edit()
    .then(() => (answered = true))
    .catch(() => undefined);
  // The edit now sleeps in its trigger, after its UPDATE and before its commit.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(answered).toBe(false);
  first.child.kill('SIGKILL');
  await first.exited;
  // PostgreSQL only notices the dead client when the sleep ends; end that backend as the crash would have.
  if (databaseName) {
    await withAdmin((admin) =>
      admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND wait_event = 'PgSleep'`, [
        databaseName,
      ]),
    );
  }

  const second = await startServer();
  const retry = await second.edit();
  expect(retry.status).toBe(200);
  expect(retry.headers.get('Idempotent-Replayed')).toBeNull();
  expect((await retry.json()).populatedSkill).toMatchObject({ proficiency: 'advanced', notes: 'crash' });

  const replay = await second.edit();
  expect(replay.status).toBe(200);
  expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
  second.child.kill('SIGKILL');
}, 180_000);
