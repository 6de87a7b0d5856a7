import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/**
 * How long a persisted cache may be restored (lib/persist.ts); queries must live at least as long in
 * memory (gcTime). Here rather than in persist.ts, which the first bundle does not load.
 */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 3600_000;

interface QueryClientOptions {
  /** Called when a query learns the login is gone (401), so the app can show itself logged out. */
  onUnauthorized?: () => void;
}

/** The app's query client. A factory, so tests get a fresh one; start-up.ts persists it (lib/persist.ts). */
export function createQueryClient({ onUnauthorized }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) onUnauthorized?.();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // A query restored from IndexedDB must not be garbage-collected before it may be restored again.
        gcTime: PERSIST_MAX_AGE_MS,
        // A 4xx, or an answer of another contract version, will not change by asking again; network
        // trouble and 5xx might.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && (error.contractChanged || (error.status >= 400 && error.status < 500))) &&
          failureCount < 2,
        // A request that got no answer has just made the app offline (lib/network-status.ts): retrying at
        // once pauses the query until the network is back, so a page with nothing stored says so at once
        // (features/offline/offline-queries.ts) instead of after TanStack's usual one-second wait.
        retryDelay: (failureCount, error) =>
          error instanceof ApiError && error.status === 0 ? 0 : Math.min(1000 * 2 ** failureCount, 30_000),
      },
    },
  });
}
