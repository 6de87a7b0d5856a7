import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '../server/paths';

/** Runs a command to its end; rejects with the tail of its output when it fails. */
export function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd ?? projectRoot, env: options.env ?? process.env });
    let output = '';
    child.stdout.on('data', (data: Buffer) => (output += data.toString()));
    child.stderr.on('data', (data: Buffer) => (output += data.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else
        reject(new Error(`${command} ${args.join(' ')} exited with ${code}: ${output.trim().split('\n').slice(-5).join(' | ')}`));
    });
  });
}

/** `node --import tsx <script>`: how every TypeScript entry point of this project is started. */
export const tsNode = (script: string, args: string[] = []) => ({
  command: process.execPath,
  args: ['--import', 'tsx', path.join(projectRoot, script), ...args],
});

/** A helper process of the bench (a proxy, a static server) and the first line it printed. */
export interface HelperProcess {
  child: ChildProcess;
  firstLine: string;
  stop(): Promise<void>;
}

/**
 * Starts a TypeScript helper of the bench and answers once it prints its first line on stdout (its
 * port, or "ready"). Fails with the tail of its stderr if it exits first or stays silent for 30 s.
 */
export async function startHelper(script: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<HelperProcess> {
  const { command, args: nodeArgs } = tsNode(script, args);
  const child = spawn(command, nodeArgs, { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  let stderr = '';
  child.stderr.on('data', (data: Buffer) => (stderr = (stderr + data.toString()).slice(-2000)));
  try {
    const firstLine = await new Promise<string>((resolve, reject) => {
      let stdout = '';
      const timer = setTimeout(() => reject(new Error(`${script} did not start within 30 s: ${stderr.trim()}`)), 30_000);
      child.stdout.on('data', (data: Buffer) => {
        stdout += data.toString();
        const line = /^(.*)\n/.exec(stdout);
        if (!line) return;
        clearTimeout(timer);
        resolve(line[1]!);
      });
      child.once('error', reject);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${script} exited with ${code}: ${stderr.trim()}`));
      });
    });
    return { child, firstLine, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The server's start-up housekeeping (VACUUM ANALYZE of the big tables) holds the database for a few
 * seconds; measurements start once ten health checks in a row answer within 50 ms.
 */
async function settled(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  let quick = 0;
  while (quick < 10 && Date.now() < deadline) {
    const started = performance.now();
    await (await fetch(`${url}/app/health`)).arrayBuffer();
    quick = performance.now() - started < 50 ? quick + 1 : 0;
  }
}

/** True when anything answers HTTP on `url` (whatever the status). */
async function answersHttp(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/app/health`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * The production server as `npm start` runs it (NODE_ENV=production, the built client, its own
 * compression and cache headers), in a process of its own so the load generator does not share it.
 * The per-IP limit is raised: every benchmark request comes from one address.
 * With BENCH_SERVER_PROFILE_DIR set, each server writes a V8 CPU profile there when it stops (Node does
 * not take --cpu-prof from NODE_OPTIONS).
 */
export async function startServer(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** Extra variables, e.g. BENCH_STATS_FILE (the read cache's counts, see server/index.ts). */
  env?: NodeJS.ProcessEnv;
}): Promise<ServerProcess> {
  const url = `http://localhost:${options.port}`;
  // The readiness loop below takes any answer on the port: a server left over from an earlier run
  // would be measured in place of this one, silently.
  if (await answersHttp(url)) throw new Error(`${url} already answers: stop what listens on port ${options.port} first`);
  const { command, args } = tsNode('src/server/index.ts');
  const profileDir = process.env.BENCH_SERVER_PROFILE_DIR;
  if (profileDir) args.unshift('--cpu-prof', `--cpu-prof-dir=${profileDir}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
    TEST_HOOKS: 'false',
    ...options.env,
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  for (const key of ['SMTP_URL', 'STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']) delete env[key];
  const child = spawn(command, args, { cwd: projectRoot, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (data: Buffer) => (stderr = (stderr + data.toString()).slice(-2000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr.trim()}`);
    try {
      if ((await fetch(`${url}/app/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer /app/health within 60 s: ${stderr.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await settled(url);
  return {
    url,
    child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * `upstream` behind HTTPS and HTTP/2 (tls-proxy.ts, a process of its own): how a deployment serves the
 * product. Its certificate is self-signed: the browser needs `--ignore-certificate-errors`.
 */
export async function startTlsProxy(upstream: string): Promise<{ url: string; stop(): Promise<void> }> {
  const proxy = await startHelper('src/bench/tls-proxy.ts', [upstream]);
  return { url: `https://localhost:${proxy.firstLine}`, stop: () => proxy.stop() };
}
