import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { OfflineParts, QueuedChange } from '../../lib/offline-parts';
import { startsWithKey, type PersistPolicy } from '../../lib/persist';

/**
 * What the app shows offline (docs/product.md, "Offline and installation"): what the features name in
 * their offline parts (the user, upcoming and past sessions with the feedback read on them, slots,
 * skills, categories and the catalogue). Everything else (payment intents and booking details, the
 * admin's lists) is never written to disk; of the mentor searches only the newest answer is, so search
 * offline shows the last results rather than nothing.
 */
let parts: OfflineParts[] = [];

/** Called once at start-up, before the policy is asked anything, with every feature's parts. */
export function registerOfflineParts(all: OfflineParts[]): void {
  parts = all;
}

/** The changes that may wait for the network: feedback, private notes on a session and a mentor's own skills. */
export const queuedChanges = (): QueuedChange[] => parts.flatMap((part) => part.queuedChanges ?? []);

const newestAnswerPrefixes = () => parts.flatMap((part) => (part.newestAnswerOf ? [part.newestAnswerOf] : []));

let lastSearchHash: string | null = null;

/** The search answer fetched last (restored ones included), the only one written to disk. */
export function lastSearch(queryClient: QueryClient) {
  const [prefix] = newestAnswerPrefixes();
  if (!prefix) return undefined;
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: prefix })
    .filter((query) => query.state.data !== undefined)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)[0];
}

/** Keeps `lastSearchHash` on the newest search answer. Returns the unsubscribe function. */
export function followLastSearch(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (newestAnswerPrefixes().some((prefix) => startsWithKey(event.query.queryKey, prefix))) {
      lastSearchHash = lastSearch(queryClient)?.queryHash ?? null;
    }
  });
}

export const persistPolicy: PersistPolicy = {
  isPersistedQuery: (key) =>
    parts.some((part) => part.persistedQueries?.some((prefix) => startsWithKey(key, prefix))) ||
    (lastSearchHash !== null && hashKey(key) === lastSearchHash),
  isQueuedMutation: (key) => key !== undefined && queuedChanges().some((change) => hashKey(change.key) === hashKey(key)),
};
