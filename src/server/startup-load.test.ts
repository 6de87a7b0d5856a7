import { spawn, type ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataset, type Dataset } from '../bench/dataset';
import { runOpenLoop } from '../bench/mix/arrivals';
import { LoadClient } from '../bench/mix/http-client';
import { createJourneys, type Account, type Recorder } from '../bench/mix/journeys';
import { usingPostgres } from './test/harness';
import { projectRoot } from './paths';

/**
 * A fresh server under the load of USERS people from its first second: each starts a journey of real
 * requests (the bench's mix: browse, search, book and pay, edit slots, feedback, log in; one request after
 * the other, as a person taps) every JOURNEY_EVERY_S seconds on average, open loop, for LOAD_SECONDS,
 * while the start-up jobs (housekeeping's vacuum and weekly-hours fill, expired holds, rankings, notices)
 * run too. Every request must be answered and no read may wait more than 2 s.
 *
 * Open loop on purpose: 100 clients that send again the moment they are answered measure capacity, not
 * start-up (their latency is clients ÷ throughput, Little's law; the bench's mix rows measure capacity).
 * Loopback only; the server takes a free port (PORT=0).
 */
const USERS = Number(process.env.STARTUP_LOAD_USERS ?? 100);
const JOURNEY_EVERY_S = Number(process.env.JOURNEY_EVERY_S ?? 10);
const LOAD_SECONDS = Number(process.env.STARTUP_LOAD_SECONDS ?? 30);
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
  // Only the tail: the server logs every request, and scanning all of it per chunk slowed the load generator.
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  let listening = false;
  const port = new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      keep(chunk);
      const match = listening ? null : /"port":(\d+)/.exec(output);
      if (match) {
        listening = true;
        resolve(Number(match[1]));
      }
    });
    child.stderr!.on('data', keep);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output.slice(-2000)}`)));
  });
  return { child, port };
}

interface Sample {
  step: string;
  ms: number;
  status: number;
  at: number;
  /** Why a status 0 got no answer, e.g. "socket hang up (ECONNRESET) on a reused socket". */
  error?: string;
}

/**
 * A timing test: it holds only on a machine the test has to itself, so it is not part of the parallel
 * suite; CI runs it alone after it (`npm run test:load`, on PGlite and on PostgreSQL).
 */
describe.runIf(process.env.LOAD_TESTS === 'true')(
  `a fresh server under ${USERS} people (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`,
  () => {
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

    it(
      'answers every request, and every read within 2 s, from its first second',
      { timeout: (LOAD_SECONDS + 40) * 1000 },
      async () => {
        const client = new LoadClient([`http://127.0.0.1:${port}`]);
        const accounts = {
          mentees: dataset.pool.menteeEmails.map(cookieOf),
          freeMentees: dataset.pool.freeMenteeEmails.map(cookieOf),
          mentors: dataset.pool.mentors.slice(0, 30).map((mentor) => cookieOf(mentor.email)),
        };
        const journey = createJourneys(dataset.pool, accounts, 11);
        const samples: Sample[] = [];
        const origin = performance.now();
        // Timed from when each request should have been sent, so a late load generator counts against the server.
        const recorder: Recorder = {
          record: (step, ms, status, _expected, error) =>
            samples.push({ step, ms, status, at: performance.now() - origin - ms, ...(error ? { error } : {}) }),
        };
        const failures: string[] = [];
        const journeys: Promise<void>[] = [];
        await runOpenLoop(USERS / JOURNEY_EVERY_S, LOAD_SECONDS, (scheduledAt) => {
          // A journey throws only on an answer it cannot read, which the samples record as status 0.
          journeys.push(journey(client, recorder, scheduledAt).catch((error: unknown) => void failures.push(String(error))));
        });
        await Promise.all(journeys);
        client.close();

        const reads = samples.filter((sample) => READS.has(sample.step));
        const slowest = [...reads].sort((a, b) => b.ms - a.ms).slice(0, 5);
        const describeSample = (sample: Sample) =>
          `${sample.step} at ${(sample.at / 1000).toFixed(1)} s: ${Math.round(sample.ms)} ms${sample.error ? ` (status 0: ${sample.error})` : ''}`;
        console.log(
          `startup load: ${samples.length} requests, ${reads.length} reads in ${LOAD_SECONDS} s; slowest reads ${slowest.map(describeSample).join(', ')}`,
        );
        expect(reads.length).toBeGreaterThan(USERS);
        expect(samples.filter((sample) => sample.status === 0).map(describeSample), 'requests without an answer').toEqual([]);
        expect(reads.filter((sample) => sample.ms > READ_BUDGET_MS).map(describeSample), 'reads over 2 s').toEqual([]);
        expect(failures).toEqual([]);
      },
    );
  },
);
