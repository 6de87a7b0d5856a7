import { isCancelledError, onlineManager } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);

/**
 * Whether the app can reach its server: booking, payment and account changes need it. Read from TanStack
 * Query's onlineManager, which lib/network-status.ts feeds from what requests do (not from
 * `navigator.onLine` alone), so the banner, the disabled buttons and the paused queries always agree.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => onlineManager.isOnline(),
    () => true,
  );
}

/**
 * For a route's error component. A load that found no network and nothing stored ends cancelled
 * (features/offline/offline-queries.ts); once the app is online again the route loads by itself, and
 * meanwhile the component shows nothing of the old error (`waitedForNetwork`).
 */
export function useReloadWhenOnline(error: unknown): { online: boolean; waitedForNetwork: boolean } {
  const online = useOnline();
  const router = useRouter();
  const waitedForNetwork = isCancelledError(error);
  useEffect(() => {
    if (online && waitedForNetwork) void router.invalidate();
  }, [online, waitedForNetwork, router]);
  return { online, waitedForNetwork };
}
