import { useAuthUser } from './current-user';

let resolvedZone: string | undefined;

/**
 * The zone the browser runs in, e.g. "Europe/Berlin". Asked once per page load: every date on a page
 * asks, and resolving it creates a formatter each time.
 */
export function browserTimeZone(): string {
  resolvedZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return resolvedZone;
}

/** The browser's zone as the browser reported it to the server, for the server's render of a page (prerender.tsx). */
export function takeBrowserTimeZone(zone: string): void {
  resolvedZone = zone;
}

/** The zone every date is shown in: the profile's `timeZone`, else the browser's (docs/product.md). */
export function useViewerTimeZone(): string {
  return useAuthUser()?.timeZone ?? browserTimeZone();
}
