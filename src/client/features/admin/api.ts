import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminActionResponse,
  AdminMentorPage,
  AdminUserPage,
  AdminUsersQuery,
  AuditEntry,
  ReportedReviewPage,
} from '../../../shared/contracts/admin';
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
    queryFn: () => api.get<AdminMentorPage>('admin/mentors', { searchParams: { status, page } }),
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
    queryFn: () => api.get<AdminUserPage>('admin/users', { searchParams: usersSearchParams(filter) }),
    // Typing in the search keeps the last list on screen instead of suspending the page.
    placeholderData: keepPreviousData,
  });

export const reportedReviewsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.reports(page),
    queryFn: () => api.get<ReportedReviewPage>('admin/reports', { searchParams: { page } }),
  });

export const auditQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.audit(page),
    queryFn: () => api.get<AuditEntry[]>('admin/audit', { searchParams: { page } }),
  });

/**
 * Every admin action answers with a message; afterwards every admin list may have changed (a
 * suspension also changes the audit log and the mentors queue), so they all refetch.
 */
export function useAdminAction<Variables>(path: (variables: Variables) => string, body?: (variables: Variables) => unknown) {
  const queryClient = useQueryClient();
  return useMutation<string, ApiError, Variables>({
    mutationFn: async (variables) => (await api.post<AdminActionResponse>(path(variables), body?.(variables) ?? {})).message,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useApproveMentor = () => useAdminAction<{ uuid: string }>(({ uuid }) => `admin/mentors/${uuid}/approve`);
export const useRejectMentor = () =>
  useAdminAction<{ uuid: string; reason: string }>(
    ({ uuid }) => `admin/mentors/${uuid}/reject`,
    ({ reason }) => ({ reason }),
  );
export const useSuspendUser = () =>
  useAdminAction<{ uuid: string; reason: string }>(
    ({ uuid }) => `admin/users/${uuid}/suspend`,
    ({ reason }) => ({ reason }),
  );
export const useUnsuspendUser = () => useAdminAction<{ uuid: string }>(({ uuid }) => `admin/users/${uuid}/unsuspend`);
export const useHideReview = () => useAdminAction<{ id: string }>(({ id }) => `admin/feedback/${id}/hide`);
export const useUnhideReview = () => useAdminAction<{ id: string }>(({ id }) => `admin/feedback/${id}/unhide`);
