import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OutputBundle, OutputChunk } from 'rolldown';

/** What the page plugins need of src/client/prerender.tsx as built for Node. */
export type Prerender = typeof import('../client/prerender');

/** Where the shell pages and the prerendered pages put their markup in the built index.html. */
export const emptyRoot = '<div id="root"></div>';

/** The tag every plugin that adds to index.html's head places its markup before. */
export const bootScript = '<script src="/boot.js"></script>';

/** The built index.html, which must still have an empty #root to fill. */
export function builtIndexHtml(bundle: Record<string, { type: string; source?: unknown }>): string {
  const index = bundle['index.html'];
  const html = index?.type === 'asset' ? String(index.source) : '';
  if (!html.includes(emptyRoot)) throw new Error(`index.html must contain ${emptyRoot}`);
  return html;
}

/** index.html as a page in `locale`: `head` added to its head, `rootElement` in place of the empty #root. */
export function pageIn(html: string, locale: string, head: string, rootElement: string): string {
  return html
    .replace('<html lang="en"', `<html lang="${locale}"`)
    .replace('</head>', `${head}</head>`)
    .replace(emptyRoot, rootElement);
}

/** src/client/prerender.tsx as `vite build --ssr` writes it into `prerenderDir` (`npm run build` runs it first). */
export function prerenderLoader(prerenderDir: string): () => Promise<Prerender> {
  return async () => {
    const entry = path.join(prerenderDir, 'prerender.js');
    if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: \`npm run build\` builds it first`);
    return import(pathToFileURL(entry).href) as Promise<Prerender>;
  };
}

/** Plugins of the browser's build only, not of prerender.tsx's build for Node. */
export const clientBuild = (_: unknown, env: { command: string; isSsrBuild?: boolean }) =>
  env.command === 'build' && !env.isSsrBuild;

/** The chunks of a bundle, without its assets. */
export function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
}

/** The chunks built from one source file (a route file and its code-split parts). */
export function chunksFrom(chunks: OutputChunk[], sourceFile: string): OutputChunk[] {
  const found = chunks.filter((chunk) => chunk.facadeModuleId?.replace(/\?.*/, '') === sourceFile);
  if (found.length === 0) throw new Error(`No chunk for ${sourceFile}`);
  return found;
}

/** The CSS of a chunk and of everything it imports statically. */
export function cssOf(bundle: OutputBundle, fileName: string, seen = new Set<string>()): string[] {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return [];
  seen.add(fileName);
  return [...(chunk.viteMetadata?.importedCss ?? []), ...chunk.imports.flatMap((name) => cssOf(bundle, name, seen))];
}
