import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { searchableText } from '../../shared/domain/search-text';
import { users } from '../db/schema';
import { ChildProcesses, CrashTestDatabase } from '../test/child-process';
import { insertCategory, insertProtoSkill, insertUserSkill } from '../test/direct-fixtures';
import { hashPassword } from '../user/password';

/**
 * Issue 19, item 2: a server process killed (SIGKILL) while an Idempotency-Key request is inside its
 * transaction, then started again. A trigger makes the edit's UPDATE sleep once, so the kill lands after
 * the write and before the commit every time, on a PGlite data dir or on PostgreSQL.
 */
const database = new CrashTestDatabase();
const children = new ChildProcesses();

const PASSWORD = 'crash-test-password';
const EMAIL = 'crash-mentor@example.test';
let skillId: string;

beforeAll(async () => {
  await database.create('mm-idem-crash-');
  // Only the first edit sleeps (see createCrashPause).
  await database.createCrashPause(30);
  await database.with(async (db) => {
    const [mentor] = await db
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
    const category = await insertCategory(db, 'Crash');
    const proto = await insertProtoSkill(db, category.id, 'Recovery');
    skillId = (await insertUserSkill(db, mentor!.id, proto.id, 'beginner')).id;
    await db.execute(
      sql`CREATE TRIGGER crash_pause AFTER UPDATE ON user_skills FOR EACH ROW WHEN (NEW.notes = 'crash') EXECUTE FUNCTION crash_pause()`,
    );
  });
}, 60_000);

afterAll(async () => {
  children.killAll();
  await database.drop();
});

async function startServer() {
  const server = children.startServer(database.env);
  const port = await server.port;
  const { child, exited } = server;
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
  await database.endSleepingBackends();

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
