import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelSessionResponseSchema, sessionListSchema, type CancelSessionResponse } from '../../../shared/contracts/session';
import { api } from '../../lib/api-client';
import type { ApiError } from '../../lib/api-error';
import { userKeys } from '../user/api';

export const sessionKeys = {
  all: ['session'] as const,
  upcoming: () => [...sessionKeys.all, 'upcoming'] as const,
  past: () => [...sessionKeys.all, 'past'] as const,
};

export const upcomingSessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.upcoming(),
    queryFn: () => api.get('session/upcoming-sessions', sessionListSchema),
  });

export const pastSessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.past(),
    queryFn: () => api.get('session/past-sessions', sessionListSchema),
  });

/**
 * Cancels (mentee or mentor) or deletes (mentor) a session. The mentee's free-session tokens change
 * either way, so the current user is read again.
 */
export function useCancelSession() {
  const queryClient = useQueryClient();
  return useMutation<CancelSessionResponse, ApiError, string>({
    mutationFn: (sessionId) => api.delete(`session/cancel-session/${encodeURIComponent(sessionId)}`, cancelSessionResponseSchema),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.current() }),
      ]);
    },
  });
}
