import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { webManifest } from './web-manifest.ts';

const publicDir = path.join(import.meta.dirname, '../../public');

describe('webManifest', () => {
  it('is installable: standalone, opening on the dashboard, with any and maskable icons', () => {
    expect(webManifest.display).toBe('standalone');
    expect(webManifest.start_url).toBe('/dashboard');
    const purposes = webManifest.icons?.map((icon) => `${icon.sizes} ${String(icon.purpose)}`);
    expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']));
  });

  it('names only files that exist', () => {
    const files = [...(webManifest.icons ?? []), ...(webManifest.screenshots ?? []), ...(webManifest.shortcuts ?? []).flatMap((s) => s.icons ?? [])];
    for (const { src } of files) expect(fs.existsSync(path.join(publicDir, src)), src).toBe(true);
  });
});
