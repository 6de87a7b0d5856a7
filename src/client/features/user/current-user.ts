import { hashKey, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import type { AuthUser } from '../../../shared/contracts/user';

/**
 * What every page needs of the session (header, guards), kept apart from the rest of the user API:
 * it is in the first bundle, and the contract (zod) it parses with is loaded only when there is a
 * user to parse. A visitor who is not logged in never downloads it.
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

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/**
 * A session began or ended: the cache keeps only the new user (or null), so no data of the previous
 * user survives. Removing the other queries, rather than clearing the cache, keeps the mounted
 * user observers (header, guard) attached, so they show the change at once.
 */
export function switchSession(queryClient: QueryClient, user: AuthUser | null): void {
  const currentHash = hashKey(userKeys.current());
  queryClient.setQueryData(userKeys.current(), user);
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== currentHash });
}

/** Logout ends the session; the caller decides where to go next. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation<string, ApiError, void>({
    mutationFn: async () => (await api.post('user/logout', async () => (await userContract()).messageResponseSchema)).message,
    onSuccess: () => switchSession(queryClient, null),
  });
}
