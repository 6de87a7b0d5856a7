import { describe, expect, it } from 'vitest';
import { builtIndexHtml, chunksFrom, chunksOf, clientBuild, pageIn, prerenderLoader } from './html-pages.ts';
import { fakeBundle, indexHtml } from './plugin-test-support.ts';

describe('html-pages', () => {
  it('takes the built index.html and refuses one whose #root is not empty', () => {
    expect(builtIndexHtml(fakeBundle([]))).toBe(indexHtml);
    const filled = { 'index.html': { type: 'asset', source: '<div id="root">x</div>' } };
    expect(() => builtIndexHtml(filled)).toThrow(/must contain <div id="root"><\/div>/);
  });

  it('makes a page in a language with its head and root', () => {
    const page = pageIn(indexHtml, 'de', '<link rel="x">', '<div id="root"><main>hi</main></div>');
    expect(page).toContain('<html lang="de"');
    expect(page).toContain('<link rel="x"></head>');
    expect(page).toContain('<div id="root"><main>hi</main></div>');
  });

  it('finds the chunks of a source file and says which one is missing', () => {
    const chunks = chunksOf(fakeBundle([{ fileName: 'a.js', facadeModuleId: '/r/a.tsx?tsr-split=component' }]));
    expect(chunksFrom(chunks, '/r/a.tsx').map((chunk) => chunk.fileName)).toEqual(['a.js']);
    expect(() => chunksFrom(chunks, '/r/b.tsx')).toThrow('No chunk for /r/b.tsx');
  });

  it('runs page plugins in the browser build only', () => {
    expect(clientBuild(null, { command: 'build' })).toBe(true);
    expect(clientBuild(null, { command: 'build', isSsrBuild: true })).toBe(false);
    expect(clientBuild(null, { command: 'serve' })).toBe(false);
  });

  it('says to build first when the prerender module is missing', async () => {
    await expect(prerenderLoader('/nonexistent/prerender')()).rejects.toThrow(/npm run build/);
  });
});
