import type { AuthUser } from '../../../shared/contracts/user';
import { ROLE_COOKIE } from '../../../shared/pages/built-pages';
import { writePageCookie } from '../../lib/page-cookie';

/**
 * The server and the service worker send a page's app shell in the logged-in user's role where the
 * page's words depend on it (the schedule's "Booking" or "Your availability"), so they need the role
 * before any script runs: the client mirrors every answer of the auth check into a cookie, as it
 * mirrors the language (decision 090). Only a hint: a stale one shows the wrong outline for a moment.
 */
export function mirrorRoleIntoCookie(user: AuthUser | null): void {
  writePageCookie(ROLE_COOKIE, user?.role ?? null);
}
