import { onlineManager, useMutationState, type Mutation, type MutationKey, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiError, apiErrorFromBody } from './api-error';

/**
 * Options for every mutation that may be queued offline (docs/product.md, "Offline and installation"). One scope makes the
 * queue replay in the order the person acted, one change after another; an endless gcTime keeps a
 * replayed change (its "Synced" or its failure) on screen until the person dismisses it.
 */
/** Made when the user acts, so a replay of the same change carries the same key. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const offlineQueueDefaults = {
  scope: { id: 'offline-queue' },
  gcTime: Infinity,
  // The browser may believe it is online while no request gets through (captive portal, a train's
  // wifi): a change that hit no server stays queued and is tried again (paused while offline) instead
  // of failing. Only an answer from the server ends it.
  retry: (_failureCount: number, error: Error) => error instanceof ApiError && error.status === 0,
  // Such a failure has just made the app offline (lib/network-status.ts): no wait before the retry, which
  // then pauses at once, so the change shows as queued rather than "Submitting…" for seconds.
  retryDelay: (failureCount: number) => (failureCount === 0 ? 0 : Math.min(1000 * 2 ** failureCount, 30_000)),
} as const;

/** Mutations that have waited for the network at least once: only those belong in the queue UI. */
const queued = new WeakSet<Mutation>();
/** Queued mutations IndexedDB has held: only those may be called "saved on this device". */
const stored = new WeakSet<Mutation>();
const storedListeners = new Set<() => void>();
let storedVersion = 0;

/**
 * Remembers every mutation of the given keys that waits for the network: one made offline, or one
 * restored from storage (restored ones arrive paused, or failed with the server's reason). A change
 * that only waits behind another one of its scope while online is not "queued". Returns the
 * unsubscribe function.
 */
export function trackQueuedMutations(queryClient: QueryClient, isQueueable: (key: MutationKey | undefined) => boolean) {
  return queryClient.getMutationCache().subscribe((event) => {
    const mutation = event.mutation;
    if (!mutation || !isQueueable(mutation.options.mutationKey)) return;
    const { isPaused, status } = mutation.state;
    // A new mutation is added idle; one added paused or failed comes from IndexedDB.
    if (event.type === 'added' && (isPaused || status === 'error')) {
      queued.add(mutation);
      stored.add(mutation);
    } else if (isPaused && !onlineManager.isOnline()) queued.add(mutation);
  });
}

/** A queued change the server refused: kept on the device (with its reason) until retried or discarded. */
export function isRejectedChange(mutation: Mutation): boolean {
  return queued.has(mutation) && mutation.state.status === 'error';
}

/** Called by the persister once IndexedDB holds these mutations. */
export function markStored(mutations: Mutation[]): void {
  const fresh = mutations.filter((mutation) => queued.has(mutation) && !stored.has(mutation));
  for (const mutation of fresh) stored.add(mutation);
  if (fresh.length === 0) return;
  storedVersion++;
  for (const listener of storedListeners) listener();
}

function subscribeStored(listener: () => void) {
  storedListeners.add(listener);
  return () => storedListeners.delete(listener);
}

let saveQueue: () => Promise<void> = () => Promise.resolve();

/** Set by offline support: writes the cache, queued changes included, to IndexedDB now. */
export function setQueueWriter(write: () => Promise<void>): void {
  saveQueue = write;
}

/**
 * Resolves once IndexedDB holds every change queued so far; rejects when it could not be written.
 * Only then may the person be told a change is "saved on this device".
 */
export function queueStored(): Promise<void> {
  return saveQueue();
}

/** `saving`: queued but not yet in IndexedDB (for a few milliseconds); `waiting`: stored, waiting for the network. */
export type QueuedStatus = 'saving' | 'waiting' | 'syncing' | 'synced' | 'failed';

export interface QueuedChange {
  mutation: Mutation;
  key: MutationKey;
  variables: unknown;
  status: QueuedStatus;
  error: unknown;
}

function statusOf(mutation: Mutation): QueuedStatus | null {
  const { state } = mutation;
  if (state.isPaused) return stored.has(mutation) ? 'waiting' : 'saving';
  if (state.status === 'pending') return 'syncing';
  if (state.status === 'success') return 'synced';
  if (state.status === 'error') return 'failed';
  return null;
}

/**
 * A failure restored from IndexedDB is the JSON of an ApiError (its status and the server's body):
 * made an ApiError again, so its reason shows and Retry knows it was a rejection.
 */
function revivedError(error: unknown): unknown {
  if (error instanceof Error || typeof error !== 'object' || error === null) return error;
  const { name, status, body } = error as { name?: unknown; status?: unknown; body?: unknown };
  return name === 'ApiError' && typeof status === 'number' ? apiErrorFromBody(status, body) : error;
}

/** The queued changes in the order they were made, optionally narrowed (e.g. to one session's feedback). */
export function useQueuedChanges(filter: (change: QueuedChange) => boolean = () => true): QueuedChange[] {
  // Re-read when IndexedDB confirms a write: "saving" becomes "waiting" without a mutation event.
  useSyncExternalStore(
    subscribeStored,
    () => storedVersion,
    () => storedVersion,
  );
  return useMutationState({
    filters: { predicate: (mutation) => queued.has(mutation) },
    select: (mutation): QueuedChange | null => {
      const status = statusOf(mutation);
      if (!status || !mutation.options.mutationKey) return null;
      return {
        mutation,
        key: mutation.options.mutationKey,
        variables: mutation.state.variables,
        status,
        error: revivedError(mutation.state.error),
      };
    },
  }).filter((change): change is QueuedChange => change !== null && filter(change));
}

/** Drops a queued change: a waiting one is never sent, a finished one leaves the list. */
export function discardChange(queryClient: QueryClient, change: QueuedChange): void {
  queryClient.getMutationCache().remove(change.mutation);
}

/**
 * Sends a failed change again as a new queued mutation in the old one's place. The server keeps its
 * first answer per Idempotency-Key, including a rejection (4xx), so a retry after a rejection needs
 * a new key; after a network failure or a 5xx the old key is kept, in case the first try got through.
 */
export function retryChange(queryClient: QueryClient, change: QueuedChange, newKey: () => string = newIdempotencyKey) {
  const rejected = change.error instanceof ApiError && change.error.status >= 400 && change.error.status < 500;
  const variables = change.variables as { idempotencyKey?: string };
  const next = queryClient.getMutationCache().build<unknown, Error, unknown, unknown>(queryClient, { mutationKey: change.key });
  queued.add(next);
  queryClient.getMutationCache().remove(change.mutation);
  // The outcome shows in the queue list; nothing waits for the promise.
  next.execute(rejected ? { ...variables, idempotencyKey: newKey() } : variables).catch(() => undefined);
}
