import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dashboardFrameFile } from '../shared/pages/built-pages.ts';
import { dashboardPages, shellPages } from './shell-pages.ts';
import { emittedBy, fakeBundle, fakePrerender } from './plugin-test-support.ts';

function routesWith(dashboardEntries: string[]): string {
  const routesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'routes-'));
  fs.mkdirSync(path.join(routesDir, '_auth/dashboard'), { recursive: true });
  for (const entry of dashboardEntries) {
    if (entry.endsWith('/')) fs.mkdirSync(path.join(routesDir, '_auth/dashboard', entry));
    else fs.writeFileSync(path.join(routesDir, '_auth/dashboard', entry), '');
  }
  return routesDir;
}

describe('shellPages', () => {
  it('gives every dashboard page but layouts and parameters a shell, a folder drawn by its route.tsx', () => {
    const routesDir = routesWith(['index.tsx', 'route.tsx', 'search.tsx', 'mentors.$uuid.tsx', 'admin-tools/', '-util.ts']);
    expect(dashboardPages(routesDir).sort((a, b) => a.page.localeCompare(b.page))).toEqual([
      { page: '', routeFile: '_auth/dashboard/index.tsx' },
      { page: 'admin-tools', routeFile: '_auth/dashboard/admin-tools/route.tsx' },
      { page: 'search', routeFile: '_auth/dashboard/search.tsx' },
    ]);
  });

  it("writes each page's shell in both languages, preloading its route's scripts but the entry's", async () => {
    const routesDir = routesWith(['search.tsx', 'route.tsx']);
    const route = (file: string) => path.join(routesDir, file);
    const bundle = fakeBundle([
      { fileName: 'assets/index-1.js', facadeModuleId: '/src/client/main.tsx' },
      { fileName: 'assets/auth.js', facadeModuleId: route('_auth.tsx'), imports: ['assets/index-1.js'] },
      { fileName: 'assets/layout.js', facadeModuleId: route('_auth/dashboard/route.tsx') },
      { fileName: 'assets/search.js', facadeModuleId: `${route('_auth/dashboard/search.tsx')}?tsr-split=component`, imports: ['assets/cards.js'] },
      { fileName: 'assets/cards.js', css: ['assets/cards.css'] },
      { fileName: 'assets/offline.js', facadeModuleId: route('../features/offline/offline-support.ts') },
      { fileName: 'assets/parts.js', facadeModuleId: route('../offline-parts.ts') },
    ]);
    const emitted = await emittedBy(shellPages(routesDir, fakePrerender([])), bundle);
    const search = emitted.get('prerendered/de/dashboard/search.html') ?? '';
    expect(search).toContain('<html lang="de"');
    expect(search).toContain('de:shell:');
    for (const file of ['auth.js', 'layout.js', 'search.js', 'cards.js', 'offline.js', 'parts.js']) {
      expect(search).toContain(`<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/${file}">`);
    }
    expect(search).not.toContain('modulepreload" crossorigin fetchpriority="low" href="/assets/index-1.js"');
    // The page's stylesheets after the shell: it paints without waiting for them.
    expect(search).toMatch(/<\/div><link rel="stylesheet" crossorigin href="\/assets\/cards.css" data-page-style><\/body>/);
    expect(emitted.has('prerendered/en/dashboard/search.html')).toBe(true);
    // The frame alone, for pages with a parameter, preloads the layouts but no page.
    const frame = emitted.get(dashboardFrameFile('de').slice(1)) ?? '';
    expect(frame).toContain('href="/assets/layout.js"');
    expect(frame).not.toContain('search.js');
  });

  it('fails the build when a page has no chunk', async () => {
    const routesDir = routesWith(['search.tsx']);
    await expect(emittedBy(shellPages(routesDir, fakePrerender([])), fakeBundle([]))).rejects.toThrow(/No chunk for/);
  });
});
