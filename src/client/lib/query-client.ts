import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

interface QueryClientOptions {
  /** Called when a query learns the session is gone (401), so the app can show itself logged out. */
  onUnauthorized?: () => void;
}

/**
 * The app's query client. A factory, so tests get a fresh one and the persistence issue can wrap it
 * (PersistQueryClientProvider + IndexedDB) without touching the call sites.
 */
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
        // A 4xx will not change by asking again; network trouble and 5xx might.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
}
