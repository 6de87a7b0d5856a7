import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import type { Prerender } from './html-pages.ts';

/** A built index.html as the page plugins find it. */
export const indexHtml =
  '<!doctype html><html lang="en"><head><script type="module" src="/assets/index-1.js"></script><script src="/boot.js"></script></head><body><div id="root"></div></body></html>';

type FakeChunk = { fileName: string; facadeModuleId?: string; imports?: string[]; css?: string[] };

/** A bundle of index.html and the given chunks, shaped as Rolldown hands it to generateBundle. */
export function fakeBundle(chunks: FakeChunk[]): OutputBundle {
  const bundle: Record<string, unknown> = { 'index.html': { type: 'asset', fileName: 'index.html', source: indexHtml } };
  for (const chunk of chunks) {
    bundle[chunk.fileName] = {
      type: 'chunk',
      fileName: chunk.fileName,
      facadeModuleId: chunk.facadeModuleId ?? null,
      imports: chunk.imports ?? [],
      viteMetadata: { importedCss: new Set(chunk.css ?? []), importedAssets: new Set() },
    };
  }
  return bundle as OutputBundle;
}

/** A prerender module that renders a recognisable marker instead of React markup. */
export function fakePrerender(paths: string[]): () => Promise<Prerender> {
  const prerender = {
    PRERENDERED_LOCALES: ['en', 'de'],
    PRERENDERED_PATHS: paths,
    renderPage: async (pagePath: string, locale: string) => `<main>${locale}:${pagePath}</main>`,
    renderShell: async (shape: string, locale: string) => `<main>${locale}:shell:${shape}</main>`,
  };
  return async () => prerender as unknown as Prerender;
}

/** Runs a plugin's generateBundle and answers the files it emitted, by name. */
export async function emittedBy(plugin: Plugin, bundle: OutputBundle): Promise<Map<string, string>> {
  const emitted = new Map<string, string>();
  const context = {
    emitFile: (file: { fileName: string; source: string }) => emitted.set(file.fileName, file.source),
    environment: { config: { consumer: 'client' } },
  };
  const hook = plugin.generateBundle;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  if (!handler) throw new Error(`${plugin.name} has no generateBundle`);
  await (handler as (...args: unknown[]) => Promise<void>).call(context, {}, bundle, false);
  return emitted;
}
