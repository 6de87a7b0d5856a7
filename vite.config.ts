import fs from 'node:fs';
import path from 'node:path';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type Plugin } from 'vitest/config';
import { VitePWA } from 'vite-plugin-pwa';

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
    apply: 'build',
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
      const segments = [...new Set(entries.map((name) => name.split('.')[0]))].sort();
      const meta = `<meta name="guarded-paths" content="${segments.join(' ')}" />`;
      return html.replace(bootScript, `${meta}\n    ${bootScript}`);
    },
  };
}

/**
 * Schedule-X bundles the labels of 36 locales (about a sixth of its code), each one spread together from
 * three parts, all in one table; the calendar runs in English or German only (scheduleXLocale in
 * features/calendar/availability-calendar.tsx). The other locales' lines in the table and their spreads
 * (object spreads count as side effects) become blank lines, so they drop out and the source map still fits.
 */
function scheduleXLocales(kept: string[]): Plugin {
  return {
    name: 'schedule-x-locales',
    apply: 'build',
    transform: {
      filter: { id: /@schedule-x\/calendar\/dist\/core\.js$/ },
      handler(code) {
        const match = /^const translations = \{\n([^}]*)^\};$/m.exec(code);
        const spread = /^ {4}\.\.\.(?:datePicker|calendar|timePicker)(\w)(\w+),$/gm;
        if (!match || !spread.test(code))
          throw new Error('@schedule-x/calendar changed its translations: update scheduleXLocales');
        const entries = match[1]!.split('\n').map((line) => (kept.includes(line.trim().replace(/,$/, '')) ? line : ''));
        const trimmed = code
          .replace(match[1]!, entries.join('\n'))
          .replace(spread, (line, first: string, rest: string) => (kept.includes(first.toLowerCase() + rest) ? line : ''));
        return { code: trimmed, map: null };
      },
    },
  };
}

/**
 * Schedule-X renders its own header (today, previous/next, range heading, view buttons and a date picker
 * app) above every view that has none of its own; the calendar shows our toolbar instead
 * (features/calendar/calendar-toolbar.tsx, labelled through Lingui). Rendering no header there leaves the
 * header and the whole date picker unreferenced, so they drop out of the calendar chunk (about 5 kB gzip).
 * The date picker's popup was Schedule-X's only use of `preact/compat` (createPortal; its useRef is
 * preact/hooks' own): taken from preact/hooks, compat and its React-emulating option hooks stay out too.
 */
function scheduleXWithoutHeader(): Plugin {
  const defaultHeader = /^( +if \(!hasViewHeader\)\n +return )jsx\(DefaultHeader, \{\}\);$/m;
  const compatImport = "import { useRef, createPortal } from 'preact/compat';";
  return {
    name: 'schedule-x-without-header',
    apply: 'build',
    transform: {
      filter: { id: /@schedule-x\/calendar\/dist\/core\.js$/ },
      handler(code) {
        const withoutHeader = code.replace(defaultHeader, '$1null;');
        if (withoutHeader === code || !code.includes(compatImport) || code.split('createPortal(').length !== 2)
          throw new Error('@schedule-x/calendar changed its header or its preact/compat use: update scheduleXWithoutHeader');
        // The one createPortal call is in the date picker's popup, which is gone with the header.
        return { code: withoutHeader.replace(compatImport, "import { useRef } from 'preact/hooks';"), map: null };
      },
    },
  };
}

/** The modules of the `api` chunk (see build.rolldownOptions.output.codeSplitting). */
const apiModules = new RegExp(
  [
    String.raw`/src/client/lib/api-client\.ts$`,
    String.raw`/src/shared/contracts/(answer-shape|user-answers)\.ts$`,
    String.raw`/node_modules/ky/`,
    String.raw`/node_modules/@tanstack/(react-query/build/modern/useMutation|query-core/build/modern/mutationObserver)\.js$`,
  ].join('|'),
);

/** The modules of the `user-api` chunk. */
const userApiModules = new RegExp(
  [
    String.raw`/src/client/features/user/api\.ts$`,
    String.raw`/node_modules/@tanstack/(react-query/build/modern/(useQuery|useBaseQuery|suspense|errorBoundaryUtils|QueryErrorResetBoundary|IsRestoringProvider)|query-core/build/modern/queryObserver)\.js$`,
  ].join('|'),
);

/** The modules of the `logged-in` chunk; offline support and the pending-changes panel stay chunks of their own, loaded on demand. */
const loggedInModules = new RegExp(
  [
    String.raw`/src/client/features/offline/(persist-policy|change-label)\.ts$`,
    String.raw`/src/client/lib/(offline-queue|persist)\.ts$`,
    String.raw`/src/client/features/(calendar|feedback|search|session|skills)/api\.ts$`,
    String.raw`/src/shared/contracts/(calendar|feedback|search|session|skills)-answers\.ts$`,
    String.raw`/src/shared/domain/(calendar|session)\.ts$`,
    String.raw`/node_modules/(idb|@tanstack/query-persist-client-core|@tanstack/query-async-storage-persister|@tanstack/react-query-persist-client)/`,
  ].join('|'),
);

const serverTests = ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'];

export default defineConfig({
  root: clientDir,
  publicDir: path.join(root, 'public'),
  envDir: root,
  plugins: [
    // The router plugin must run before react() (TECH-NOTES trap 4).
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
    // plugin-react 6 ignores its babel option, so Lingui's macro runs through rolldown's babel plugin.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui(),
    catalogueUrls(),
    guardedPaths(),
    scheduleXLocales(['enUS', 'deDE']),
    scheduleXWithoutHeader(),
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
        // The light header's colour, so the title bar does not change colour once the page has loaded;
        // the page then sets the colour of the theme actually chosen (lib/preferences, public/boot.js).
        theme_color: '#ffffff',
        background_color: '#ffffff',
        lang: 'en',
        categories: ['education', 'business', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // The richer install dialog (Chromium). Taken from `npm run demo` at 1x, quantised with pngquant.
        screenshots: [
          {
            src: '/screenshots/narrow-sessions.png',
            sizes: '390x844',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Upcoming sessions with their video meeting links',
          },
          {
            src: '/screenshots/wide-search.png',
            sizes: '1280x800',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Search for a mentor and book a session by skill',
          },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,webmanifest}'],
        // Only the install dialog shows them, and only online; no need to store them on every device.
        globIgnores: ['screenshots/**'],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: path.join(root, 'dist/client'),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // Schedule-X builds every view it ships at module level (`const viewYearGrid = createPreactView(…)`);
      // marked pure, the views nobody creates (year grid, month and week agenda) drop out of the calendar chunk.
      treeshake: { manualPureFunctions: ['createPreactView'] },
      output: {
        codeSplitting: {
          groups: [
            // Everything the first page needs statically (React, the router, Query, the shell) in one chunk.
            // Left to automatic chunking it came as a dozen chunks shared with lazy code, which gzip worse
            // (about 5 kB more) and once merged the shared constants with zod's parts, pulling zod in.
            { name: 'initial', tags: ['$initial'], priority: 3 },
            // What every page behind the login loads besides its own code (offline support's imports: its
            // persist policy and queued mutations import the feature APIs with their answer shapes) as one
            // chunk instead of about twenty small ones: it gzips about 3 kB smaller (one compression window,
            // no import and export lists between them) and is fewer requests. A group takes the modules its
            // modules import along, so what public pages load too is grouped first, on its own: the HTTP
            // client with the user's answers (login, sign-up, contact) and the user API (login screen).
            { name: 'api', test: apiModules, priority: 2 },
            { name: 'user-api', test: userApiModules, priority: 2 },
            { name: 'logged-in', test: loggedInModules, priority: 1 },
          ],
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
                env: { TEST_DB: 'postgres' },
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
