import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { guardedPaths } from './guarded-paths.ts';
import { indexHtml } from './plugin-test-support.ts';

describe('guardedPaths', () => {
  it('lists the first path segments of the routes behind the login, for boot.js', () => {
    const routesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'routes-'));
    fs.mkdirSync(path.join(routesDir, '_auth/dashboard'), { recursive: true });
    fs.mkdirSync(path.join(routesDir, '_auth/booking'));
    for (const file of ['search.tsx', 'feedback.tsx', 'session-preview.tsx', '-helper.ts']) {
      fs.writeFileSync(path.join(routesDir, '_auth', file), '');
    }
    const transform = guardedPaths(routesDir).transformIndexHtml as (html: string) => string;
    expect(transform(indexHtml)).toContain(
      '<meta name="guarded-paths" content="booking dashboard feedback search session-preview" />\n    <script src="/boot.js">',
    );
  });
});
