import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingRules } from '../../../../shared/contracts/calendar-sync';
import { api, type Answer } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { calendarKeys } from '../api';

export const calendarSyncKeys = {
  all: ['calendar-sync'] as const,
  bookingRules: () => [...calendarSyncKeys.all, 'booking-rules'] as const,
  feed: () => [...calendarSyncKeys.all, 'feed'] as const,
  busySources: () => [...calendarSyncKeys.all, 'busy-sources'] as const,
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

/** Whether the user has a feed (since when); null without one. The address itself is only shown when made. */
export const feedStatusQueryOptions = () =>
  queryOptions({
    queryKey: calendarSyncKeys.feed(),
    queryFn: async () => {
      try {
        return await api.call('GET /app/calendar/feed-token');
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

/** Makes the feed address, or a new one in place of the old (rotate). */
export function useCreateFeed() {
  const queryClient = useQueryClient();
  return useMutation<Answer<'POST /app/calendar/feed-token'>, ApiError, void>({
    mutationFn: () => api.call('POST /app/calendar/feed-token'),
    onSuccess: (feed) => queryClient.setQueryData(calendarSyncKeys.feed(), { createdAt: feed.createdAt }),
  });
}

export function useRevokeFeed() {
  const queryClient = useQueryClient();
  return useMutation<Answer<'DELETE /app/calendar/feed-token'>, ApiError, void>({
    mutationFn: () => api.call('DELETE /app/calendar/feed-token'),
    onSuccess: () => queryClient.setQueryData(calendarSyncKeys.feed(), null),
  });
}

export const busySourcesQueryOptions = () =>
  queryOptions({ queryKey: calendarSyncKeys.busySources(), queryFn: () => api.call('GET /app/calendar/busy-sources') });

/** Adding or removing a busy calendar changes which slots are hidden, so the mentor's calendar is read again. */
export function useAddBusySource() {
  const queryClient = useQueryClient();
  return useMutation<Answer<'POST /app/calendar/busy-sources'>, ApiError, string>({
    mutationFn: (url) => api.call('POST /app/calendar/busy-sources', { body: { url } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: calendarSyncKeys.busySources() }),
        queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
      ]),
  });
}

export function useRemoveBusySource() {
  const queryClient = useQueryClient();
  return useMutation<Answer<'DELETE /app/calendar/busy-sources/:id'>, ApiError, string>({
    mutationFn: (id) => api.call('DELETE /app/calendar/busy-sources/:id', { params: { id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: calendarSyncKeys.busySources() }),
        queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
      ]),
  });
}
