import { hashKey, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, type PersistedClient, type Persister } from '@tanstack/react-query-persist-client';
import type { AuthUser } from '../../../shared/contracts/user';
import { isRejectedChange, markStored, setQueueWriter, trackQueuedMutations } from '../../lib/offline-queue';
import { createIndexedDbPersister, dehydrateOptionsFor, persistWithWriteThrough, wipeOnUserSwitch } from '../../lib/persist';
import { PERSIST_MAX_AGE_MS } from '../../lib/query-client';
import { registerFeedbackMutationDefaults } from '../feedback/api';
import { registerNotesMutationDefaults } from '../session/context-api';
import { followAppBadge } from '../pwa/app-badge';
import { registerPeriodicRefresh } from '../pwa/periodic-refresh';
import { registerSkillsMutations } from '../skills/api';
import { userKeys } from '../user/current-user';
import { rememberOfflineData } from './offline-loader';
import { stopWaitingWithoutData } from './offline-queries';
import { followLastSearch, persistPolicy } from './persist-policy';

export interface OfflineSupportOptions {
  /** Changes with every build (the entry's URL): a new build drops the old cache, whose shapes may differ. */
  buster: string;
  /** Put the persisted cache back first (a previous visit left one), then call `onRestored`. */
  restore?: { onRestored: () => Promise<void> };
}

const userHash = hashKey(userKeys.current());

/** Worth restoring at the next start: a logged-in person's data or changes waiting to be sent. */
function holdsPersonData(client: PersistedClient): boolean {
  const { queries, mutations } = client.clientState;
  return mutations.length > 0 || queries.some((query) => query.queryHash === userHash && query.state.data != null);
}

/** Keeps the first bundle's hint (offline-loader) in step with what is on disk. */
function withHint(persister: Persister): Persister {
  return {
    persistClient: (client) => {
      rememberOfflineData(holdsPersonData(client));
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
export async function startOfflineSupport(queryClient: QueryClient, { buster, restore }: OfflineSupportOptions): Promise<void> {
  registerSkillsMutations(queryClient);
  registerFeedbackMutationDefaults(queryClient);
  registerNotesMutationDefaults(queryClient);
  trackQueuedMutations(queryClient, persistPolicy.isQueuedMutation);
  followLastSearch(queryClient);
  stopWaitingWithoutData(queryClient);
  const persister = withHint(createIndexedDbPersister());
  wipeOnUserSwitch(queryClient, {
    userKey: userKeys.current(),
    idOf: (user: AuthUser) => user.uuid,
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
  // The icon's badge follows today's sessions, restored ones included.
  followAppBadge(queryClient);
  // Where the platform allows it, the upcoming sessions are refreshed daily without opening the app.
  void registerPeriodicRefresh().catch(() => undefined);
}
