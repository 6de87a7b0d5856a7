import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../paths';
import { ChildProcesses, nodeScript } from '../test/child-process';

/** The real process, as `npm start` runs it. */
const children = new ChildProcesses();
afterEach(() => children.killAll());

function startServer(dataDir: string, extraEnv: Record<string, string> = {}) {
  const server = children.startServer({ DATA_DIR: dataDir, DATABASE_URL: '', ...extraEnv });
  return { ...server, exited: server.exited.then(({ code }) => code), output: server.stdout };
}

function createAdmin(dataDir: string, ...args: string[]) {
  return spawnSync(...nodeScript('src/server/cli/create-admin.ts', ...args), {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
}

describe('server process', () => {
  it('serves health, refuses a second opener of its data dir, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mm-process-'));
    const server = startServer(dataDir);
    const port = await server.port;
    const health = await fetch(`http://127.0.0.1:${port}/app/health`);
    expect(health.status).toBe(200);
    const auth = await fetch(`http://127.0.0.1:${port}/app/user/auth`);
    expect(auth.status).toBe(401);
    expect(await auth.json()).toEqual({ error: 'You are not logged in.', msg: 'You are not logged in.' });

    const blocked = createAdmin(dataDir, '--email', 'root@example.test', '--password', 'long-password');
    expect(blocked.status).toBe(1);
    expect(blocked.stderr).toMatch(/in use by another process/);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

    const created = createAdmin(dataDir, '--email', 'root@example.test', '--password', 'long-password', '--name', 'Root');
    expect(created.status).toBe(0);
    expect(created.stdout.trim()).toMatch(/^[0-9a-f-]{36}$/);
    const promoted = createAdmin(dataDir, '--email', 'ROOT@example.test', '--password', 'other-password');
    expect(promoted.stdout.trim()).toBe(created.stdout.trim());

    const again = startServer(dataDir);
    const againPort = await again.port;
    const login = await fetch(`http://127.0.0.1:${againPort}/app/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'root@example.test', password: 'other-password' }),
    });
    expect(login.status).toBe(200);
    expect((await login.json()).user).toMatchObject({ role: 'admin', originalRole: 'admin', userName: 'Root' });
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 120_000);

  it('refuses to start with bad configuration, naming the variable', () => {
    const result = spawnSync(...nodeScript('src/server/index.ts'), {
      cwd: projectRoot,
      env: { ...process.env, PORT: 'eighty' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/PORT:/);
  });

  it('rejects bad create-admin arguments with usage', () => {
    const result = createAdmin(os.tmpdir(), '--email', 'nope');
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/Usage: npm run create-admin/);
  });
});
