import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { PERSIST_MAX_AGE_MS } from './persist';

interface QueryClientOptions {
  /** Called when a query learns the session is gone (401), so the app can show itself logged out. */
  onUnauthorized?: () => void;
}

/** The app's query client. A factory, so tests get a fresh one; main.tsx persists it (lib/persist.ts). */
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
        // A 4xx will not change by asking again; network trouble and 5xx might.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
}
