import fs from 'node:fs';
import path from 'node:path';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { ROLE_SKELETON_SHAPES, SKELETON_SHAPES, type SkeletonShape } from '../client/features/shell/skeleton-markup.ts';
import type { Role } from '../shared/domain/roles.ts';
import { builtPageFile, dashboardFrameFile, PAGE_STYLE_ATTRIBUTE } from '../shared/pages/built-pages.ts';
import { builtIndexHtml, chunksFrom, chunksOf, clientBuild, cssOf, pageIn, type Prerender } from './html-pages.ts';

/** What the app's start loads on every page behind the login (start-up.ts), relative to routes/ like the route files. */
const OFFLINE_SUPPORT_FILES = ['../features/offline/offline-support.ts', '../offline-parts.ts'];

/** A chunk's file and the files it imports statically, transitively. */
function staticClosure(bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (into.has(fileName) || chunk?.type !== 'chunk') return into;
  into.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, into);
  return into;
}

/** The dashboard pages that get a shell: every file or folder of routes/_auth/dashboard but layouts and parameters. */
export function dashboardPages(routesDir: string): { page: string; routeFile: string }[] {
  return fs
    .readdirSync(path.join(routesDir, '_auth/dashboard'))
    .filter((name) => !name.startsWith('-') && !name.includes('$') && name !== 'route.tsx')
    .map((name) => ({
      page: name === 'index.tsx' ? '' : name.replace(/\.tsx$/, ''),
      // A folder (admin-tools/) is a page whose route.tsx draws it.
      routeFile: `_auth/dashboard/${name.endsWith('.tsx') ? name : `${name}/route.tsx`}`,
    }));
}

/**
 * One HTML file per dashboard page and language (prerendered/de/dashboard/search.html, …) with the app
 * shell in #root (features/shell/skeleton-markup.ts), so the page shows its outline, and the words every
 * user sees there, before any script runs; the server sends it like a public page (shared/pages). Pages
 * with a parameter keep index.html. Each also names the scripts of its route's code as module preloads:
 * they download while the entry does, instead of after it has run, and Vite's preload helper finds them
 * there and adds no links itself.
 */
export function shellPages(routesDir: string, loadPrerender: () => Promise<Prerender>): Plugin {
  return {
    name: 'shell-pages',
    apply: clientBuild,
    enforce: 'post',
    async generateBundle(_, bundle) {
      const prerender = await loadPrerender();
      const html = builtIndexHtml(bundle);
      const chunks = chunksOf(bundle);
      /** The scripts of route files (relative to routes/) with their code-split parts, but those index.html loads. */
      const scriptsOf = (routeFiles: string[]) => {
        const files = new Set<string>();
        for (const routeFile of routeFiles) {
          for (const chunk of chunksFrom(chunks, path.join(routesDir, routeFile))) staticClosure(bundle, chunk.fileName, files);
        }
        return [...files].filter((file) => !html.includes(file));
      };
      /**
       * The scripts of the route's code as module preloads in the head, and its stylesheets linked at
       * the end of the body (PAGE_STYLE_ATTRIBUTE): the shell paints without them, they download with the
       * page, and the page's script finds every one there rather than adding it, each addition a long
       * step on a slow phone. Offline support's code, which every page behind the login starts, too.
       */
      const preloadsOf = (routeFiles: string[]) => {
        const scripts = scriptsOf([...routeFiles, ...OFFLINE_SUPPORT_FILES]);
        const styles = [...new Set(scripts.flatMap((file) => cssOf(bundle, file)))].filter((file) => !html.includes(file));
        return {
          head: scripts.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`).join(''),
          bodyEnd: styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" ${PAGE_STYLE_ATTRIBUTE}>`).join(''),
        };
      };
      for (const { page, routeFile } of dashboardPages(routesDir)) {
        const preloads = preloadsOf(['_auth.tsx', '_auth/dashboard/route.tsx', routeFile]);
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
              source: pageIn(html, locale, preloads.head, `<div id="root">${markup}</div>${preloads.bodyEnd}`),
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
          source: pageIn(html, locale, framePreloads.head, `<div id="root">${markup}</div>${framePreloads.bodyEnd}`),
        });
      }
    },
  };
}
