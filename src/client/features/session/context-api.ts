import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AgendaResponse, Notes, RescheduleResponse } from '../../../shared/contracts/calendar-sync';
import { api } from '../../lib/api-client';
import type { ApiError } from '../../lib/api-error';
import { offlineQueueDefaults } from '../../lib/offline-queue';
import { calendarKeys } from '../calendar/api';
import { sessionKeys } from './api';

const sessionPath = (bookingId: string, what: string) => `session/${encodeURIComponent(bookingId)}/${what}`;

export const sessionContextKeys = {
  /** The notes mutation's stable key: its defaults live on the query client, so a restored one replays. */
  saveNotes: () => [...sessionKeys.all, 'notes', 'save'] as const,
};

/** The mentee's agenda; an empty one removes it. Both sides' session lists show it. */
export function useSetAgenda() {
  const queryClient = useQueryClient();
  return useMutation<AgendaResponse, ApiError, { bookingId: string; agenda: string }>({
    mutationFn: ({ bookingId, agenda }) => api.put<AgendaResponse>(sessionPath(bookingId, 'agenda'), { agenda }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

/** Moves a session to another free slot of its mentor; the mentor's calendar changes with it. */
export function useReschedule() {
  const queryClient = useQueryClient();
  return useMutation<RescheduleResponse, ApiError, { bookingId: string; slotId: string; reason?: string }>({
    mutationFn: ({ bookingId, slotId, reason }) =>
      api.post<RescheduleResponse>(sessionPath(bookingId, 'reschedule'), reason ? { slotId, reason } : { slotId }),
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
      api.put<Notes>(sessionPath(bookingId, 'notes'), { text }, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

export function useSaveNotes() {
  return useMutation<Notes, ApiError, SaveNotesVariables>({ mutationKey: sessionContextKeys.saveNotes() });
}
