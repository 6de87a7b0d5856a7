import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { Session } from '../../../shared/contracts/session';
import { todaysSessionCount } from './todays-sessions';
import { sessionKeys } from '../session/api';
import { userKeys } from '../user/current-user';
import { browserTimeZone } from '../user/time-zone';
import { whenIdle } from '../../lib/when-idle';

interface BadgeNavigator {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/**
 * Keeps the installed app's icon badge (Badging API, where supported) on today's session count,
 * whenever the upcoming sessions are fetched or restored, and clears it when they leave (logout).
 * Returns the unsubscribe function.
 */
export function followAppBadge(queryClient: QueryClient): () => void {
  const badge = navigator as Navigator & BadgeNavigator;
  if (!badge.setAppBadge || !badge.clearAppBadge) return () => undefined;
  let shown = -1;
  const update = () => {
    const sessions = queryClient.getQueryData<Session[]>(sessionKeys.upcoming()) ?? [];
    const timeZone =
      queryClient.getQueryData<{ timeZone?: string | null } | null>(userKeys.current())?.timeZone ?? browserTimeZone();
    const count = todaysSessionCount(sessions, Date.now(), timeZone);
    if (count === shown) return;
    shown = count;
    // A refused badge (permission, platform) changes nothing for the app.
    void (count > 0 ? badge.setAppBadge?.(count) : badge.clearAppBadge?.())?.catch(() => undefined);
  };
  // Counting needs the zone, whose first lookup loads the browser's ICU data: a long step the page's
  // start need not wait for, as the icon's badge is not on the page (decision 123).
  whenIdle(update);
  const upcomingHash = hashKey(sessionKeys.upcoming());
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash === upcomingHash) update();
  });
  // Midnight and finished sessions change the count without a fetch.
  const timer = setInterval(update, 5 * 60_000);
  return () => {
    unsubscribe();
    clearInterval(timer);
  };
}
