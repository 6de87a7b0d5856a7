import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUsersQuery } from '../../../shared/contracts/admin';
import type { MentorStatus } from '../../../shared/contracts/user';
import { api } from '../../lib/api-client';
import type { ApiError } from '../../lib/api-error';

export const adminKeys = {
  all: ['admin'] as const,
  mentors: (status: MentorStatus, page: number) => ['admin', 'mentors', status, page] as const,
  users: (filter: AdminUsersQuery) => ['admin', 'users', filter] as const,
  reports: (page: number) => ['admin', 'reports', page] as const,
  audit: (page: number) => ['admin', 'audit', page] as const,
};

export const adminMentorsQueryOptions = (status: MentorStatus, page: number) =>
  queryOptions({
    queryKey: adminKeys.mentors(status, page),
    queryFn: () => api.call('GET /app/admin/mentors', { query: { status, page } }),
  });

/** Drops empty filters, so "all roles" is not sent as `role=`. */
function usersSearchParams(filter: AdminUsersQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: Number(filter.page ?? 1) };
  if (filter.query) params.query = filter.query;
  if (filter.role) params.role = filter.role;
  if (filter.status) params.status = filter.status;
  return params;
}

export const adminUsersQueryOptions = (filter: AdminUsersQuery) =>
  queryOptions({
    queryKey: adminKeys.users(filter),
    queryFn: () => api.call('GET /app/admin/users', { query: usersSearchParams(filter) }),
    // Typing in the search keeps the last list on screen instead of suspending the page.
    placeholderData: keepPreviousData,
  });

export const reportedReviewsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.reports(page),
    queryFn: () => api.call('GET /app/admin/reports', { query: { page } }),
  });

export const auditQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.audit(page),
    queryFn: () => api.call('GET /app/admin/audit', { query: { page } }),
  });

/**
 * Every admin action answers with a message; afterwards every admin list may have changed (a
 * suspension also changes the audit log and the mentors queue), so they all refetch.
 */
export function useAdminAction<Variables>(send: (variables: Variables) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation<string, ApiError, Variables>({
    mutationFn: async (variables) => (await send(variables)).message,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

type Uuid = { uuid: string };
type Reason = { reason: string };

export const useApproveMentor = () =>
  useAdminAction(({ uuid }: Uuid) => api.call('POST /app/admin/mentors/:uuid/approve', { params: { uuid }, body: {} }));
export const useRejectMentor = () =>
  useAdminAction(({ uuid, reason }: Uuid & Reason) =>
    api.call('POST /app/admin/mentors/:uuid/reject', { params: { uuid }, body: { reason } }),
  );
export const useSuspendUser = () =>
  useAdminAction(({ uuid, reason }: Uuid & Reason) =>
    api.call('POST /app/admin/users/:uuid/suspend', { params: { uuid }, body: { reason } }),
  );
export const useUnsuspendUser = () =>
  useAdminAction(({ uuid }: Uuid) => api.call('POST /app/admin/users/:uuid/unsuspend', { params: { uuid }, body: {} }));
export const useHideReview = () =>
  useAdminAction(({ id }: { id: string }) => api.call('POST /app/admin/feedback/:id/hide', { params: { id }, body: {} }));
export const useUnhideReview = () =>
  useAdminAction(({ id }: { id: string }) => api.call('POST /app/admin/feedback/:id/unhide', { params: { id }, body: {} }));
