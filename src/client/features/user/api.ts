import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import type { AuthUser, LoginRequest, ProfileRequest, SignupRequest } from '../../../shared/contracts/user';
import type { Role } from '../../../shared/domain/roles';
import { currentUserQueryOptions, switchAuthUser, userKeys } from './current-user';

// Other features name the user's query key through the user API.
export { userKeys } from './current-user';

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

export const usersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: userKeys.list(page),
    queryFn: () => api.call('GET /app/user/get-users', { query: { page } }),
  });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation<AuthUser, ApiError, LoginRequest>({
    mutationFn: async (body) => (await api.call('POST /app/user/login', { body })).user,
    onSuccess: (user) => switchAuthUser(queryClient, user),
  });
}

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation<AuthUser, ApiError, SignupRequest>({
    mutationFn: async (body) => (await api.call('POST /app/user/signup', { body })).user,
    onSuccess: (user) => switchAuthUser(queryClient, user),
  });
}

/** Account deletion logs the user out; the caller decides where to go next. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation<string, ApiError, void>({
    mutationFn: async () => (await api.call('DELETE /app/user')).message,
    onSuccess: () => switchAuthUser(queryClient, null),
  });
}

export function useForgotPassword() {
  return useMutation<string, ApiError, { email: string }>({
    mutationFn: async (body) => (await api.call('POST /app/user/forgot-password', { body })).message,
  });
}

export function useResetPassword() {
  return useMutation<string, ApiError, { token: string; password: string; confirmPassword: string }>({
    mutationFn: async ({ token, ...body }) =>
      (await api.call('POST /app/user/reset-password/:token', { params: { token }, body })).message,
  });
}

/** Account changes answer with the updated user; the cache takes it so header and profile follow at once. */
function useProfileMutation<Body>(send: (body: Body) => Promise<{ user: AuthUser; message: string }>) {
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
  useProfileMutation((body: { newUserName: string }) => api.call('POST /app/user/change-username', { body }));
export const useChangeEmail = () =>
  useProfileMutation((body: { newEmail: string; password: string }) => api.call('PUT /app/user/change-email', { body }));
export const useChangeImage = () =>
  useProfileMutation((body: { newImage: string }) => api.call('PUT /app/user/change-image', { body }));

/** Acting in another role changes what every other query would answer, so only the user is kept. */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation<string, ApiError, { role: Role }>({
    mutationFn: async (body) => {
      const response = await api.call('PUT /app/user/change-role', { body });
      switchAuthUser(queryClient, response.user);
      return response.message;
    },
  });
}

export function useChangePassword() {
  return useMutation<string, ApiError, { currentPassword: string; newPassword: string; confirmPassword: string }>({
    mutationFn: async (body) => (await api.call('PUT /app/user/change-password', { body })).message,
  });
}

export const useUpdateProfile = () => useProfileMutation((body: ProfileRequest) => api.call('PUT /app/user/profile', { body }));

/** The caller's progress: finished sessions, hours, people met, and a mentor's slots ahead. */
export const userStatsQueryOptions = () =>
  queryOptions({
    queryKey: [...userKeys.current(), 'stats'] as const,
    queryFn: ({ signal }) => api.call('GET /app/user/stats', { signal }),
  });
