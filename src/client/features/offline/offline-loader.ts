import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { OfflineSupportOptions } from './offline-support';

/**
 * Offline support (the queue's mutation defaults, IndexedDB persistence, the logout wipe) is for
 * people who are logged in; a visitor of the marketing pages never downloads it. This part is in the
 * first bundle and decides when to load the rest.
 */
const HINT_KEY = 'offlineData';

/** Whether IndexedDB may hold a logged-in person's cache or queued changes (kept by offline-support). */
export function mayHoldOfflineData(): boolean {
  try {
    return localStorage.getItem(HINT_KEY) === 'true';
  } catch {
    // Storage blocked: the cache may still be there, so restore to be safe.
    return true;
  }
}

export function rememberOfflineData(holds: boolean): void {
  try {
    if (holds === mayHoldOfflineData()) return;
    if (holds) localStorage.setItem(HINT_KEY, 'true');
    else localStorage.removeItem(HINT_KEY);
  } catch {
    // Storage blocked: every start restores (mayHoldOfflineData), nothing to remember.
  }
}

/**
 * Downloads offline support's code without starting it: a page behind the login starts it as soon as
 * the user is known (its guard waits for that), so the code should already be here by then.
 */
export function preloadOfflineSupport(): void {
  import('./offline-support').catch(() => undefined);
}

let loading: Promise<void> | undefined;
let ready = false;
const listeners = new Set<() => void>();

/** Loads and starts offline support once; later calls return the same promise. It never rejects. */
export function loadOfflineSupport(queryClient: QueryClient, options: OfflineSupportOptions): Promise<void> {
  // The features' parts download alongside offline support's code, not after it.
  if (!loading) options.loadParts().catch(() => undefined);
  loading ??= import('./offline-support')
    .then(({ startOfflineSupport }) => startOfflineSupport(queryClient, options))
    .then(() => {
      ready = true;
      for (const listener of listeners) listener();
    })
    .catch((error: unknown) => console.error('offline support failed to start', error));
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once offline support runs: only then can there be queued changes to show. */
export function useOfflineSupportReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => ready,
    () => false,
  );
}
