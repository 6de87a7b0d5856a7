import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { VitePWA } from 'vite-plugin-pwa';
import { catalogueUrls } from './src/build/catalogue-urls.ts';
import { guardedPaths } from './src/build/guarded-paths.ts';
import { prerenderLoader } from './src/build/html-pages.ts';
import { linguiMacro } from './src/build/lingui-macro.ts';
import { prerenderPages } from './src/build/prerender-pages.ts';
import { shellPages } from './src/build/shell-pages.ts';
import { testProjects } from './src/build/test-projects.ts';
import { webManifest } from './src/build/web-manifest.ts';
import { contractVersion } from './src/server/http/contract-version.ts';

// The build's own plugins live in src/build/, each with its test.
const root = import.meta.dirname;
const clientDir = path.join(root, 'src/client');
const routesDir = path.join(clientDir, 'routes');
/** Where `vite build --ssr prerender.tsx` puts src/client/prerender.tsx for the page plugins to run. */
const prerenderDir = path.join(root, 'dist/prerender');
const loadPrerender = prerenderLoader(prerenderDir);

export default defineConfig({
  root: clientDir,
  publicDir: path.join(root, 'public'),
  envDir: root,
  // The contract this build's client speaks; it takes no answer of another (lib/api-client.ts).
  define: { __CONTRACT_VERSION__: JSON.stringify(contractVersion(root)) },
  plugins: [
    // The router plugin must run before react(), which would otherwise compile the route files first.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A loader is otherwise kept in the first bundle with its imports (a feature's API, its contracts,
      // zod). It travels with its page's component, which is fetched at the same moment anyway.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent'], ['pendingComponent']],
      },
      routesDirectory: routesDir,
      generatedRouteTree: path.join(clientDir, 'routeTree.gen.ts'),
      routeFileIgnorePrefix: '-',
      quoteStyle: 'single',
    }),
    linguiMacro(),
    react(),
    lingui(),
    catalogueUrls(),
    guardedPaths(routesDir),
    shellPages(routesDir, loadPrerender),
    prerenderPages({ routesDir, prerenderDir, loadPrerender }),
    vanillaExtractPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: path.relative(clientDir, path.join(root, 'src/sw')),
      filename: 'sw.ts',
      injectRegister: null,
      manifest: webManifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,webmanifest}'],
        // Only the install dialog shows them, and only online; no need to store them on every device.
        globIgnores: ['screenshots/**'],
        // The worker is registered as a classic script (lib/register-sw.ts).
        rollupFormat: 'iife',
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: path.join(root, 'dist/client'),
    emptyOutDir: true,
    sourcemap: true,
    // The browsers Vite targets by default (Baseline widely available) preload modules themselves.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Rolldown lists the slowest plugin hooks of any build over 3 s, which every build on a shared
      // machine is. What it lists (Vite's import analysis, the service worker build, the router's code
      // splitter) is the stack's own work, with nothing in this config to change.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          // What the first page needs statically (React, the router, Query, the shell) as one chunk: split
          // by default into a dozen chunks shared with lazy code, it gzips 4.8 kB worse (`/` at 1.30×).
          groups: [{ name: 'initial', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      // The API keeps its own origin check; present the dev server's requests as same-origin.
      '/app': { target: 'http://127.0.0.1:3000', changeOrigin: true, headers: { origin: 'http://localhost:3000' } },
    },
  },
  test: {
    root,
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine, where many server
    // test files mostly wait on child processes and database round trips (decision 080).
    maxWorkers: 3,
    projects: testProjects(root, process.env),
  },
});
