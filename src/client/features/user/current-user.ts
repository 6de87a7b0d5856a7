import { hashKey, queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import type { AuthUser } from '../../../shared/contracts/user';

/**
 * What every page needs of the session (header, guards), kept apart from the rest of the user API
 * (features/user/api.ts): it is in the first bundle, so it holds no query or mutation observers, and the
 * contract (zod) it parses with is loaded only when there is a user to parse. A visitor who is not
 * logged in never downloads them.
 */
const userContract = () => import('../../../shared/contracts/user');

export const userKeys = {
  all: ['user'] as const,
  current: () => [...userKeys.all, 'current'] as const,
  list: (page: number) => [...userKeys.all, 'list', page] as const,
};

/** The logged-in user, or null when logged out: a 401 from /user/auth is an answer, not an error. */
export async function fetchCurrentUser(): Promise<AuthUser | null> {
  try {
    return await api.get('user/auth', async () => (await userContract()).authUserSchema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.current(),
    queryFn: fetchCurrentUser,
    staleTime: 5 * 60_000,
  });

const currentHash = hashKey(userKeys.current());

/**
 * The session as the header shows it: the cached answer of the check the root route starts on every
 * navigation, read without a query observer (pages behind the login use `useCurrentUser`, which has one).
 */
export function useSessionUser(): { user: AuthUser | null | undefined; isPending: boolean } {
  const queryClient = useQueryClient();
  const state = useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe((event) => event.query.queryHash === currentHash && onChange()),
    () => queryClient.getQueryState<AuthUser | null>(userKeys.current()),
  );
  return { user: state?.data, isPending: !state || state.status === 'pending' };
}

/**
 * A session began or ended: the cache keeps only the new user (or null), so no data of the previous
 * user survives. Removing the other queries, rather than clearing the cache, keeps the mounted
 * user observers (header, guard) attached, so they show the change at once.
 */
export function switchSession(queryClient: QueryClient, user: AuthUser | null): void {
  queryClient.setQueryData(userKeys.current(), user);
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== currentHash });
}

/** Ends the session on the server, then here; answers the server's message. */
export async function logout(queryClient: QueryClient): Promise<string> {
  const { message } = await api.post('user/logout', async () => (await userContract()).messageResponseSchema);
  switchSession(queryClient, null);
  return message;
}
