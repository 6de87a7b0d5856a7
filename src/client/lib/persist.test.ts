import { dehydrate, hydrate, onlineManager, QueryClient, type DehydratedState, type Mutation } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorFromBody } from './api-error';
import { isRejectedChange, trackQueuedMutations } from './offline-queue';
import { dehydrateOptionsFor, persistWithWriteThrough, wipeOnUserSwitch, type PersistPolicy } from './persist';

interface User {
  uuid: string;
}
const userKey = ['user', 'current'];
const policy: PersistPolicy = {
  isPersistedQuery: () => true,
  isQueuedMutation: (key) => key?.[0] === 'queued',
};

/** A client with one person's data and one change waiting offline for them. */
function setUp(queryClient = new QueryClient()) {
  const persister = { removeClient: vi.fn() };
  wipeOnUserSwitch<User>(queryClient, { userKey, idOf: (user) => user.uuid, policy, persister });
  return { queryClient, persister };
}

function queueChange(queryClient: QueryClient) {
  onlineManager.setOnline(false);
  const mutation = queryClient
    .getMutationCache()
    .build(queryClient, { mutationKey: ['queued', 'edit'], mutationFn: () => Promise.resolve('sent') });
  void mutation.execute({ notes: 'offline' });
  expect(mutation.state.isPaused).toBe(true);
}

const sessions = ['session', 'upcoming'];
const hasSessions = (queryClient: QueryClient) => queryClient.getQueryData(sessions) !== undefined;
const queuedCount = (queryClient: QueryClient) => queryClient.getMutationCache().findAll({ mutationKey: ['queued'] }).length;

afterEach(() => onlineManager.setOnline(true));

describe('wipeOnUserSwitch', () => {
  it('keeps the data while the same person stays logged in (login, refetches)', () => {
    const { queryClient, persister } = setUp();
    queryClient.setQueryData(userKey, null);
    queryClient.setQueryData(userKey, { uuid: 'ada' });
    queryClient.setQueryData(sessions, ['s1']);
    queueChange(queryClient);
    queryClient.setQueryData(userKey, { uuid: 'ada' });
    expect(hasSessions(queryClient)).toBe(true);
    expect(queuedCount(queryClient)).toBe(1);
    expect(persister.removeClient).not.toHaveBeenCalled();
  });

  it('drops the previous person’s queries, queued changes and stored copy when another person logs in', () => {
    const { queryClient, persister } = setUp();
    queryClient.setQueryData(userKey, { uuid: 'ada' });
    queryClient.setQueryData(sessions, ['s1']);
    queueChange(queryClient);
    queryClient.getMutationCache().build(queryClient, { mutationKey: ['user', 'login'] });

    queryClient.setQueryData(userKey, { uuid: 'bob' });

    expect(queryClient.getQueryData(userKey)).toEqual({ uuid: 'bob' });
    expect(hasSessions(queryClient)).toBe(false);
    expect(queuedCount(queryClient)).toBe(0);
    // The login in progress is not a queued change and stays.
    expect(queryClient.getMutationCache().findAll({ mutationKey: ['user', 'login'] })).toHaveLength(1);
    expect(persister.removeClient).toHaveBeenCalledTimes(1);
  });

  it('wipes on logout or an expired login', () => {
    const { queryClient, persister } = setUp();
    queryClient.setQueryData(userKey, { uuid: 'ada' });
    queryClient.setQueryData(sessions, ['s1']);
    queryClient.setQueryData(userKey, null);
    expect(hasSessions(queryClient)).toBe(false);
    expect(persister.removeClient).toHaveBeenCalledTimes(1);
  });

  it('wipes on logout when it starts after the person is known (offline support loads at login)', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(userKey, { uuid: 'ada' });
    queryClient.setQueryData(sessions, ['s1']);
    const { persister } = setUp(queryClient);
    queryClient.setQueryData(userKey, null);
    expect(hasSessions(queryClient)).toBe(false);
    expect(persister.removeClient).toHaveBeenCalledTimes(1);
  });
});

describe('persistWithWriteThrough', () => {
  afterEach(() => vi.useRealTimers());

  function setUpWriter() {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const writes: PersistedClient[] = [];
    const persister = {
      persistClient: (client: PersistedClient) => {
        writes.push(structuredClone(client));
      },
      restoreClient: () => undefined,
      removeClient: () => undefined,
    };
    const stored: Mutation[][] = [];
    const writer = persistWithWriteThrough({
      queryClient,
      persister,
      dehydrateOptions: dehydrateOptionsFor(policy),
      isUrgent: (mutation) => policy.isQueuedMutation(mutation.options.mutationKey),
      onStored: (mutations) => stored.push(mutations),
      throttleMs: 1000,
    });
    const lastMutations = () => writes.at(-1)?.clientState.mutations.map((mutation) => mutation.mutationKey) ?? [];
    return { queryClient, writes, stored, writer, lastMutations };
  }

  it('writes a queued change through at once, with no timer to wait for, and reports it stored', async () => {
    const { queryClient, stored, lastMutations } = setUpWriter();
    queueChange(queryClient);
    await vi.advanceTimersByTimeAsync(0);
    expect(lastMutations()).toEqual([['queued', 'edit']]);
    expect(stored.at(-1)?.map((mutation) => mutation.options.mutationKey)).toEqual([['queued', 'edit']]);
  });

  it('coalesces fetched data, and a later write still carries a change queued meanwhile', async () => {
    const { queryClient, writes, lastMutations } = setUpWriter();
    queryClient.setQueryData(sessions, ['s1']);
    queryClient.setQueryData(sessions, ['s1', 's2']);
    await vi.advanceTimersByTimeAsync(500);
    expect(writes).toHaveLength(0);
    queueChange(queryClient);
    await vi.advanceTimersByTimeAsync(0);
    // The queued change took the pending data with it; nothing older is written after it.
    const count = writes.length;
    expect(count).toBeGreaterThan(0);
    expect(writes.at(-1)?.clientState.queries.map((query) => query.state.data)).toEqual([['s1', 's2']]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(writes).toHaveLength(count);
    expect(lastMutations()).toEqual([['queued', 'edit']]);
  });

  it('saveNow resolves once the write holding the current queue is done', async () => {
    const { queryClient, writes, writer } = setUpWriter();
    queueChange(queryClient);
    await writer.saveNow();
    expect(writes.at(-1)?.clientState.mutations).toHaveLength(1);
  });
});

describe('a rejected queued change', () => {
  it('is written with its reason and comes back failed, as an ApiError, after a restore', async () => {
    const queryClient = new QueryClient();
    trackQueuedMutations(queryClient, policy.isQueuedMutation);
    onlineManager.setOnline(false);
    const mutation = queryClient.getMutationCache().build<unknown, Error, unknown, unknown>(queryClient, {
      mutationKey: ['queued', 'edit'],
      mutationFn: () => Promise.reject(apiErrorFromBody(409, { error: 'gone', msg: 'This skill no longer exists.' })),
    });
    const sent = mutation.execute({ notes: 'offline' }).catch(() => undefined);
    onlineManager.setOnline(true);
    await sent;
    expect(isRejectedChange(mutation)).toBe(true);

    const written = JSON.parse(
      JSON.stringify(dehydrate(queryClient, dehydrateOptionsFor(policy, isRejectedChange))),
    ) as DehydratedState;
    expect(written.mutations).toHaveLength(1);

    const restored = new QueryClient();
    trackQueuedMutations(restored, policy.isQueuedMutation);
    hydrate(restored, written);
    const [again] = restored.getMutationCache().getAll();
    expect(again && isRejectedChange(again)).toBe(true);
    expect(again?.state.error).toMatchObject({ name: 'ApiError', status: 409, body: { msg: 'This skill no longer exists.' } });
  });
});

describe('dehydrateOptionsFor', () => {
  it('keeps a query whose last fetch failed but which holds data: the stored user outlives an auth check offline', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(userKey, { uuid: 'ada' });
    await queryClient
      .fetchQuery({
        queryKey: userKey,
        queryFn: () => Promise.reject(apiErrorFromBody(0, null)),
        retry: false,
        staleTime: 0,
      })
      .catch(() => undefined);
    expect(queryClient.getQueryState(userKey)?.status).toBe('error');
    queryClient.getQueryCache().build(queryClient, { queryKey: sessions });
    const state = JSON.parse(JSON.stringify(dehydrate(queryClient, dehydrateOptionsFor(policy)))) as DehydratedState;
    // A query that never got data (still pending) is not written.
    expect(state.queries.map((query) => query.queryKey)).toEqual([userKey]);

    const restored = new QueryClient();
    hydrate(restored, state);
    expect(restored.getQueryData(userKey)).toEqual({ uuid: 'ada' });
  });
});
