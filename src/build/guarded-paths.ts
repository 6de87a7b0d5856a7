import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { bootScript } from './html-pages.ts';

/**
 * The pages behind the login are the routes in routes/_auth/. Their first path segments go into a meta
 * tag that public/boot.js reads to choose what to preload, so adding a guarded page needs no second list.
 */
export function guardedPaths(routesDir: string): Plugin {
  return {
    name: 'guarded-paths',
    transformIndexHtml: (html) => {
      const entries = fs.readdirSync(path.join(routesDir, '_auth')).filter((name) => !name.startsWith('-'));
      const segments = [...new Set(entries.map((name) => name.split('.')[0] ?? name))].sort((a, b) => a.localeCompare(b));
      const meta = `<meta name="guarded-paths" content="${segments.join(' ')}" />`;
      return html.replace(bootScript, `${meta}\n    ${bootScript}`);
    },
  };
}
