import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { clientDistDir, projectRoot } from '../paths';

/** What the client build is made from; a change to any of these means `npm start` must rebuild. */
const inputs = ['src/client', 'src/shared', 'src/sw', 'locales', 'public', 'vite.config.ts', 'package.json'];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stats.mtimeMs);
}

const builtAt = newestMtime(path.join(clientDistDir, 'index.html'));
const changedAt = Math.max(...inputs.map((input) => newestMtime(path.join(projectRoot, input))));

if (builtAt < changedAt) {
  console.log(builtAt ? 'Client sources changed; rebuilding…' : 'Building the client (first start)…');
  const vite = path.join(projectRoot, 'node_modules/vite/bin/vite.js');
  // As `npm run build`: the prerender for Node first, which the client build runs (decision 075).
  for (const args of [['build', '--ssr', 'prerender.tsx'], ['build']]) {
    execFileSync(process.execPath, [vite, ...args, '--logLevel', 'warn'], { cwd: projectRoot, stdio: 'inherit' });
  }
}
