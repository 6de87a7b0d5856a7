import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches now, following changes (rotation, window resize). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}

/** Below the tablet breakpoint the mentee gets the day-and-time picker instead of the calendar grid. */
export const PHONE_QUERY = '(max-width: 767px)';
