import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { projectRoot } from '../server/paths';
import { entryChunks, gzipSize, readManifest, routeChunks, type Manifest, type Size } from './bundle-size';
import { run } from './processes';
import { check, failedRow, kB, type Budgets, type Row } from './table';

const appOutDir = path.join(projectRoot, 'dist', 'client');
/** The default language's shell catalogue: the entry awaits it before the first render (src/client/lib/i18n.ts). */
const APP_ALWAYS_LOADED = ['../../locales/en/site.po'];
/**
 * What a page behind the login loads for a logged-in user besides its own code: the guarded layout
 * `_auth.tsx` awaits the app catalogue (src/client/lib/i18n.ts) and offline support (queue, persistence,
 * with the contracts and zod), and the shell then shows the queued changes (features/offline/offline-loader.ts).
 * The public pages' catalogue is not among them: the root route loads it for public pages only, and the
 * login screen a guarded page shows a visitor loads it itself (features/user/auth/require-user.tsx).
 */
const APP_LOGGED_IN = [
  ...APP_ALWAYS_LOADED,
  '../../locales/en/messages.po',
  'features/offline/offline-support.ts',
  'features/offline/pending-changes.tsx',
];

/**
 * A lazy chunk only some browsers load: the route's row leaves it out, and a second row counts it in.
 * The Temporal polyfill loads only where `globalThis.Temporal` is missing (features/calendar/temporal.ts).
 * That row shows the whole route with its ratio, and its budget is what the chunk adds: the route's own
 * code already answers to the route's budget in the first row, and the polyfill fills a gap of the
 * platform rather than adding to the app (README "Performance", the polyfill's row).
 */
interface ConditionalChunk {
  key: string;
  browsers: string;
  /** What the added bytes are called in the budget column. */
  name: string;
  budget: 'temporalPolyfillJs';
}
const temporalPolyfill: ConditionalChunk = {
  key: '../../node_modules/temporal-polyfill/global.esm.js',
  browsers: 'browsers without Temporal, + its polyfill',
  name: 'polyfill',
  budget: 'temporalPolyfillJs',
};

/** The route files (manifest keys, relative to src/client) on each measured route's branch, root first. */
const appRoutes: Array<{
  path: string;
  files: string[];
  budget: 'marketingRouteJs' | 'dashboardRouteJs' | 'scheduleRouteJs';
  conditional?: ConditionalChunk;
  catalogues?: string[];
}> = [
  { path: '/', files: ['routes/index.tsx'], budget: 'marketingRouteJs' },
  {
    path: '/dashboard',
    files: ['routes/_auth.tsx', 'routes/_auth/dashboard/route.tsx', 'routes/_auth/dashboard/index.tsx'],
    budget: 'dashboardRouteJs',
    catalogues: APP_LOGGED_IN,
  },
  {
    path: '/dashboard/schedule',
    files: ['routes/_auth.tsx', 'routes/_auth/dashboard/route.tsx', 'routes/_auth/dashboard/schedule.tsx'],
    // The calendar (Schedule-X with Preact) is a library of its own on top of React: a budget of its own.
    budget: 'scheduleRouteJs',
    conditional: temporalPolyfill,
    catalogues: APP_LOGGED_IN,
  },
  {
    path: '/booking/$id',
    files: ['routes/_auth.tsx', 'routes/_auth/booking/$id.tsx'],
    budget: 'dashboardRouteJs',
    catalogues: APP_LOGGED_IN,
  },
];

/**
 * The smallest app of the same stack: React 19 and TanStack Router with one lazily loaded route
 * component, built by Vite from the project's node_modules. Its entry and its `/` route are what
 * "React + Router and nothing else" costs; the app's rows are divided by them.
 */
const baselineFiles: Record<string, string> = {
  'index.html':
    '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>',
  'main.tsx': `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createRootRoute, createRoute, createRouter, lazyRouteComponent, Link, Outlet, RouterProvider } from '@tanstack/react-router';

const rootRoute = createRootRoute({
  component: () => (<><nav><Link to="/">Home</Link> <Link to="/about">About</Link></nav><Outlet /></>),
});
const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: lazyRouteComponent(() => import('./home')) });
const about = createRoute({ getParentRoute: () => rootRoute, path: '/about', component: lazyRouteComponent(() => import('./about')) });
const router = createRouter({ routeTree: rootRoute.addChildren([home, about]) });
createRoot(document.getElementById('root')!).render(<StrictMode><RouterProvider router={router} /></StrictMode>);
`,
  'home.tsx': 'export default function Home() { return <h1>Home</h1>; }\n',
  'about.tsx': 'export default function About() { return <h1>About</h1>; }\n',
};

export async function buildBaseline(): Promise<{ outDir: string; manifest: Manifest; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-baseline-'));
  // A temp dir outside the project resolves packages through this link: the same versions as the app.
  await symlink(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  for (const [name, content] of Object.entries(baselineFiles)) await writeFile(path.join(dir, name), content);
  const outDir = path.join(dir, 'dist');
  await build({
    root: dir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, manifest: true, emptyOutDir: true },
  });
  return { outDir, manifest: readManifest(outDir), cleanup: () => rm(dir, { recursive: true, force: true }) };
}

const sizeText = (size: Size) => `JS ${kB(size.js)} · CSS ${kB(size.css)}`;

/** `npm run build` (with a manifest, so chunks can be traced) beside the baseline build, as table rows. */
export async function clientRows(budgets: Budgets): Promise<Row[]> {
  const group = 'client (gzip)';
  try {
    await run('npm', ['run', 'build', '--', '--manifest'], { cwd: projectRoot });
  } catch (error) {
    return [failedRow(group, 'npm run build', error)];
  }
  let baseline;
  try {
    baseline = await buildBaseline();
  } catch (error) {
    return [failedRow(group, 'baseline build', error)];
  }
  try {
    const app = readManifest(appOutDir);
    const baseEntry = gzipSize(baseline.outDir, baseline.manifest, entryChunks(baseline.manifest));
    const baseRoute = gzipSize(baseline.outDir, baseline.manifest, routeChunks(baseline.manifest, ['home.tsx']));
    const appEntry = gzipSize(appOutDir, app, entryChunks(app, APP_ALWAYS_LOADED));
    const rows: Row[] = [
      { group, name: 'entry', shown: sizeText(appEntry), reference: `JS ${kB(baseEntry.js)}`, ratio: appEntry.js / baseEntry.js },
    ];
    const routeRow = (name: string, size: Size, budget: keyof Budgets): Row => {
      const ratio = size.js / baseRoute.js;
      return {
        group,
        name,
        shown: sizeText(size),
        reference: `JS ${kB(baseRoute.js)}`,
        ratio,
        checks: [check(budgets, budget, ratio)],
      };
    };
    for (const route of appRoutes) {
      try {
        const catalogues = route.catalogues ?? APP_ALWAYS_LOADED;
        const { conditional } = route;
        const size = gzipSize(appOutDir, app, routeChunks(app, route.files, catalogues, conditional ? [conditional.key] : []));
        rows.push(routeRow(`route ${route.path}`, size, route.budget));
        if (conditional) {
          const all = gzipSize(appOutDir, app, routeChunks(app, route.files, catalogues));
          const added = all.js - size.js;
          rows.push({
            group,
            name: `route ${route.path} (${conditional.browsers})`,
            shown: `JS ${kB(all.js)} (${conditional.name} ${kB(added)}) · CSS ${kB(all.css)}`,
            reference: `JS ${kB(baseRoute.js)}`,
            ratio: all.js / baseRoute.js,
            checks: [check(budgets, conditional.budget, added / 1000, conditional.name)],
          });
        }
      } catch (error) {
        rows.push(failedRow(group, `route ${route.path}`, error));
      }
    }
    return rows;
  } catch (error) {
    return [failedRow(group, 'bundle analysis', error)];
  } finally {
    await baseline.cleanup();
  }
}
