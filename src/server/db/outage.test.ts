import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../env';
import { createAppDeps } from '../http/app-deps';
import { usingPostgres } from '../test/harness';
import { openDatabase, type DatabaseHandle } from './client';

/**
 * Issue 19, item 5, against a throwaway PostgreSQL 15 cluster of this test's own (the shared test server
 * must never be frozen): frozen with SIGSTOP, thawed, then stopped. PGlite runs in-process and cannot
 * be frozen apart from the server, so this runs in the server-postgres project only.
 */
const DB_TIMEOUT_MS = 1000;
const pgBin = '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;
let dir: string;
let dataDir: string;
let handle: DatabaseHandle | undefined;
let app: ReturnType<typeof createApp>;

/** Runs a PostgreSQL tool; as root it has to run as the postgres user, which initdb and pg_ctl insist on. */
function pgTool(tool: string, ...args: string[]) {
  const command = [path.join(pgBin, tool), ...args].map((arg) => `'${arg.replace(/'/g, `'\\''`)}'`).join(' ');
  const result = asRoot
    ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { encoding: 'utf8' })
    : spawnSync('/bin/sh', ['-c', command], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr}`);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The postmaster and all its children (backends, checkpointer, walwriter…). */
function clusterPids(): number[] {
  const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // The parent pid is the 2nd field after the parenthesised command name.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

const signalCluster = (signal: 'SIGSTOP' | 'SIGCONT') => {
  for (const pid of clusterPids()) process.kill(pid, signal);
};

async function timed(path: string) {
  const started = performance.now();
  const response = await app.request(path);
  return { status: response.status, body: await response.json(), ms: performance.now() - started };
}

async function until(path: string, status: number, withinMs: number) {
  const deadline = performance.now() + withinMs;
  let last = await timed(path);
  while (last.status !== status && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await timed(path);
  }
  return last;
}

describe.runIf(usingPostgres())('a database that freezes or stops', () => {
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'mm-outage-'));
    dataDir = path.join(dir, 'data');
    if (asRoot) {
      chmodSync(dir, 0o755);
      chownSync(dir, Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim()), 0);
    }
    const port = await freePort();
    pgTool('initdb', '--auth=trust', '--no-sync', '-U', 'postgres', '-D', dataDir);
    pgTool(
      'pg_ctl',
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`,
      'start',
    );
    const databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const config = loadConfig({
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
      DB_TIMEOUT_MS: String(DB_TIMEOUT_MS),
    });
    handle = await openDatabase({ databaseUrl, dataDir: 'unused', timeoutMs: config.DB_TIMEOUT_MS });
    const deps = createAppDeps({
      config,
      db: handle.db,
      mailer: { send: async () => undefined, close: () => undefined },
      logger: pino({ level: 'silent' }),
      now: () => new Date(),
    });
    app = createApp(deps);
  }, 60_000);

  afterAll(async () => {
    try {
      signalCluster('SIGCONT');
    } catch {
      // Already stopped.
    }
    try {
      pgTool('pg_ctl', '-D', dataDir, '-m', 'immediate', 'stop');
    } catch {
      // Already stopped, or never started.
    }
    await handle?.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('answers 503 in time while frozen, recovers without a restart, and answers 503 (not 500) when stopped', async () => {
    expect((await timed('/app/health')).status).toBe(200);
    expect((await timed('/app/feedback/public')).status).toBe(200);

    signalCluster('SIGSTOP');
    const [health, read] = await Promise.all([timed('/app/health'), timed('/app/feedback/public')]);
    expect(health.status).toBe(503);
    expect(health.ms).toBeLessThan(2000);
    expect(read.status).toBe(503);
    expect(read.ms).toBeLessThan(DB_TIMEOUT_MS + 1000);
    expect(read.body).toEqual({ error: expect.stringMatching(/unavailable/), msg: expect.stringMatching(/unavailable/) });

    signalCluster('SIGCONT');
    expect((await until('/app/health', 200, 2000)).status).toBe(200);
    expect((await until('/app/feedback/public', 200, 2000)).status).toBe(200);

    pgTool('pg_ctl', '-D', dataDir, '-m', 'fast', '-w', 'stop');
    const down = await timed('/app/feedback/public');
    expect(down.status).toBe(503);
    expect(down.body.msg).toMatch(/unavailable/);
    expect((await timed('/app/health')).status).toBe(503);
  }, 30_000);
});
