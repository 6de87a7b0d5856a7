import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { projectRoot } from '../paths';
import { usingPostgres } from './harness';

/**
 * The real processes for the process and crash tests, as `npm start` and the CLIs run them: one node
 * process with tsx as a loader (the tsx CLI would put a signal-relaying parent in front that SIGKILLs a
 * child slow to acknowledge SIGTERM, and a SIGKILL must reach the process itself).
 */
export const nodeScript = (script: string, ...args: string[]) =>
  [process.execPath, ['--import', 'tsx', script, ...args]] as const;

export interface SpawnedScript {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Resolves once stdout matches, e.g. a log line that says how far the process got. */
  seen: (pattern: RegExp) => Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Every process a test file spawns, killed (SIGKILL) in its afterEach/afterAll so none outlives it. */
export class ChildProcesses {
  private readonly running: ChildProcess[] = [];

  spawn(script: string, env: Record<string, string>, args: string[] = []): SpawnedScript {
    const child = spawn(...nodeScript(script, ...args), {
      cwd: projectRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.running.push(child);
    let stdout = '';
    let stderr = '';
    const watchers: Array<{ pattern: RegExp; resolve: () => void }> = [];
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      for (const watcher of watchers) if (watcher.pattern.test(stdout)) watcher.resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    return {
      child,
      stdout: () => stdout,
      stderr: () => stderr,
      seen: (pattern) => new Promise<void>((resolve) => (pattern.test(stdout) ? resolve() : watchers.push({ pattern, resolve }))),
      exited: new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal }))),
    };
  }

  /** `npm start`: resolves `port` once the server logs it is listening (PORT=0 picks a free one). */
  startServer(env: Record<string, string>) {
    const server = this.spawn('src/server/index.ts', { PORT: '0', LOG_LEVEL: 'info', ...env });
    const port = new Promise<number>((resolve, reject) => {
      void server.seen(/"port":(\d+)/).then(() => resolve(Number(/"port":(\d+)/.exec(server.stdout())![1])));
      void server.exited.then(({ code }) =>
        reject(new Error(`server exited with ${code}: ${server.stdout()}${server.stderr()}`)),
      );
    });
    // A test that never asks for the port must not fail on the rejection.
    port.catch(() => undefined);
    return { ...server, port };
  }

  /** Runs a CLI to its end without blocking the event loop (a server's answers to the test go on). */
  async run(script: string, env: Record<string, string>, args: string[] = []) {
    const run = this.spawn(script, env, args);
    const { code } = await run.exited;
    return { status: code, stdout: run.stdout(), stderr: run.stderr() };
  }

  killAll(): void {
    for (const child of this.running.splice(0)) child.kill('SIGKILL');
  }
}

/**
 * A database of its own for a crash test, which child processes open by DATA_DIR / DATABASE_URL: a PGlite
 * directory, or on the PostgreSQL project a fresh database beside the test databases.
 */
export class CrashTestDatabase {
  readonly databaseName = usingPostgres() ? `test_${randomUUID().replace(/-/g, '')}` : '';
  dataDir = '';
  databaseUrl = '';

  async create(prefix: string): Promise<void> {
    this.dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
    if (!this.databaseName) return;
    await this.withAdmin((admin) => admin.query(`CREATE DATABASE ${this.databaseName}`));
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${this.databaseName}`;
    this.databaseUrl = url.toString();
  }

  /** What a child process needs to open this database. */
  get env(): Record<string, string> {
    return { DATA_DIR: this.dataDir, DATABASE_URL: this.databaseUrl };
  }

  async withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      return await work(admin);
    } finally {
      await admin.end();
    }
  }

  /** Opens the database from the test itself; PGlite's directory only while no child holds it. */
  async with<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
    const handle = await openDatabase({ databaseUrl: this.databaseUrl, dataDir: this.dataDir });
    try {
      return await work(handle.db);
    } finally {
      await handle.close();
    }
  }

  /**
   * Creates `crash_pause()`, a trigger function that sleeps `seconds` the first time it fires (a test
   * attaches it where the process is to be killed) and `crash_once`, the sequence that counts: nextval is
   * not undone by a rollback nor by crash recovery, so a rerun does not sleep again.
   */
  async createCrashPause(seconds: number): Promise<void> {
    await this.with(async (db) => {
      await db.execute(sql`CREATE SEQUENCE crash_once`);
      await db.execute(
        sql.raw(`CREATE FUNCTION crash_pause() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            IF nextval('crash_once') = 1 THEN PERFORM pg_sleep(${Number(seconds)}); END IF;
            RETURN NEW;
          END $$`),
      );
    });
  }

  /**
   * Ends the backends sleeping in a crash trigger: PostgreSQL only notices a killed client when the
   * sleep ends, and the crash would have ended them.
   */
  async endSleepingBackends(): Promise<void> {
    if (!this.databaseName) return;
    await this.withAdmin((admin) =>
      admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND wait_event = 'PgSleep'", [
        this.databaseName,
      ]),
    );
  }

  async drop(): Promise<void> {
    if (this.databaseName) {
      await this.withAdmin(async (admin) => {
        await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [this.databaseName]);
        await admin.query(`DROP DATABASE IF EXISTS ${this.databaseName}`);
      });
    }
    if (this.dataDir) await rm(this.dataDir, { recursive: true, force: true });
  }
}
