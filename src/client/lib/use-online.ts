import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

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
