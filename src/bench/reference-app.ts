import { spawn } from 'node:child_process';
import { projectRoot } from '../server/paths';
import { buildBaseline } from './client-rows';
import { tsNode } from './processes';

export interface ReferenceApp {
  /** `http://localhost:<port>`: the same host name as the product's server, so both get the same treatment. */
  url: string;
  stop(): Promise<void>;
}

/**
 * The bare React 19 + TanStack Router app the client rows compare bundles with (client-rows.ts), built
 * again from the same node_modules and served by a process of its own with the product's static
 * serving (reference-server.ts), so Lighthouse's verdicts on the product can be taken relative to it
 * measured in the same run, on the same machine, with the same compression and cache headers.
 */
export async function startReferenceApp(): Promise<ReferenceApp> {
  const baseline = await buildBaseline();
  const { command, args } = tsNode('src/bench/reference-server.ts', [baseline.outDir]);
  const child = spawn(command, args, {
    cwd: projectRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    await baseline.cleanup();
  };
  let stderr = '';
  child.stderr.on('data', (data: Buffer) => (stderr = (stderr + data.toString()).slice(-2000)));
  try {
    const port = await new Promise<string>((resolve, reject) => {
      let stdout = '';
      const timer = setTimeout(
        () => reject(new Error(`the reference server did not start within 30 s: ${stderr.trim()}`)),
        30_000,
      );
      child.stdout.on('data', (data: Buffer) => {
        stdout += data.toString();
        const line = /^(\d+)\n/.exec(stdout);
        if (!line) return;
        clearTimeout(timer);
        resolve(line[1]!);
      });
      child.once('error', reject);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the reference server exited with ${code}: ${stderr.trim()}`));
      });
    });
    return { url: `http://localhost:${port}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
