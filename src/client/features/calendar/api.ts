import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Answer } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { DEFAULT_SLOT_TITLE } from '../../../shared/domain/calendar';

export const calendarKeys = {
  all: ['calendar'] as const,
  mentor: (mentorUuid: string) => [...calendarKeys.all, mentorUuid] as const,
  window: (mentorUuid: string, start: string, end: string) => [...calendarKeys.mentor(mentorUuid), start, end] as const,
};

/** The slots of one mentor in the visible range (UTC ISO instants); the mentor also sees status. */
export const slotsQueryOptions = (mentorUuid: string, start: string, end: string) =>
  queryOptions({
    queryKey: calendarKeys.window(mentorUuid, start, end),
    queryFn: ({ signal }) => api.call('GET /app/calendar/:mentorUuid', { params: { mentorUuid }, query: { start, end }, signal }),
    // Navigating keeps the previous range on screen until the next one arrives.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export function useCreateSlot(mentorUuid: string) {
  const queryClient = useQueryClient();
  return useMutation<Answer<'POST /app/calendar'>, ApiError, { start: string; end: string }>({
    mutationFn: (body) => api.call('POST /app/calendar', { body: { ...body, title: DEFAULT_SLOT_TITLE } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.mentor(mentorUuid) }),
  });
}

export interface CreatedSlots {
  added: number;
  /** Refused by the server meanwhile: past (400) or overlapping a slot made elsewhere (409). */
  skipped: number;
}

/** Several one-hour slots, one request each (the slot endpoint takes one), in order of time. */
export function useCreateSlots(mentorUuid: string) {
  const queryClient = useQueryClient();
  return useMutation<CreatedSlots, ApiError, Array<{ start: string; end: string }>>({
    mutationFn: async (slots) => {
      const result: CreatedSlots = { added: 0, skipped: 0 };
      for (const slot of slots) {
        try {
          await api.call('POST /app/calendar', { body: { ...slot, title: DEFAULT_SLOT_TITLE } });
          result.added++;
        } catch (error) {
          if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) throw error;
          result.skipped++;
        }
      }
      return result;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.mentor(mentorUuid) }),
  });
}

export function useDeleteSlot(mentorUuid: string) {
  const queryClient = useQueryClient();
  return useMutation<Answer<'DELETE /app/calendar/:id'>, ApiError, string>({
    mutationFn: (id) => api.call('DELETE /app/calendar/:id', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.mentor(mentorUuid) }),
  });
}

/** Holds the slot for the mentee (15 minutes) with the chosen skill; a taken slot answers 409. */
export function useBookSlot(mentorUuid: string) {
  const queryClient = useQueryClient();
  return useMutation<Answer<'POST /app/calendar/book/:id'>, ApiError, { slotId: string; skillId: string }>({
    mutationFn: ({ slotId, skillId }) => api.call('POST /app/calendar/book/:id', { params: { id: slotId }, body: { skillId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.mentor(mentorUuid) }),
  });
}
