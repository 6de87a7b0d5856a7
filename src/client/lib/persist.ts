import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  defaultShouldDehydrateQuery,
  hashKey,
  type DehydrateOptions,
  type MutationKey,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { Persister } from '@tanstack/react-query-persist-client';
import { openDB } from 'idb';

/** What may be written to IndexedDB: an allowlist, so a new query is never persisted by accident. */
export interface PersistPolicy {
  isPersistedQuery: (key: QueryKey) => boolean;
  isQueuedMutation: (key: MutationKey | undefined) => boolean;
}

/** Whether `key` starts with `prefix` (query keys are matched by their leading parts, as TanStack does). */
export function startsWithKey(key: readonly unknown[], prefix: readonly unknown[]): boolean {
  return prefix.length <= key.length && prefix.every((part, index) => hashKey([part]) === hashKey([key[index]]));
}

/** Successful allowlisted queries and the paused (waiting) allowlisted mutations. */
export function dehydrateOptionsFor(policy: PersistPolicy): DehydrateOptions {
  return {
    shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && policy.isPersistedQuery(query.queryKey),
    shouldDehydrateMutation: (mutation) => mutation.state.isPaused && policy.isQueuedMutation(mutation.options.mutationKey),
  };
}

const DB_NAME = 'mentor-marketplace';
const STORE = 'query-cache';

/** A key-value store in IndexedDB (idb), the shape the async storage persister expects. */
function indexedDbStorage() {
  const db = openDB(DB_NAME, 1, {
    upgrade: (database) => {
      database.createObjectStore(STORE);
    },
  });
  return {
    getItem: async (key: string): Promise<string | null> => ((await (await db).get(STORE, key)) as string | undefined) ?? null,
    setItem: async (key: string, value: string) => {
      await (await db).put(STORE, value, key);
    },
    removeItem: async (key: string) => {
      await (await db).delete(STORE, key);
    },
  };
}

export function createIndexedDbPersister(): Persister {
  // Writes are coalesced, but soon: a change made just before the tab closes should be on disk.
  return createAsyncStoragePersister({ storage: indexedDbStorage(), key: 'query-client', throttleTime: 250 });
}

interface UserSwitchOptions<User> {
  userKey: QueryKey;
  idOf: (user: User) => string;
  policy: PersistPolicy;
  persister: Pick<Persister, 'removeClient'>;
}

/**
 * Nothing of one person may reach the next one on this device: when the current user changes from
 * someone to anyone else (logout, login expiry, another login), every other query and every queued
 * change leave memory and the persisted copy is deleted. The store is written again from the clean
 * cache on the next change. Returns the unsubscribe function.
 */
export function wipeOnUserSwitch<User>(queryClient: QueryClient, { userKey, idOf, policy, persister }: UserSwitchOptions<User>) {
  const userHash = hashKey(userKey);
  // Started once a user is known (offline support loads when someone logs in): the current one counts.
  const current = queryClient.getQueryData<User | null>(userKey);
  let lastId: string | null = current ? idOf(current) : null;
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== userHash || event.type === 'removed') return;
    const user = event.query.state.data as User | null | undefined;
    if (user === undefined) return;
    const id = user === null ? null : idOf(user);
    const previous = lastId;
    lastId = id;
    if (previous === null || previous === id) return;
    queryClient.removeQueries({ predicate: (query) => query.queryHash !== userHash });
    const mutationCache = queryClient.getMutationCache();
    for (const mutation of mutationCache.findAll({ predicate: (m) => policy.isQueuedMutation(m.options.mutationKey) })) {
      mutationCache.remove(mutation);
    }
    void persister.removeClient();
  });
}
