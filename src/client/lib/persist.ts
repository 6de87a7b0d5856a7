import {
  defaultShouldDehydrateQuery,
  dehydrate,
  hashKey,
  type DehydrateOptions,
  type Mutation,
  type MutationKey,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { PersistedClient, PersistedQueryClientSaveOptions, Persister } from '@tanstack/react-query-persist-client';
import { openDB } from 'idb';
import { PERSIST_DB } from './persist-store';

/** What may be written to IndexedDB: an allowlist, so a new query is never persisted by accident. */
export interface PersistPolicy {
  isPersistedQuery: (key: QueryKey) => boolean;
  isQueuedMutation: (key: MutationKey | undefined) => boolean;
}

/** Whether `key` starts with `prefix` (query keys are matched by their leading parts, as TanStack does). */
export function startsWithKey(key: readonly unknown[], prefix: readonly unknown[]): boolean {
  return prefix.length <= key.length && prefix.every((part, index) => hashKey([part]) === hashKey([key[index]]));
}

/**
 * Allowlisted queries that hold data (also when their last fetch failed: a failed auth check offline must
 * not drop the stored user, or the next start offline would show the login form), the paused (waiting) allowlisted mutations, and the queued changes the
 * server refused (`keepsFailure`): their reason must outlive a reload until the person retries or discards.
 */
export function dehydrateOptionsFor(
  policy: PersistPolicy,
  keepsFailure: (mutation: Mutation) => boolean = () => false,
): DehydrateOptions {
  return {
    shouldDehydrateQuery: (query) =>
      (defaultShouldDehydrateQuery(query) || query.state.data !== undefined) && policy.isPersistedQuery(query.queryKey),
    shouldDehydrateMutation: (mutation) =>
      policy.isQueuedMutation(mutation.options.mutationKey) &&
      (mutation.state.isPaused || (mutation.state.status === 'error' && keepsFailure(mutation))),
  };
}

const { name: DB_NAME, version: DB_VERSION, store: STORE, key: KEY } = PERSIST_DB;

/**
 * The dehydrated client as one JSON value in IndexedDB (idb). Writes and removals run one after another
 * in the order they were asked for, so a later (newer) state is never overwritten by an earlier one.
 * Nothing is throttled here: `persistWithWriteThrough` decides when to write.
 */
export function createIndexedDbPersister(): Persister {
  const db = openDB(DB_NAME, DB_VERSION, {
    upgrade: (database) => {
      database.createObjectStore(STORE);
    },
  });
  let last: Promise<unknown> = Promise.resolve();
  const inOrder = (operation: () => Promise<unknown>): Promise<void> => {
    const next = last.then(operation, operation).then(() => undefined);
    last = next.catch(() => undefined);
    return next;
  };
  return {
    persistClient: (client) => inOrder(async () => (await db).put(STORE, JSON.stringify(client), KEY)),
    restoreClient: async () => {
      const text = (await (await db).get(STORE, KEY)) as string | undefined;
      return text ? (JSON.parse(text) as PersistedClient) : undefined;
    },
    removeClient: () => inOrder(async () => (await db).delete(STORE, KEY)),
  };
}

interface WriteThroughOptions extends PersistedQueryClientSaveOptions {
  /** A change of this mutation is written at once (a queued change): the person is told it is saved. */
  isUrgent: (mutation: Mutation) => boolean;
  /** Called after a write with the mutations it stored. */
  onStored?: (mutations: Mutation[]) => void;
  /** How long other changes (fetched data) may wait, so a burst of answers is one write. */
  throttleMs?: number;
}

/**
 * Keeps IndexedDB in step with the cache: queued changes go through at once, fetched data is coalesced.
 * Each write dehydrates when it runs (not when it was asked for), so a delayed write carries the newest
 * state and never drops a change written through in the meantime. `saveNow` resolves once IndexedDB
 * holds everything the cache had when it was called.
 */
export function persistWithWriteThrough({ isUrgent, onStored, throttleMs = 1000, ...options }: WriteThroughOptions) {
  const { queryClient, persister, buster = '', dehydrateOptions } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let next: Promise<void> | null = null;

  async function write() {
    const mutations = queryClient
      .getMutationCache()
      .getAll()
      .filter((mutation) => dehydrateOptions?.shouldDehydrateMutation?.(mutation) ?? false);
    const client: PersistedClient = { buster, timestamp: Date.now(), clientState: dehydrate(queryClient, dehydrateOptions) };
    await persister.persistClient(client);
    onStored?.(mutations);
  }

  /** One write for everything asked for in the same task. */
  function saveNow(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    next ??= Promise.resolve().then(() => {
      next = null;
      return write();
    });
    return next;
  }

  const saveSoon = () => {
    timer ??= setTimeout(() => void saveNow().catch(() => undefined), throttleMs);
  };
  const isCacheEvent = (type: string) => type === 'added' || type === 'removed' || type === 'updated';
  const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
    if (isCacheEvent(event.type)) saveSoon();
  });
  const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
    if (!isCacheEvent(event.type)) return;
    if (event.mutation && isUrgent(event.mutation)) void saveNow().catch(() => undefined);
    else saveSoon();
  });
  return {
    saveNow,
    unsubscribe: () => {
      clearTimeout(timer);
      unsubscribeQueries();
      unsubscribeMutations();
    },
  };
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
