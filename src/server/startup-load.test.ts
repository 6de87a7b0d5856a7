import { spawn, type ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataset, type Dataset } from '../bench/dataset';
import { LoadClient } from '../bench/mix/http-client';
import { createJourneys, type Account, type Recorder } from '../bench/mix/journeys';
import { usingPostgres } from './test/harness';
import { projectRoot } from './paths';

/**
 * A fresh server under a mixed load from its first second: CLIENTS virtual users, each a journey of
 * real requests after the other (the bench's mix: browse, search, book and pay, edit slots, feedback,
 * log in), for LOAD_SECONDS, while the start-up jobs (housekeeping's vacuum and weekly-hours fill,
 * expired holds, rankings, notices) run too. Every request must be answered and no read may wait
 * more than 2 s. Loopback only; the server takes a free port (PORT=0).
 */
const CLIENTS = Number(process.env.STARTUP_LOAD_CLIENTS ?? 100);
const LOAD_SECONDS = 12;
const READ_BUDGET_MS = 2000;
/** The journeys' GET steps. */
const READS = new Set(['auth', 'upcoming sessions', 'search text', 'search skill', 'calendar month', 'past sessions']);

/** A known cookie for every generated account, stored as a login would store it (sha256 of the token). */
const TOKEN_PREFIX = 'startup-load-';
const cookieOf = (email: string): Account => ({ email, cookie: `sid=${TOKEN_PREFIX}${email}` });

function startFreshServer(dataset: Dataset) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataset.dataDir,
    DATABASE_URL: dataset.databaseUrl ?? '',
    LOG_LEVEL: 'info',
    RATE_LIMIT_PER_MINUTE: '100000000',
    TEST_HOOKS: 'false',
    SMTP_URL: '',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: projectRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"port":(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output.slice(-2000)}`)));
  });
  return { child, port };
}

interface Sample {
  step: string;
  ms: number;
  status: number;
  at: number;
}

/**
 * A timing test: it holds only on a machine the test has to itself. Among the suite's parallel files on two
 * cores every read waits (6-9 s seen on both databases, PostgreSQL too), so it runs when asked:
 * `LOAD_TESTS=true npx vitest run src/server/startup-load.test.ts`. On a quiet machine after the e2e suite
 * (2026-11-28) PGlite still had 87 of 981 reads over 2 s, all in the first second (up to 3.5 s).
 */
describe.runIf(process.env.LOAD_TESTS === 'true')(`a fresh server under ${CLIENTS} clients (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  let dataset: Dataset;
  let server: ChildProcess | undefined;
  let port: number;

  beforeAll(async () => {
    dataset = await createDataset(
      usingPostgres() ? 'postgres' : 'pglite',
      { mentors: 150, slots: 1500 },
      process.env.TEST_DATABASE_URL,
      async (db) => {
        await db.execute(sql`insert into auth_sessions (token_hash, user_id, expires_at)
          select encode(sha256(convert_to(${TOKEN_PREFIX} || email, 'UTF8')), 'hex'), id, now() + interval '1 day'
          from users`);
      },
    );
    // Started here so that its start-up (slow on a busy machine) is not the test's time; the load
    // begins the moment it listens, while its start-up jobs are still running.
    const started = startFreshServer(dataset);
    server = started.child;
    port = await started.port;
  }, 180_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await dataset?.drop();
  }, 30_000);

  it('answers every request, and every read within 2 s, from its first second', async () => {
    const client = new LoadClient([`http://127.0.0.1:${port}`]);
    const accounts = {
      mentees: dataset.pool.menteeEmails.map(cookieOf),
      freeMentees: dataset.pool.freeMenteeEmails.map(cookieOf),
      mentors: dataset.pool.mentors.slice(0, 30).map((mentor) => cookieOf(mentor.email)),
    };
    const journey = createJourneys(dataset.pool, accounts, 11);
    const samples: Sample[] = [];
    const origin = performance.now();
    const recorder: Recorder = {
      record: (step, ms, status) => samples.push({ step, ms, status, at: performance.now() - origin - ms }),
    };
    const failures: string[] = [];
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() - origin < LOAD_SECONDS * 1000) {
          // A journey throws only on an answer it cannot read, which the samples record as status 0.
          await journey(client, recorder, performance.now()).catch((error: unknown) => failures.push(String(error)));
        }
      }),
    );
    client.close();

    const reads = samples.filter((sample) => READS.has(sample.step));
    const slowest = [...reads].sort((a, b) => b.ms - a.ms).slice(0, 5);
    const describeSample = (sample: Sample) => `${sample.step} at ${(sample.at / 1000).toFixed(1)} s: ${Math.round(sample.ms)} ms`;
    console.log(
      `startup load: ${samples.length} requests, ${reads.length} reads in ${LOAD_SECONDS} s; slowest reads ${slowest.map(describeSample).join(', ')}`,
    );
    expect(reads.length).toBeGreaterThan(CLIENTS);
    expect(samples.filter((sample) => sample.status === 0).map(describeSample), 'requests without an answer').toEqual([]);
    expect(reads.filter((sample) => sample.ms > READ_BUDGET_MS).map(describeSample), 'reads over 2 s').toEqual([]);
    expect(failures).toEqual([]);
  }, 40_000);
});
