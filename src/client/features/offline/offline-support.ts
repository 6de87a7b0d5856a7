import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { persistQueryClientRestore, type PersistedClient, type Persister } from '@tanstack/react-query-persist-client';
import type { OfflineParts } from '../../lib/offline-parts';
import { isRejectedChange, markStored, setQueueWriter, trackQueuedMutations } from '../../lib/offline-queue';
import { createIndexedDbPersister, dehydrateOptionsFor, persistWithWriteThrough, wipeOnUserSwitch } from '../../lib/persist';
import { PERSIST_MAX_AGE_MS } from '../../lib/query-client';
import { rememberOfflineData } from './offline-loader';
import { stopWaitingWithoutData } from './offline-queries';
import { followLastSearch, persistPolicy, registerOfflineParts } from './persist-policy';

export interface OfflineSupportOptions {
  /** Changes with every build (the entry's URL): a new build drops the old cache, whose shapes may differ. */
  buster: string;
  /** Put the persisted cache back first (a previous visit left one), then call `onRestored`. */
  restore?: { onRestored: () => Promise<void> };
  /** Every feature's part (src/client/offline-parts.ts), loaded with this code. */
  loadParts: () => Promise<OfflineParts[]>;
  /** The logged-in user's query: whose data the cache holds (another user's login wipes it). */
  user: { key: QueryKey; idOf: (user: { uuid: string }) => string };
}

/** Worth restoring at the next start: a logged-in person's data or changes waiting to be sent. */
function holdsPersonData(client: PersistedClient, userHash: string): boolean {
  const { queries, mutations } = client.clientState;
  return mutations.length > 0 || queries.some((query) => query.queryHash === userHash && query.state.data != null);
}

/** Keeps the first bundle's hint (offline-loader) in step with what is on disk. */
function withHint(persister: Persister, userKey: QueryKey): Persister {
  const userHash = hashKey(userKey);
  return {
    persistClient: (client) => {
      rememberOfflineData(holdsPersonData(client, userHash));
      return persister.persistClient(client);
    },
    restoreClient: () => persister.restoreClient(),
    removeClient: () => {
      rememberOfflineData(false);
      return persister.removeClient();
    },
  };
}

/**
 * docs/product.md, "Offline and installation" on this device: mutations that may be queued offline are registered by key (a
 * restored queue replays through them), the queue is tracked for its UI, the allowlisted cache is
 * written to IndexedDB, and a change of user wipes it.
 */
export async function startOfflineSupport(
  queryClient: QueryClient,
  { buster, restore, loadParts, user }: OfflineSupportOptions,
): Promise<void> {
  const parts = await loadParts();
  registerOfflineParts(parts);
  for (const part of parts) part.beforeRestore?.(queryClient);
  trackQueuedMutations(queryClient, persistPolicy.isQueuedMutation);
  followLastSearch(queryClient);
  stopWaitingWithoutData(queryClient);
  const persister = withHint(createIndexedDbPersister(), user.key);
  wipeOnUserSwitch(queryClient, {
    userKey: user.key,
    idOf: user.idOf,
    policy: persistPolicy,
    persister,
  });
  const options = {
    queryClient,
    persister,
    maxAge: PERSIST_MAX_AGE_MS,
    buster,
    dehydrateOptions: dehydrateOptionsFor(persistPolicy, isRejectedChange),
  };
  // As PersistQueryClientProvider does: restore, and only then write, so the restore is not overwritten.
  if (restore) await persistQueryClientRestore(options).then(restore.onRestored, () => undefined);
  const writer = persistWithWriteThrough({
    ...options,
    isUrgent: (mutation) => persistPolicy.isQueuedMutation(mutation.options.mutationKey),
    onStored: markStored,
  });
  setQueueWriter(writer.saveNow);
  for (const part of parts) part.afterRestore?.(queryClient);
}
