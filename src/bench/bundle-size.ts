import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The part of Vite's `.vite/manifest.json` the bench reads. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface Size {
  js: number;
  css: number;
}

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

export function entryKey(manifest: Manifest): string {
  const keys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (keys.length !== 1) throw new Error(`expected one entry chunk, found ${keys.length}`);
  return keys[0]!;
}

/** A manifest chunk and everything it imports statically, i.e. what the browser must fetch before it runs. */
function staticClosure(manifest: Manifest, key: string, into: Set<string>): void {
  if (into.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build has no chunk for ${key}`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
}

/**
 * The chunks of a route: the entry with its static imports, plus, for each route file on the route's
 * branch, its code-split chunks (`file?tsr-split=…`) with their static imports and, transitively, the
 * lazy chunks those load themselves (a calendar behind React.lazy counts for the route that shows it).
 * Dynamic imports of the entry are other routes' code and are not counted. `conditional` names lazy
 * chunks only some browsers load (a polyfill): they are left out, and it is an error if the route never
 * reaches one of them (the caller measures them in a row of their own).
 */
export function routeChunks(
  manifest: Manifest,
  routeFiles: string[],
  alwaysLoaded: string[] = [],
  conditional: string[] = [],
): Set<string> {
  const chunks = entryChunks(manifest, alwaysLoaded);
  const entry = new Set(chunks);
  const pending = routeFiles.flatMap((file) => {
    const splits = Object.keys(manifest).filter((key) => key === file || key.startsWith(`${file}?tsr-split=`));
    if (!splits.length) throw new Error(`no chunk in the build for route file ${file}`);
    return splits;
  });
  const visited = new Set<string>();
  const skipped = new Set<string>();
  while (pending.length) {
    const key = pending.pop()!;
    if (conditional.includes(key)) skipped.add(key);
    if (visited.has(key) || skipped.has(key)) continue;
    visited.add(key);
    const closure = new Set<string>();
    staticClosure(manifest, key, closure);
    for (const chunk of closure) {
      chunks.add(chunk);
      if (!entry.has(chunk)) pending.push(...(manifest[chunk]!.dynamicImports ?? []));
    }
  }
  const unreached = conditional.filter((key) => !skipped.has(key));
  if (unreached.length) throw new Error(`the route never loads ${unreached.join(', ')}`);
  return chunks;
}

/**
 * What every first visit loads before anything renders: the entry with its static imports, and the
 * `alwaysLoaded` lazy chunks the entry awaits at start (the app's default-language catalogue).
 */
export function entryChunks(manifest: Manifest, alwaysLoaded: string[] = []): Set<string> {
  const chunks = new Set<string>();
  for (const key of [entryKey(manifest), ...alwaysLoaded]) staticClosure(manifest, key, chunks);
  return chunks;
}

/** gzip -9 of every JS file and stylesheet of the chunks, each file counted once. */
export function gzipSize(outDir: string, manifest: Manifest, chunks: Set<string>): Size {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of chunks) {
    const chunk = manifest[key]!;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    else if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  const total = (files: Set<string>) =>
    [...files].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length, 0);
  return { js: total(js), css: total(css) };
}
