import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelSessionResponse, SessionList } from '../../../shared/contracts/session';
import { api } from '../../lib/api-client';
import type { ApiError } from '../../lib/api-error';
import { userKeys } from '../user/api';

export const sessionKeys = {
  all: ['session'] as const,
  upcoming: () => [...sessionKeys.all, 'upcoming'] as const,
  past: () => [...sessionKeys.all, 'past'] as const,
};

/** Also what public/boot.js asks for early on the pages that show it first. */
export const UPCOMING_SESSIONS_PATH = 'session/upcoming-sessions';

export const upcomingSessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.upcoming(),
    queryFn: () => api.get<SessionList>(UPCOMING_SESSIONS_PATH),
  });

export const pastSessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.past(),
    queryFn: () => api.get<SessionList>('session/past-sessions'),
  });

/**
 * Cancels (mentee or mentor) or deletes (mentor) a session. The mentee's free-session tokens change
 * either way, so the current user is read again.
 */
export function useCancelSession() {
  const queryClient = useQueryClient();
  return useMutation<CancelSessionResponse, ApiError, string>({
    mutationFn: (sessionId) => api.delete<CancelSessionResponse>(`session/cancel-session/${encodeURIComponent(sessionId)}`),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.current() }),
      ]);
    },
  });
}
