import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Answer } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import type { WeeklyHoursRequest } from '../../../../shared/contracts/weekly-hours';
import { calendarKeys } from '../api';

export const weeklyHoursKeys = { own: ['weekly-hours'] as const };

export const weeklyHoursQueryOptions = () =>
  queryOptions({
    queryKey: weeklyHoursKeys.own,
    queryFn: ({ signal }) => api.call('GET /app/calendar/weekly-hours', { signal }),
  });

export const useWeeklyHours = () => useQuery(weeklyHoursQueryOptions());

/** Preview (nothing written) or save; a save refreshes the pattern and the mentor's calendar. */
export function useApplyWeeklyHours(mentorUuid: string) {
  const queryClient = useQueryClient();
  return useMutation<Answer<'PUT /app/calendar/weekly-hours'>, ApiError, { body: WeeklyHoursRequest; preview: boolean }>({
    mutationFn: ({ body, preview }) =>
      api.call('PUT /app/calendar/weekly-hours', { query: preview ? { preview: true } : undefined, body }),
    onSuccess: async (_result, { preview }) => {
      if (preview) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: weeklyHoursKeys.own }),
        queryClient.invalidateQueries({ queryKey: calendarKeys.mentor(mentorUuid) }),
      ]);
    },
  });
}

export function useStopWeeklyHours(mentorUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('DELETE /app/calendar/weekly-hours'),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: weeklyHoursKeys.own }),
        queryClient.invalidateQueries({ queryKey: calendarKeys.mentor(mentorUuid) }),
      ]);
    },
  });
}
