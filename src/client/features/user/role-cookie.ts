import type { AuthUser } from '../../../shared/contracts/user';
import { ROLE_COOKIE, TIME_ZONE_COOKIE } from '../../../shared/pages/built-pages';
import { writePageCookie } from '../../lib/page-cookie';
import { whenIdle } from '../../lib/when-idle';
import { browserTimeZone } from './time-zone';

/**
 * The server and the service worker send a page's app shell in the logged-in user's role where the
 * page's words depend on it (the schedule's "Booking" or "Your availability"), so they need the role
 * before any script runs: the client mirrors every answer of the auth check into a cookie, as it
 * mirrors the language (decision 090). Only a hint: a stale one shows the wrong outline for a moment.
 */
export function mirrorRoleIntoCookie(user: AuthUser | null): void {
  writePageCookie(ROLE_COOKIE, user?.role ?? null);
  // The server renders a logged-in person's first screens in the browser's zone (decision 118). Told
  // here rather than in public/boot.js: the first Intl call loads ICU's locale and zone data (40–130 ms
  // on a desktop CPU), which in the head script held back every page's first paint. Told when the thread
  // is idle: it is for the next page's render, and in the auth check's answer it made the app's start
  // longer by that load on the pages that format no date at once (decision 121).
  if (user) whenIdle(() => writePageCookie(TIME_ZONE_COOKIE, encodeURIComponent(browserTimeZone())));
}
