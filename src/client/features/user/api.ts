import { hashKey, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import {
  authResponseSchema,
  authUserSchema,
  getUsersResponseSchema,
  messageResponseSchema,
  userMessageResponseSchema,
  type AuthUser,
  type LoginRequest,
  type SignupRequest,
  type UserMessageResponse,
} from '../../../shared/contracts/user';
import type { Role } from '../../../shared/domain/roles';

export const userKeys = {
  all: ['user'] as const,
  current: () => [...userKeys.all, 'current'] as const,
  list: (page: number) => [...userKeys.all, 'list', page] as const,
};

declare global {
  interface Window {
    /** `GET /app/user/auth` as public/boot.js started it, before the entry script had downloaded. */
    __userCheck?: Promise<Response>;
  }
}

/** The page's first session check uses boot.js's early request (once); later ones ask themselves. */
function takeEarlyUserCheck(): Promise<Response> | undefined {
  const early = window.__userCheck;
  window.__userCheck = undefined;
  return early;
}

/** The logged-in user, or null when logged out: a 401 from /user/auth is an answer, not an error. */
export async function fetchCurrentUser(): Promise<AuthUser | null> {
  try {
    const early = takeEarlyUserCheck();
    return await (early ? api.answer(early, authUserSchema) : api.get('user/auth', authUserSchema));
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

export const usersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: userKeys.list(page),
    queryFn: () => api.get('user/get-users', getUsersResponseSchema, { searchParams: { page } }),
  });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/**
 * A session began or ended: the cache keeps only the new user (or null), so no data of the previous
 * user survives. Removing the other queries, rather than clearing the cache, keeps the mounted
 * user observers (header, guard) attached, so they show the change at once.
 */
function switchSession(queryClient: QueryClient, user: AuthUser | null): void {
  const currentHash = hashKey(userKeys.current());
  queryClient.setQueryData(userKeys.current(), user);
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== currentHash });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation<AuthUser, ApiError, LoginRequest>({
    mutationFn: async (body) => (await api.post('user/login', authResponseSchema, body)).user,
    onSuccess: (user) => switchSession(queryClient, user),
  });
}

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation<AuthUser, ApiError, SignupRequest>({
    mutationFn: async (body) => (await api.post('user/signup', authResponseSchema, body)).user,
    onSuccess: (user) => switchSession(queryClient, user),
  });
}

/** Logout and account deletion end the session; the caller decides where to go next. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation<string, ApiError, void>({
    mutationFn: async () => (await api.post('user/logout', messageResponseSchema)).message,
    onSuccess: () => switchSession(queryClient, null),
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation<string, ApiError, void>({
    mutationFn: async () => (await api.delete('user', messageResponseSchema)).message,
    onSuccess: () => switchSession(queryClient, null),
  });
}

export function useForgotPassword() {
  return useMutation<string, ApiError, { email: string }>({
    mutationFn: async (body) => (await api.post('user/forgot-password', messageResponseSchema, body)).message,
  });
}

export function useResetPassword() {
  return useMutation<string, ApiError, { token: string; password: string; confirmPassword: string }>({
    mutationFn: async ({ token, ...body }) =>
      (await api.post(`user/reset-password/${encodeURIComponent(token)}`, messageResponseSchema, body)).message,
  });
}

/** Account changes answer with the updated user; the cache takes it so header and profile follow at once. */
function useProfileMutation<Body>(send: (body: Body) => Promise<UserMessageResponse>) {
  const queryClient = useQueryClient();
  return useMutation<string, ApiError, Body>({
    mutationFn: async (body) => {
      const response = await send(body);
      queryClient.setQueryData(userKeys.current(), response.user);
      return response.message;
    },
  });
}

export const useChangeUserName = () =>
  useProfileMutation((body: { newUserName: string }) => api.post('user/change-username', userMessageResponseSchema, body));
export const useChangeEmail = () =>
  useProfileMutation((body: { newEmail: string }) => api.put('user/change-email', userMessageResponseSchema, body));
export const useChangeImage = () =>
  useProfileMutation((body: { newImage: string }) => api.put('user/change-image', userMessageResponseSchema, body));

/** Acting in another role changes what every other query would answer, so only the user is kept. */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation<string, ApiError, { role: Role }>({
    mutationFn: async (body) => {
      const response = await api.put('user/change-role', userMessageResponseSchema, body);
      switchSession(queryClient, response.user);
      return response.message;
    },
  });
}

export function useChangePassword() {
  return useMutation<string, ApiError, { currentPassword: string; newPassword: string; confirmPassword: string }>({
    mutationFn: async (body) => (await api.put('user/change-password', messageResponseSchema, body)).message,
  });
}
