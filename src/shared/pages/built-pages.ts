/**
 * Which built HTML file answers a page request, shared by the server (src/server/static.ts) and the
 * service worker (src/sw/sw.ts) so the two never disagree. The build writes (vite.config.ts), in each
 * language, prerendered/<locale>/<path>.html: the public pages rendered (`/` is `index`) and the
 * dashboard pages' app shell (prerendered/de/dashboard/search.html, …), and for a page whose words
 * depend on the role, that shell once per role (prerendered/de/dashboard/schedule.mentee.html); the
 * dashboard's frame alone for the pages below /dashboard without a shell (prerendered/de/dashboard.plain.html);
 * and index.html, an empty page whose script routes on the client, for everything else.
 */
import { roles, type Role } from '../domain/roles';

export type PageLocale = 'en' | 'de';

/** The cookie the client mirrors its language choice into (src/client/lib/i18n.ts), as the server cannot read localStorage. */
export const LANGUAGE_COOKIE = 'language';

/** Default English (docs/product.md); only an explicit German choice changes it. */
export function pageLocale(cookieValue: string | null | undefined): PageLocale {
  return cookieValue === 'de' ? 'de' : 'en';
}

/**
 * The cookie the app mirrors the browser's time zone into with each answer of the auth check for
 * someone logged in (features/user/role-cookie.ts), so that the server can render a logged-in page's
 * dates as the browser will (src/server/user-pages.ts).
 */
export const TIME_ZONE_COOKIE = 'timeZone';

/** The element of a server-rendered page holding the queries it rendered with (JSON), for the app to start from. */
export const PAGE_STATE_ID = 'page-state';

/**
 * Marks a stylesheet of a dashboard page's code, linked at the end of its app shell's body: the shell
 * paints without waiting for it, and the page's script finds it linked. The server moves it into the
 * head when it sends the page rendered, which must not paint unstyled (src/server/user-pages.ts).
 */
export const PAGE_STYLE_ATTRIBUTE = 'data-page-style';

/** The attribute of <html> on a page the server rendered with its data, for public/boot.js, which runs before the body. */
export const SERVER_RENDERED_MARK = 'data-server-rendered';

/**
 * The cookie the client mirrors the logged-in user's role into (features/user/role-cookie.ts): only a
 * hint for which shell to send, never trusted for anything else; the page itself asks the server.
 */
export const ROLE_COOKIE = 'role';

/** The role a hint names, or null for none or anything else. */
export function pageRole(cookieValue: string | null | undefined): Role | null {
  return roles.find((role) => role === cookieValue) ?? null;
}

/**
 * The file the build writes for a page path (`/`, `/pricing`, `/dashboard/search`) in `locale`, and for
 * `role` its shell in that role. A dot cannot occur in a page path, so a role's file never shadows
 * another page.
 */
export function builtPageFile(page: string, locale: PageLocale, role: Role | null = null): string {
  return `/prerendered/${locale}${page.replace(/\/+$/, '') || '/index'}${role ? `.${role}` : ''}.html`;
}

/**
 * The dashboard's frame (header, sidebar, a plain outline) in `locale`, for a page below /dashboard that has
 * no shell of its own (a path with a parameter, /dashboard/mentors/<id>): it opens with the frame at once,
 * not blank. A dot cannot occur in a page path, and `plain` is no role, so it never shadows another file.
 */
export function dashboardFrameFile(locale: PageLocale): string {
  return `/prerendered/${locale}/dashboard.plain.html`;
}

/** The files that could answer `pathname`, best first; the caller takes the first that exists. */
export function pageCandidates(pathname: string, locale: PageLocale, role: Role | null = null): string[] {
  const page = pathname.replace(/\/+$/, '');
  if (!/^(\/[\w-]+)*$/.test(page)) return ['/index.html'];
  const forRole = role ? [builtPageFile(page, locale, role)] : [];
  const frame = page.startsWith('/dashboard/') ? [dashboardFrameFile(locale)] : [];
  return [...forRole, builtPageFile(page, locale), ...frame, '/index.html'];
}
