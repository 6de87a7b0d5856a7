import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { canonicalTimeZone } from '../shared/domain/time-zone';
import type { PageLocale } from '../shared/pages/built-pages';
import { PAGE_STATE_ID, PAGE_STYLE_ATTRIBUTE, SERVER_RENDERED_MARK, TIME_ZONE_COOKIE } from '../shared/pages/built-pages';
import type { AppEnv } from './http/context';
import { acceptedLanguages } from './i18n/localized';
import { AUTH_COOKIE } from './user/auth.service';

/** What the server needs of src/client/prerender.tsx as `npm run build` writes it for Node. */
type Prerender = typeof import('../client/prerender');

/**
 * A render slower than this (a busy server, renders queued behind each other) is not waited for: the
 * page goes out as its app shell, as it would without the render, and the browser renders it itself.
 */
export const RENDER_WAIT_MS = 800;

/** JSON inside a <script> element: nothing in it may close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const ROOT_START = '<div id="root">';
/** A stylesheet of the page's code, linked at the end of the shell's body (PAGE_STYLE_ATTRIBUTE). */
const PAGE_STYLE_LINK = new RegExp(`<link rel="stylesheet" crossorigin href="/assets/[\\w.-]+\\.css" ${PAGE_STYLE_ATTRIBUTE}>`, 'g');

/**
 * `shell` (a page's built HTML with the app shell in #root) with `markup` in #root instead, marked as
 * rendered for `locale` and `pathname` (main.tsx hydrates it then), and the queries it rendered with
 * after it.
 */
export function withRenderedPage(shell: string, locale: PageLocale, pathname: string, markup: string, state: unknown): string {
  const start = shell.indexOf(ROOT_START);
  const end = shell.lastIndexOf('</div>', shell.indexOf('</body>'));
  if (start < 0 || end < start) throw new Error('The page has no #root to render into');
  const root = `<div id="root" data-prerendered="${locale} ${pathname}">${markup}</div>`;
  // After the page, so that its content arrives first; the entry script reads it once the page is parsed.
  const stateScript = `<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(state)}</script>`;
  const page = shell.slice(0, start) + root + stateScript + shell.slice(end + '</div>'.length);
  // The page's own styles move into the head: a page with its content must not paint before them.
  const styles = page.match(PAGE_STYLE_LINK) ?? [];
  const styled = page.replace(PAGE_STYLE_LINK, '').replace('</head>', `${styles.join('')}</head>`);
  // boot.js, which runs before the body arrives, leaves the page's data to the state (SERVER_RENDERED_MARK).
  return styled.replace('<html ', `<html ${SERVER_RENDERED_MARK} `);
}

/**
 * Renders the logged-in pages of `SERVER_RENDERED_PATHS` with their data (decision 118), from the Node
 * build of src/client/prerender.tsx beside the client build in `clientRoot`. The page's API requests are
 * answered by `app` in-process, with the person's own cookies, so the page shows exactly what the
 * browser would have asked for. Returns null where it does not apply (nobody logged in, a browser that
 * has not told its time zone yet, no Node build), or fails: the app shell then goes out as before.
 */
export function userPageRenderer(app: Hono<AppEnv>, clientRoot: string) {
  const entry = path.join(clientRoot, '..', 'prerender', 'prerender.js');
  let failure: unknown;
  // Loaded with the server rather than by the first page someone opens: on a slow machine the import and
  // the catalogues alone took longer than RENDER_WAIT_MS.
  const loaded: Promise<Prerender | null> = existsSync(entry)
    ? (import(pathToFileURL(entry).href) as Promise<Prerender>)
        .then(async (prerender) => {
          await prerender.prepareRenderer();
          return prerender;
        })
        .catch((error: unknown) => {
          failure = error;
          return null;
        })
    : Promise.resolve(null);

  return async function renderUserPage(c: Context<AppEnv>, locale: PageLocale, shell: string): Promise<string | null> {
    const pathname = c.req.path.replace(/\/+$/, '');
    const timeZone = getCookie(c, TIME_ZONE_COOKIE);
    if (!getCookie(c, AUTH_COOKIE) || !timeZone || !canonicalTimeZone(timeZone)) return null;
    const prerender = await loaded;
    if (failure) {
      c.get('deps').logger.warn({ err: failure }, 'The page renderer did not load; logged-in pages go out as their app shell');
      failure = undefined;
    }
    if (!prerender?.SERVER_RENDERED_PATHS.includes(pathname)) return null;
    const cookie = c.req.header('cookie') ?? '';
    const answer = async (request: Request) => {
      const url = new URL(request.url);
      const headers = new Headers(request.headers);
      headers.set('cookie', cookie);
      return app.request(url.pathname + url.search, { method: request.method, headers }, c.env);
    };
    const { search } = new URL(c.req.url);
    const languages = acceptedLanguages(c.req.header('accept-language'));
    const rendering = prerender.renderUserPage({ url: pathname + search, locale, timeZone, languages, answer });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, RENDER_WAIT_MS, null)));
    try {
      const rendered = await Promise.race([rendering, late]);
      return rendered && withRenderedPage(shell, locale, pathname, rendered.markup, rendered.state);
    } catch (error) {
      c.get('deps').logger.warn(
        { err: error, path: pathname },
        'Rendering a logged-in page failed; it goes out as its app shell',
      );
      return null;
    } finally {
      clearTimeout(timer);
      rendering.catch(() => undefined);
    }
  };
}
