import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The import rule of STYLE.md, checked on every test run: client and server never import each
 * other, both may import shared, and shared imports neither (nor any browser or Node-only code).
 */
const srcDir = path.resolve(import.meta.dirname, '..');
const importPattern =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

function layerOf(file: string): string {
  return path.relative(srcDir, file).split(path.sep)[0] ?? '';
}

function crossings(from: string, forbidden: string[]): string[] {
  return sourceFiles(path.join(srcDir, from)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(importPattern)]
      .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
      .filter((specifier) => specifier.startsWith('.'))
      .filter((specifier) => forbidden.includes(layerOf(path.resolve(path.dirname(file), specifier))))
      .map((specifier) => `${path.relative(srcDir, file)} imports ${specifier}`),
  );
}

describe('import boundaries', () => {
  it('keeps the client away from the server', () => {
    expect(crossings('client', ['server'])).toEqual([]);
    expect(crossings('sw', ['server'])).toEqual([]);
  });

  it('keeps the server away from the client and the service worker', () => {
    expect(crossings('server', ['client', 'sw'])).toEqual([]);
  });

  it('keeps shared free of both sides', () => {
    expect(crossings('shared', ['client', 'server', 'sw'])).toEqual([]);
  });

  it('would notice a crossing', () => {
    // Guards the check itself: a regex that matched nothing would pass every rule above.
    const serverImports = crossings('server', ['shared']);
    expect(serverImports.length).toBeGreaterThan(0);
  });
});
