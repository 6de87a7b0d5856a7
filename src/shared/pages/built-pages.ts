/**
 * Which built HTML file answers a page request, shared by the server (src/server/static.ts) and the
 * service worker (src/sw/sw.ts) so the two never disagree. The build writes (vite.config.ts), in each
 * language, prerendered/<locale>/<path>.html: the public pages rendered (`/` is `index`) and the
 * dashboard pages' app shell (prerendered/de/dashboard/search.html, …); and index.html, an empty page
 * whose script routes on the client, for everything else.
 */
export type PageLocale = 'en' | 'de';

/** The cookie the client mirrors its language choice into (src/client/lib/i18n.ts), as the server cannot read localStorage. */
export const LANGUAGE_COOKIE = 'language';

/** Default English (spec section 3); only an explicit German choice changes it. */
export function pageLocale(cookieValue: string | null | undefined): PageLocale {
  return cookieValue === 'de' ? 'de' : 'en';
}

/** The files that could answer `pathname`, best first; the caller takes the first that exists. */
export function pageCandidates(pathname: string, locale: PageLocale): string[] {
  const page = pathname.replace(/\/+$/, '');
  if (!/^(\/[\w-]+)*$/.test(page)) return ['/index.html'];
  return [`/prerendered/${locale}${page || '/index'}.html`, '/index.html'];
}
