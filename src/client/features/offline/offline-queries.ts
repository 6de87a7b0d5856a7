import type { QueryClient } from '@tanstack/react-query';

/**
 * Offline, a query with nothing cached pauses until the network is back: its page would show
 * "Loading…" without end. Such a fetch is cancelled at once instead (an error the page's error
 * component shows as "Not available offline yet"); a query that has data keeps waiting quietly, its
 * page shows what is stored. Back online the pages ask again (offline-unavailable.tsx). Returns the
 * unsubscribe function.
 */
export function stopWaitingWithoutData(queryClient: QueryClient): () => void {
  const cancelIfWaiting = () => {
    for (const query of queryClient.getQueryCache().getAll()) {
      if (query.state.fetchStatus === 'paused' && query.state.data === undefined) void query.cancel();
    }
  };
  cancelIfWaiting();
  return queryClient.getQueryCache().subscribe((event) => {
    const { fetchStatus, data } = event.query.state;
    if (event.type !== 'updated' || fetchStatus !== 'paused' || data !== undefined) return;
    // Not inside the cache's own notification: the fetch that paused is still being set up.
    setTimeout(cancelIfWaiting, 0);
  });
}
