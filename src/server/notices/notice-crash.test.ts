import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/client';
import { bookings } from '../db/schema';
import { ChildProcesses } from '../test/child-process';
import { insertUsers } from '../test/direct-fixtures';
import { usingPostgres } from '../test/harness';
import { NOTICE_LEASE_MS } from './notice-worker';
import { enqueueBookingNotices } from './notices.queries';

/**
 * At-least-once with a key: a notice's mail is sent, then its row is marked sent. A process that dies
 * between the two leaves the row leased; once the lease runs out, the next pass sends that mail again,
 * with the same Message-ID, and nothing else twice. Here the "process" is a real child process,
 * SIGKILLed after its first mail is on disk and before the row is marked.
 */
let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase = async () => undefined as void;
const clock = new Date('2031-03-03T09:00:00Z');

/** The suite's migrated template (global-setup.ts) seeds the PGlite directory: no initdb, no migrations. */
const openTestDb = async () => {
  const templateFile = usingPostgres() ? undefined : inject('pgliteTemplate');
  const template = templateFile ? new Blob([await readFile(templateFile)]) : undefined;
  return openDatabase({ databaseUrl, dataDir, ...(template ? { template } : {}) });
};

const children = new ChildProcesses();

function runPass(env: Record<string, string>, until?: RegExp) {
  const pass = children.spawn('src/server/test/notice-crash-child.ts', {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    MAIL_FROM: 'Mentor Marketplace <hello@mentors.test>',
    ...env,
  });
  return {
    child: pass.child,
    seen: until ? pass.seen(until) : Promise.resolve(),
    exited: pass.exited.then(({ code, signal }) => (signal ? -1 : code)),
    output: () => pass.stdout() + pass.stderr(),
  };
}

/** Every mail the passes wrote, as Message-ID and recipient. */
async function mailsWritten() {
  const folder = path.join(dataDir, 'mail');
  const files = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.eml'));
  return Promise.all(
    files.map(async (name) => {
      const raw = await readFile(path.join(folder, name), 'utf8');
      return { messageId: /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim(), to: /^To: (.+)$/im.exec(raw)?.[1]?.trim() };
    }),
  );
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'notice-crash-'));
  if (usingPostgres()) {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `test_${randomUUID().replace(/-/g, '')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    };
  }
  // One confirmed session: a mail and a push notice for each of its two participants.
  const database = await openTestDb();
  try {
    const [mentor, mentee] = await insertUsers(database.db, [
      { userName: 'Mira Mentor', role: 'mentor', email: 'mira@example.test' },
      { userName: 'Tom Mentee', role: 'mentee', email: 'tom@example.test' },
    ]);
    const [booking] = await database.db
      .insert(bookings)
      .values({
        mentorId: mentor!.id,
        menteeId: mentee!.id,
        skillTitle: 'Negotiation',
        title: 'Negotiation',
        startAt: new Date(clock.getTime() + 2 * 86_400_000),
        endAt: new Date(clock.getTime() + 2 * 86_400_000 + 3_600_000),
        status: 'confirmed',
        priceCents: 0,
        currency: 'eur',
      })
      .returning({ id: bookings.id });
    await enqueueBookingNotices(database.db, booking!.id, 'confirmed');
  } finally {
    await database.close();
  }
}, 120_000);

afterAll(async () => {
  children.killAll();
  await dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a notice worker killed between sending a mail and marking it sent', () => {
  it('sends that one mail again after a restart, with the same Message-ID, and nothing else twice', async () => {
    const crashing = runPass({ NOTICE_CLOCKS: clock.toISOString(), CRASH_AFTER_MAIL: '1' }, /mail written/);
    await Promise.race([crashing.seen, crashing.exited.then(() => Promise.reject(new Error(crashing.output())))]);
    crashing.child.kill('SIGKILL');
    expect(await crashing.exited).toBe(-1);
    const beforeRestart = await mailsWritten();
    expect(beforeRestart).toHaveLength(1);

    // Restarted: a pass while the killed one's lease still runs takes nothing (no other instance may
    // send its notices yet); the pass after the lease ran out sends the rest and the one repeat.
    const restarted = runPass({
      NOTICE_CLOCKS: [clock.getTime() + NOTICE_LEASE_MS / 2, clock.getTime() + NOTICE_LEASE_MS + 1000]
        .map((time) => new Date(time).toISOString())
        .join(','),
    });
    expect(await restarted.exited, restarted.output()).toBe(0);
    const [duringLease, afterLease, left] = restarted
      .output()
      .trim()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, number>);
    expect(duringLease).toMatchObject({ claimed: 0 });
    expect(afterLease).toMatchObject({ mailsSent: 2, failed: 0 });
    expect(left).toEqual({ unsent: 0 });

    const mails = await mailsWritten();
    const byName = (a: string | undefined, b: string | undefined) => String(a).localeCompare(String(b));
    expect(mails.map((mail) => mail.to).sort(byName)).toEqual(
      [beforeRestart[0]!.to, 'mira@example.test', 'tom@example.test'].sort(byName),
    );
    const repeated = mails.filter((mail) => mail.messageId === beforeRestart[0]!.messageId);
    expect(repeated).toHaveLength(2);
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(2);
  }, 120_000);
});
