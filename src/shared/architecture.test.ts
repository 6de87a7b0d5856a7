import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layers of STYLE.md are lint rules (.oxlintrc.json); what lint cannot see is zod reaching the
 * browser through the shared modules a browser file imports.
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

/** Value imports (not `import type`) of a file, resolved when relative. */
function valueImports(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(importPattern)]
    .filter((match) => !/^(?:import|export)\s+type\s/.test(match[0]))
    .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
    .map((specifier) => (specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : specifier));
}

/** A shared module that loads zod, itself or through the shared modules it imports. */
function sharedReachesZod(module: string, seen = new Set<string>()): boolean {
  if (seen.has(module)) return false;
  seen.add(module);
  return valueImports(`${module}.ts`).some((imported) =>
    imported.startsWith(srcDir) ? layerOf(imported) === 'shared' && sharedReachesZod(imported, seen) : imported.startsWith('zod'),
  );
}

/**
 * Browser code that loads zod: directly, or through a shared module (the domain contracts' request
 * schemas). The browser reads answers with the answer shapes (contracts/*-answers.ts) instead, so zod
 * stays out of every page (README "Answers without zod").
 */
function zodImports(from: string): string[] {
  return sourceFiles(path.join(srcDir, from))
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .flatMap((file) =>
      valueImports(file)
        .filter((imported) =>
          imported.startsWith(srcDir) ? layerOf(imported) === 'shared' && sharedReachesZod(imported) : imported.startsWith('zod'),
        )
        .map((imported) => `${path.relative(srcDir, file)} imports ${path.relative(srcDir, imported)}`),
    );
}

describe('import boundaries', () => {
  it('keeps zod out of the browser', () => {
    expect(zodImports('client')).toEqual([]);
    expect(zodImports('sw')).toEqual([]);
    // Guards the check itself: the server does import the contracts' zod schemas.
    expect(zodImports('server').length).toBeGreaterThan(0);
  });
});
