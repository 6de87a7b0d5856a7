import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { transformAsync } from '@babel/core';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type Plugin } from 'vitest/config';
import { VitePWA } from 'vite-plugin-pwa';
import { ROLE_SKELETON_SHAPES, SKELETON_SHAPES, type SkeletonShape } from './src/client/features/shell/skeleton-markup.ts';
import { contractVersion } from './src/server/http/contract-version.ts';
import type { Role } from './src/shared/domain/roles.ts';
import { builtPageFile, dashboardFrameFile } from './src/shared/pages/built-pages.ts';

const root = import.meta.dirname;
const clientDir = path.join(root, 'src/client');

/**
 * The catalogues of the chosen language are otherwise found only once the entry script runs. A meta tag
 * names each built catalogue (language and part, lib/i18n.ts), so public/boot.js can preload the ones
 * needed alongside the entry script (the CSP allows no inline script that could do it).
 */
function catalogueUrls(): Plugin {
  const bootScript = '<script src="/boot.js"></script>';
  return {
    name: 'catalogue-urls',
    apply: clientBuild,
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        const metas = Object.values(bundle ?? {}).flatMap((chunk) => {
          const [, locale, part] =
            (chunk.type === 'chunk' && /locales\/(\w+)\/(site|pages|messages)\.po$/.exec(chunk.facadeModuleId ?? '')) || [];
          return locale
            ? [`<meta name="catalogue" data-locale="${locale}" data-part="${part}" content="/${chunk.fileName}" />`]
            : [];
        });
        if (!html.includes(bootScript)) throw new Error(`index.html must load ${bootScript}`);
        return html.replace(bootScript, `${metas.join('\n    ')}\n    ${bootScript}`);
      },
    },
  };
}

/**
 * The pages behind the login are the routes in routes/_auth/. Their first path segments go into a meta
 * tag that public/boot.js reads to choose what to preload, so adding a guarded page needs no second list.
 */
function guardedPaths(): Plugin {
  const bootScript = '<script src="/boot.js"></script>';
  return {
    name: 'guarded-paths',
    transformIndexHtml: (html) => {
      const entries = fs.readdirSync(path.join(clientDir, 'routes/_auth')).filter((name) => !name.startsWith('-'));
      const segments = [...new Set(entries.map((name) => name.split('.')[0] ?? name))].sort((a, b) => a.localeCompare(b));
      const meta = `<meta name="guarded-paths" content="${segments.join(' ')}" />`;
      return html.replace(bootScript, `${meta}\n    ${bootScript}`);
    },
  };
}

/** Where the shell pages and the prerendered pages put their markup in the built index.html. */
const emptyRoot = '<div id="root"></div>';

/** The built index.html, which must still have an empty #root to fill. */
function builtIndexHtml(bundle: Record<string, { type: string; source?: unknown }>): string {
  const index = bundle['index.html'];
  const html = index?.type === 'asset' ? String(index.source) : '';
  if (!html.includes(emptyRoot)) throw new Error(`index.html must contain ${emptyRoot}`);
  return html;
}

/** index.html as a page in `locale`: `head` added to its head, `rootElement` in place of the empty #root. */
function pageIn(html: string, locale: string, head: string, rootElement: string): string {
  return html
    .replace('<html lang="en"', `<html lang="${locale}"`)
    .replace('</head>', `${head}</head>`)
    .replace(emptyRoot, rootElement);
}

/** src/client/prerender.tsx as built for Node into dist/prerender by `vite build --ssr` (`npm run build` runs it first). */
const prerenderDir = path.join(root, 'dist/prerender');
async function loadPrerender(): Promise<typeof import('./src/client/prerender')> {
  const entry = path.join(prerenderDir, 'prerender.js');
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: \`npm run build\` builds it first`);
  return import(pathToFileURL(entry).href);
}

/**
 * One HTML file per dashboard page and language (prerendered/de/dashboard/search.html, …) with the app
 * shell in #root (features/shell/skeleton-markup.ts), so the page shows its outline, and the words every
 * user sees there, before any script runs; the server sends it like a public page (shared/pages). Pages
 * with a parameter keep index.html. Each also names the scripts of its route's code as module preloads:
 * they download while the entry does, instead of after it has run, and Vite's preload helper finds them
 * there and adds no links itself.
 */
function shellPages(): Plugin {
  return {
    name: 'shell-pages',
    apply: clientBuild,
    enforce: 'post',
    async generateBundle(_, bundle) {
      const prerender = await loadPrerender();
      const html = builtIndexHtml(bundle);
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      /** A chunk's file and the files it imports statically, transitively. */
      const closure = (fileName: string, into: Set<string>): Set<string> => {
        const chunk = bundle[fileName];
        if (into.has(fileName) || chunk?.type !== 'chunk') return into;
        into.add(fileName);
        for (const imported of chunk.imports) closure(imported, into);
        return into;
      };
      /** The scripts of route files (relative to routes/) with their code-split parts, but those index.html loads. */
      const scriptsOf = (routeFiles: string[]) => {
        const files = new Set<string>();
        for (const routeFile of routeFiles.map((file) => path.join(clientDir, 'routes', file))) {
          const routeChunks = chunks.filter((chunk) => chunk.facadeModuleId?.replace(/\?.*/, '') === routeFile);
          if (routeChunks.length === 0) throw new Error(`No chunk for ${routeFile}`);
          for (const chunk of routeChunks) closure(chunk.fileName, files);
        }
        return [...files].filter((file) => !html.includes(file));
      };
      const pages = fs
        .readdirSync(path.join(clientDir, 'routes/_auth/dashboard'))
        .filter((name) => !name.startsWith('-') && !name.includes('$') && name !== 'route.tsx');
      const preloadsOf = (routeFiles: string[]) =>
        scriptsOf(routeFiles)
          .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
          .join('');
      for (const name of pages) {
        const page = name === 'index.tsx' ? '' : name.replace(/\.tsx$/, '');
        // A folder (admin-tools/) is a page whose route.tsx draws it.
        const pageFile = name.endsWith('.tsx') ? name : `${name}/route.tsx`;
        const preloads = preloadsOf(['_auth.tsx', '_auth/dashboard/route.tsx', `_auth/dashboard/${pageFile}`]);
        // The page's shell, and where its words depend on the role, one per role (shared/pages/built-pages.ts).
        const shells: [Role | null, SkeletonShape][] = [
          [null, SKELETON_SHAPES[page] ?? 'plain'],
          ...(Object.entries(ROLE_SKELETON_SHAPES[page] ?? {}) as [Role, SkeletonShape][]),
        ];
        for (const locale of prerender.PRERENDERED_LOCALES) {
          for (const [role, shape] of shells) {
            const markup = await prerender.renderShell(shape, locale);
            this.emitFile({
              type: 'asset',
              fileName: builtPageFile(`/dashboard/${page}`, locale, role).slice(1),
              source: pageIn(html, locale, preloads, `<div id="root">${markup}</div>`),
            });
          }
        }
      }
      // The frame alone, for the pages below /dashboard with a parameter (shared/pages/built-pages.ts).
      const framePreloads = preloadsOf(['_auth.tsx', '_auth/dashboard/route.tsx']);
      for (const locale of prerender.PRERENDERED_LOCALES) {
        const markup = await prerender.renderShell('plain', locale);
        this.emitFile({
          type: 'asset',
          fileName: dashboardFrameFile(locale).slice(1),
          source: pageIn(html, locale, framePreloads, `<div id="root">${markup}</div>`),
        });
      }
    },
  };
}

/**
 * The public pages rendered to HTML in each language (decision 075): `vite build --ssr prerender.tsx`
 * first builds src/client/prerender.tsx for Node into dist/prerender; the client build then renders each
 * page with it into prerendered/<locale>/<page>.html (static.ts and the service worker choose among them),
 * linking the CSS of the page's code, which the script would otherwise load with it.
 */
function prerenderPages(): Plugin {
  return {
    name: 'prerender-pages',
    enforce: 'post',
    config: (_, env) =>
      env.isSsrBuild ? { build: { outDir: prerenderDir, sourcemap: false, copyPublicDir: false } } : undefined,
    apply: (_, env) => env.command === 'build',
    async generateBundle(_, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const prerender = await loadPrerender();
      const html = builtIndexHtml(bundle);
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      /** The CSS of a chunk and of everything it imports statically. */
      const cssOf = (fileName: string, seen = new Set<string>()): string[] => {
        const chunk = bundle[fileName];
        if (seen.has(fileName) || chunk?.type !== 'chunk') return [];
        seen.add(fileName);
        return [...(chunk.viteMetadata?.importedCss ?? []), ...chunk.imports.flatMap((name) => cssOf(name, seen))];
      };
      for (const pagePath of prerender.PRERENDERED_PATHS) {
        const name = pagePath.slice(1) || 'index';
        const routeFile = path.join(clientDir, 'routes', `${name}.tsx`);
        const routeChunks = chunks.filter((chunk) => chunk.facadeModuleId?.replace(/\?.*/, '') === routeFile);
        if (routeChunks.length === 0) throw new Error(`No chunk for ${routeFile}`);
        const css = [...new Set(routeChunks.flatMap((chunk) => cssOf(chunk.fileName)))].filter((file) => !html.includes(file));
        const links = css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('');
        for (const locale of prerender.PRERENDERED_LOCALES) {
          const markup = await prerender.renderPage(pagePath, locale);
          const rootElement = `<div id="root" data-prerendered="${locale} ${pagePath}">${markup}</div>`;
          this.emitFile({
            type: 'asset',
            fileName: builtPageFile(pagePath, locale).slice(1),
            source: pageIn(html, locale, links, rootElement),
          });
        }
      }
    },
  };
}

/** Plugins of the browser's build only, not of prerender.tsx's build for Node. */
const clientBuild = (_: unknown, env: { command: string; isSsrBuild?: boolean }) => env.command === 'build' && !env.isSsrBuild;

/**
 * Lingui's macro (a Babel plugin) on the files that import it: plugin-react 6 has no Babel option, and
 * @rolldown/plugin-babel needs Node 22.12. Only those files pay for Babel, which only parses their
 * TypeScript and JSX; compiling them stays with Vite.
 */
function linguiMacro(): Plugin {
  return {
    name: 'lingui-macro',
    enforce: 'pre',
    transform: {
      filter: { id: /\.tsx?(\?|$)/, code: /@lingui\/(core|react)\/macro/ },
      async handler(code, id) {
        const filename = id.replace(/\?.*/, '');
        const result = await transformAsync(code, {
          filename,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: filename.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'] },
          plugins: ['@lingui/babel-plugin-lingui-macro'],
        });
        return result?.code ? { code: result.code, map: result.map } : null;
      },
    },
  };
}

const serverTests = ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'src/bench/**/*.test.ts'];

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
      routesDirectory: path.join(clientDir, 'routes'),
      generatedRouteTree: path.join(clientDir, 'routeTree.gen.ts'),
      routeFileIgnorePrefix: '-',
      quoteStyle: 'single',
    }),
    linguiMacro(),
    react(),
    lingui(),
    catalogueUrls(),
    guardedPaths(),
    shellPages(),
    prerenderPages(),
    vanillaExtractPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: path.relative(clientDir, path.join(root, 'src/sw')),
      filename: 'sw.ts',
      injectRegister: null,
      manifest: {
        id: '/',
        name: 'Mentor Marketplace',
        short_name: 'Mentors',
        description: 'Find highly-vetted mentors, book one-hour sessions and join them by video.',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        // The manifest has one colour for every theme: the dark one, so the splash screen never flashes
        // white at someone in dark mode (a dark splash before a light page is the milder surprise). The
        // page then sets the title bar to the theme actually chosen (lib/preferences, public/boot.js).
        theme_color: '#141b26',
        background_color: '#141b26',
        lang: 'en',
        categories: ['education', 'business', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // Long-press on the installed app's icon (Android, Windows, macOS Chromium).
        shortcuts: [
          {
            name: 'Upcoming sessions',
            short_name: 'Sessions',
            url: '/dashboard/session',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'Find a mentor',
            short_name: 'Find a mentor',
            url: '/dashboard/search',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
        // The richer install dialog (Chromium). Made by e2e/tools/manifest-screenshots.ts from the demo.
        screenshots: [
          {
            src: '/screenshots/narrow-search.png',
            sizes: '390x844',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Find a mentor and book a session by skill',
          },
          {
            src: '/screenshots/wide-search.png',
            sizes: '1280x800',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Mentors side by side, each with the skills you can book',
          },
        ],
      },
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
    projects: [
      {
        test: {
          name: 'server',
          root,
          include: serverTests,
          globalSetup: ['src/server/test/global-setup.ts'],
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-postgres',
                root,
                include: ['src/server/**/*.test.ts'],
                // Process and configuration tests do not touch PostgreSQL; once is enough.
                exclude: [...configDefaults.exclude, 'src/server/cli/**', 'src/server/env.test.ts'],
                environment: 'node' as const,
                // The fuzz's 115 runs per endpoint test the server's input handling, which is the same on both
                // databases; a quarter of them checks the PostgreSQL driver's side (decision 059).
                env: { TEST_DB: 'postgres', FUZZ_RUNS: process.env.FUZZ_RUNS ?? '30' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          name: 'client',
          root,
          include: ['src/client/**/*.test.{ts,tsx}', 'src/sw/**/*.test.ts'],
          exclude: [...configDefaults.exclude],
          environment: 'happy-dom',
        },
      },
    ],
  },
});
