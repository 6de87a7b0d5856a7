import { describe, expect, it } from 'vitest';
import { prerenderPages } from './prerender-pages.ts';
import { emittedBy, fakeBundle, fakePrerender } from './plugin-test-support.ts';

describe('prerenderPages', () => {
  const options = (paths: string[]) => ({ routesDir: '/r', prerenderDir: '/p', loadPrerender: fakePrerender(paths) });

  it('renders each public page in each language, linking the CSS of its code', async () => {
    const bundle = fakeBundle([
      { fileName: 'assets/pricing.js', facadeModuleId: '/r/pricing.tsx?tsr-split=component', imports: ['assets/card.js'] },
      { fileName: 'assets/card.js', css: ['assets/card.css'] },
      { fileName: 'assets/home.js', facadeModuleId: '/r/index.tsx', css: ['assets/home.css'] },
    ]);
    const emitted = await emittedBy(prerenderPages(options(['/pricing', '/'])), bundle);
    const pricing = emitted.get('prerendered/de/pricing.html') ?? '';
    expect(pricing).toContain('<div id="root" data-prerendered="de /pricing"><main>de:/pricing</main></div>');
    expect(pricing).toContain('<link rel="stylesheet" crossorigin href="/assets/card.css">');
    expect(pricing).not.toContain('home.css');
    expect(emitted.get('prerendered/en/index.html')).toContain('data-prerendered="en /"');
  });

  it("puts the Node build of prerender.tsx where the client build finds it, and nothing else", () => {
    const config = prerenderPages(options([])).config as (c: unknown, env: { isSsrBuild?: boolean }) => unknown;
    expect(config({}, { isSsrBuild: true })).toEqual({ build: { outDir: '/p', sourcemap: false, copyPublicDir: false } });
    expect(config({}, { isSsrBuild: false })).toBeUndefined();
  });
});
