import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingRules } from '../../../../shared/contracts/calendar-sync';
import { api, type Answer } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { calendarKeys } from '../api';

export const calendarSyncKeys = {
  all: ['calendar-sync'] as const,
  bookingRules: () => [...calendarSyncKeys.all, 'booking-rules'] as const,
};

export const bookingRulesQueryOptions = () =>
  queryOptions({ queryKey: calendarSyncKeys.bookingRules(), queryFn: () => api.call('GET /app/calendar/booking-rules') });

/** Saving the rules changes which slots are hidden, so the mentor's calendar is read again. */
export function useSaveBookingRules() {
  const queryClient = useQueryClient();
  return useMutation<Answer<'PUT /app/calendar/booking-rules'>, ApiError, BookingRules>({
    mutationFn: (rules) => api.call('PUT /app/calendar/booking-rules', { body: rules }),
    onSuccess: (rules) => {
      queryClient.setQueryData(calendarSyncKeys.bookingRules(), rules);
      return queryClient.invalidateQueries({ queryKey: calendarKeys.all });
    },
  });
}
