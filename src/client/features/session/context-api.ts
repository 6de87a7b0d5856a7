import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type Answer } from '../../lib/api-client';
import type { ApiError } from '../../lib/api-error';
import { offlineQueueDefaults } from '../../lib/offline-queue';
import { calendarKeys } from '../calendar/api';
import { sessionKeys } from './api';

export const sessionContextKeys = {
  /** The notes mutation's stable key: its defaults live on the query client, so a restored one replays. */
  saveNotes: () => [...sessionKeys.all, 'notes', 'save'] as const,
};

/** The mentee's agenda; an empty one removes it. Both sides' session lists show it. */
export function useSetAgenda() {
  const queryClient = useQueryClient();
  return useMutation<Answer<'PUT /app/session/:id/agenda'>, ApiError, { bookingId: string; agenda: string }>({
    mutationFn: ({ bookingId, agenda }) =>
      api.call('PUT /app/session/:id/agenda', { params: { id: bookingId }, body: { agenda } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

/** Moves a session to another free slot of its mentor; the mentor's calendar changes with it. */
export function useReschedule() {
  const queryClient = useQueryClient();
  return useMutation<
    Answer<'POST /app/session/:id/reschedule'>,
    ApiError,
    { bookingId: string; slotId: string; reason?: string }
  >({
    mutationFn: ({ bookingId, slotId, reason }) =>
      api.call('POST /app/session/:id/reschedule', {
        params: { id: bookingId },
        body: reason ? { slotId, reason } : { slotId },
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
        queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
      ]),
  });
}

/** Everything a save needs is in its variables (the Idempotency-Key made when the person saves), so it can replay later. */
export interface SaveNotesVariables {
  bookingId: string;
  text: string;
  idempotencyKey: string;
}

/** Registered once on the app's query client, like feedback: notes written offline wait in the queue and replay once. */
export function registerNotesMutationDefaults(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(sessionContextKeys.saveNotes(), {
    ...offlineQueueDefaults,
    mutationFn: ({ bookingId, text, idempotencyKey }: SaveNotesVariables) =>
      api.call('PUT /app/session/:id/notes', {
        params: { id: bookingId },
        body: { text },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

export function useSaveNotes() {
  return useMutation<Answer<'PUT /app/session/:id/notes'>, ApiError, SaveNotesVariables>({
    mutationKey: sessionContextKeys.saveNotes(),
  });
}
