import path from 'node:path';
import type { Plugin } from 'vite';
import { builtPageFile } from '../shared/pages/built-pages.ts';
import { builtIndexHtml, chunksFrom, chunksOf, cssOf, pageIn, type Prerender } from './html-pages.ts';

/**
 * The public pages rendered to HTML in each language (decision 075): `vite build --ssr prerender.tsx`
 * first builds src/client/prerender.tsx for Node into `prerenderDir`; the client build then renders each
 * page with it into prerendered/<locale>/<page>.html (static.ts and the service worker choose among them),
 * linking the CSS of the page's code, which the script would otherwise load with it.
 */
export function prerenderPages(options: {
  routesDir: string;
  prerenderDir: string;
  loadPrerender: () => Promise<Prerender>;
}): Plugin {
  return {
    name: 'prerender-pages',
    enforce: 'post',
    config: (_, env) =>
      env.isSsrBuild ? { build: { outDir: options.prerenderDir, sourcemap: false, copyPublicDir: false } } : undefined,
    apply: (_, env) => env.command === 'build',
    async generateBundle(_, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const prerender = await options.loadPrerender();
      const html = builtIndexHtml(bundle);
      const chunks = chunksOf(bundle);
      for (const pagePath of prerender.PRERENDERED_PATHS) {
        const routeFile = path.join(options.routesDir, `${pagePath.slice(1) || 'index'}.tsx`);
        const routeChunks = chunksFrom(chunks, routeFile);
        const css = [...new Set(routeChunks.flatMap((chunk) => cssOf(bundle, chunk.fileName)))].filter(
          (file) => !html.includes(file),
        );
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
