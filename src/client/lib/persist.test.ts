import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wipeOnUserSwitch, type PersistPolicy } from './persist';

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
