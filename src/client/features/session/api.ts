import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Session } from '../../../shared/contracts/session';
import { api, type Answer } from '../../lib/api-client';
import type { ApiError } from '../../lib/api-error';
import { userKeys } from '../user/api';

export const sessionKeys = {
  all: ['session'] as const,
  upcoming: () => [...sessionKeys.all, 'upcoming'] as const,
  past: () => [...sessionKeys.all, 'past'] as const,
};

/** The upcoming sessions' API path as public/boot.js asks for it early on the pages that show it first. */
export const UPCOMING_SESSIONS_PATH = 'session/upcoming-sessions';

export const upcomingSessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.upcoming(),
    queryFn: () => api.call('GET /app/session/upcoming-sessions'),
  });

export const pastSessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.past(),
    queryFn: () => api.call('GET /app/session/past-sessions'),
  });

/**
 * Cancels (mentee or mentor) or deletes (mentor) a session. The mentee's free-session tokens change
 * either way, so the current user is read again.
 */
export function useCancelSession() {
  const queryClient = useQueryClient();
  return useMutation<Answer<'DELETE /app/session/cancel-session/:id'>, ApiError, string>({
    mutationFn: (id) => api.call('DELETE /app/session/cancel-session/:id', { params: { id } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.current() }),
      ]);
    },
  });
}

/** The /feedback page's search for one session: the booking and both sides of it. */
export const feedbackSearch = (session: Session) => ({
  bookingId: session._id,
  mentorUuid: session.mentorUuid ?? undefined,
  menteeUuid: session.menteeUuid ?? undefined,
});
