import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './http/context';
import { mountClient, pageFileFor } from './static';

/** A built client as vite.config.ts writes it, each page saying which file it is. */
let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'client-'));
  const files = [
    'index.html',
    'prerendered/en/dashboard.html',
    'prerendered/de/dashboard.html',
    'prerendered/en/dashboard/search.html',
    'prerendered/de/dashboard/search.html',
    'prerendered/en/dashboard.plain.html',
    'prerendered/de/dashboard.plain.html',
    'prerendered/en/dashboard/schedule.html',
    'prerendered/en/dashboard/schedule.mentee.html',
    'prerendered/en/index.html',
    'prerendered/de/index.html',
    'prerendered/en/pricing.html',
    'prerendered/de/pricing.html',
  ];
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), `<p>${file}</p>`);
  }
});

describe('pageFileFor', () => {
  const pick = (requestPath: string, locale: 'en' | 'de', role: 'mentee' | 'mentor' | null = null) =>
    path.relative(root, pageFileFor(root, requestPath, locale, role));

  it('sends a public page prerendered in the chosen language', () => {
    expect(pick('/', 'en')).toBe('prerendered/en/index.html');
    expect(pick('/', 'de')).toBe('prerendered/de/index.html');
    expect(pick('/pricing', 'de')).toBe('prerendered/de/pricing.html');
    expect(pick('/pricing/', 'en')).toBe('prerendered/en/pricing.html');
  });

  it('sends a dashboard page its app shell in the chosen language, and index.html for everything else', () => {
    expect(pick('/dashboard', 'de')).toBe('prerendered/de/dashboard.html');
    expect(pick('/dashboard/search', 'en')).toBe('prerendered/en/dashboard/search.html');
    expect(pick('/dashboard/search/', 'de')).toBe('prerendered/de/dashboard/search.html');
    expect(pick('/contact', 'de')).toBe('index.html');
    expect(pick('/booking/abc', 'de')).toBe('index.html');
    expect(pick('/../secret', 'de')).toBe('index.html');
    expect(pick('/pricing.x', 'de')).toBe('index.html');
  });

  it('sends a page below /dashboard without a shell of its own the dashboard frame', () => {
    expect(pick('/dashboard/mentors/0b5c', 'de')).toBe('prerendered/de/dashboard.plain.html');
    expect(pick('/dashboard/admin-tools/users', 'en', 'mentee')).toBe('prerendered/en/dashboard.plain.html');
    // The frame is no page of its own.
    expect(pick('/dashboard.plain', 'en')).toBe('index.html');
  });

  it("sends the role's own shell where the page has one, else the page's", () => {
    expect(pick('/dashboard/schedule', 'en', 'mentee')).toBe('prerendered/en/dashboard/schedule.mentee.html');
    expect(pick('/dashboard/schedule/', 'en', 'mentee')).toBe('prerendered/en/dashboard/schedule.mentee.html');
    expect(pick('/dashboard/schedule', 'en', 'mentor')).toBe('prerendered/en/dashboard/schedule.html');
    expect(pick('/dashboard/schedule', 'en')).toBe('prerendered/en/dashboard/schedule.html');
    expect(pick('/dashboard/search', 'en', 'mentee')).toBe('prerendered/en/dashboard/search.html');
    // A role's file is never a page of its own.
    expect(pick('/dashboard/schedule.mentee', 'en')).toBe('index.html');
  });
});

describe('page answers', () => {
  const request = (url: string, cookie?: string, acceptLanguage?: string) => {
    const app = new Hono<AppEnv>();
    mountClient(app, root);
    const headers: Record<string, string> = {};
    if (cookie) headers.cookie = cookie;
    if (acceptLanguage) headers['accept-language'] = acceptLanguage;
    return app.request(url, { headers });
  };

  it("follow the browser's language on a first visit (no cookie yet), and the cookie after", async () => {
    const german = await request('/pricing', undefined, 'de-DE,de;q=0.9,en;q=0.8');
    expect(await german.text()).toContain('prerendered/de/pricing.html');
    expect(german.headers.get('vary')).toMatch(/\bAccept-Language\b/);
    expect(await (await request('/pricing', undefined, 'fr-FR,en;q=0.5,de;q=0.4')).text()).toContain('prerendered/en/pricing.html');
    expect(await (await request('/pricing', 'language=en', 'de-DE')).text()).toContain('prerendered/en/pricing.html');
  });

  it('follow the language cookie (English without one), are revalidated, and vary by cookie', async () => {
    const english = await request('/');
    expect(await english.text()).toContain('prerendered/en/index.html');
    expect(english.headers.get('cache-control')).toBe('no-cache');
    expect(english.headers.get('vary')).toMatch(/\bCookie\b/);
    expect(await (await request('/', 'language=de')).text()).toContain('prerendered/de/index.html');
    expect(await (await request('/pricing', 'other=1; language=de')).text()).toContain('prerendered/de/pricing.html');
    expect(await (await request('/pricing', 'language=fr')).text()).toContain('prerendered/en/pricing.html');
  });

  it('follow the role cookie where the page has a shell per role, and ignore a role that does not exist', async () => {
    expect(await (await request('/dashboard/schedule', 'role=mentee')).text()).toContain('schedule.mentee.html');
    expect(await (await request('/dashboard/schedule', 'role=owner')).text()).toContain('prerendered/en/dashboard/schedule.html');
    expect(await (await request('/dashboard/schedule', 'role=..%2Fsecret')).text()).toContain(
      'prerendered/en/dashboard/schedule.html',
    );
  });
});
