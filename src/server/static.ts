import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { compress } from 'hono/compress';
import type { Role } from '../shared/domain/roles';
import { LANGUAGE_COOKIE, pageCandidates, pageLocale, pageRole, ROLE_COOKIE, type PageLocale } from '../shared/pages/built-pages';
import type { AppEnv } from './http/context';
import { languageFromHeader } from './i18n/localized';
import { mentorPageHead, withPageHead } from './search/mentor-page-head';
import { userPageRenderer } from './user-pages';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

/** Files that name the current build: browsers must always revalidate them or updates never arrive. */
const ALWAYS_REVALIDATE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);

export function cacheControlFor(requestPath: string): string {
  if (requestPath.startsWith('/assets/')) return IMMUTABLE;
  if (ALWAYS_REVALIDATE.has(requestPath) || requestPath.endsWith('/') || requestPath.endsWith('.html')) return NO_CACHE;
  if (requestPath.startsWith('/workbox-')) return NO_CACHE;
  return SHORT;
}

/**
 * The built page for a path (shared/pages/built-pages.ts): a public page prerendered in `locale`, a
 * dashboard page's app shell (the role's own where the page has one), otherwise index.html, whose script
 * routes on the client.
 */
export function pageFileFor(root: string, requestPath: string, locale: PageLocale, role: Role | null = null): string {
  const files = pageCandidates(requestPath, locale, role).map((file) => path.join(root, file));
  return files.find((file) => existsSync(file)) ?? path.join(root, 'index.html');
}

/**
 * Serves the built client from `root`: hashed assets cached for a year, pages and the service
 * worker never cached, and a page for every other GET so client routes work on reload.
 */
export function mountClient(app: Hono<AppEnv>, root: string): void {
  const indexPath = path.join(root, 'index.html');
  const renderUserPage = userPageRenderer(app, root);

  const serveFile = serveStatic({ root });
  // Scripts, styles and the page go out gzipped (about a third of their size): on a phone's network
  // that is most of the first visit. API answers are left alone; they are small and a proxy may do it.
  const compressText = compress();
  app.use('*', async (c, next) => (c.req.path.startsWith('/app/') ? next() : compressText(c, next)));
  app.use('*', async (c, next) => {
    // Set before serving: serveStatic builds its response before any onFound hook could add headers.
    c.header('Cache-Control', cacheControlFor(c.req.path));
    // `/` is a page like the others (below), not the directory's index.html.
    return c.req.path === '/' ? next() : serveFile(c, next);
  });
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/app/')) return next();
    // A hashed file that is gone (an old tab after a deploy) must fail as a 404, not parse HTML as JS.
    if (c.req.path.startsWith('/assets/')) {
      c.header('Cache-Control', NO_CACHE);
      return c.text('Not found', 404);
    }
    if (!existsSync(indexPath)) {
      return c.text('The client is not built yet. Run `npm run build` (npm start does it for you).', 503);
    }
    c.header('Cache-Control', NO_CACHE);
    // The pages come in the language, and some shells in the role, the client mirrors into cookies;
    // a first visit (no cookie yet) gets the browser's language. Caches must keep them apart.
    c.header('Vary', 'Cookie, Accept-Language', { append: true });
    const languageCookie = getCookie(c, LANGUAGE_COOKIE);
    const locale = languageCookie ? pageLocale(languageCookie) : languageFromHeader(c.req.header('accept-language'));
    const role = pageRole(getCookie(c, ROLE_COOKIE));
    // Read per request (it is small and the OS caches it): a rebuild must never serve a stale page.
    const html = await readFile(pageFileFor(root, c.req.path, locale, role), 'utf8');
    // The first screens someone logged in opens come with their content (decision 118); never stored
    // by a cache, as they hold the person's data.
    const rendered = c.get('deps') ? await renderUserPage(c, locale, html) : null;
    if (rendered) {
      c.header('Cache-Control', 'private, no-store');
      return c.html(rendered);
    }
    // A mentor's public profile names the mentor in its title and link preview.
    const head = c.get('deps') ? await mentorPageHead(c.get('deps'), c.req.path, locale) : null;
    return head ? c.html(withPageHead(html, head), head.status) : c.html(html);
  });
}
