import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingRules, BusySource, FeedTokenResponse, FeedTokenStatus } from '../../../../shared/contracts/calendar-sync';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { calendarKeys } from '../api';

export const calendarSyncKeys = {
  all: ['calendar-sync'] as const,
  bookingRules: () => [...calendarSyncKeys.all, 'booking-rules'] as const,
  feed: () => [...calendarSyncKeys.all, 'feed'] as const,
  busySources: () => [...calendarSyncKeys.all, 'busy-sources'] as const,
};

export const bookingRulesQueryOptions = () =>
  queryOptions({ queryKey: calendarSyncKeys.bookingRules(), queryFn: () => api.get<BookingRules>('calendar/booking-rules') });

/** Saving the rules changes which slots are hidden, so the mentor's calendar is read again. */
export function useSaveBookingRules() {
  const queryClient = useQueryClient();
  return useMutation<BookingRules, ApiError, BookingRules>({
    mutationFn: (rules) => api.put<BookingRules>('calendar/booking-rules', rules),
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
        return await api.get<FeedTokenStatus>('calendar/feed-token');
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

/** Makes the feed address, or a new one in place of the old (rotate). */
export function useCreateFeed() {
  const queryClient = useQueryClient();
  return useMutation<FeedTokenResponse, ApiError, void>({
    mutationFn: () => api.post<FeedTokenResponse>('calendar/feed-token'),
    onSuccess: (feed) => queryClient.setQueryData(calendarSyncKeys.feed(), { createdAt: feed.createdAt }),
  });
}

export function useRevokeFeed() {
  const queryClient = useQueryClient();
  return useMutation<{ message: string }, ApiError, void>({
    mutationFn: () => api.delete<{ message: string }>('calendar/feed-token'),
    onSuccess: () => queryClient.setQueryData(calendarSyncKeys.feed(), null),
  });
}

export const busySourcesQueryOptions = () =>
  queryOptions({ queryKey: calendarSyncKeys.busySources(), queryFn: () => api.get<BusySource[]>('calendar/busy-sources') });

/** Adding or removing a busy calendar changes which slots are hidden, so the mentor's calendar is read again. */
export function useAddBusySource() {
  const queryClient = useQueryClient();
  return useMutation<BusySource, ApiError, string>({
    mutationFn: (url) => api.post<BusySource>('calendar/busy-sources', { url }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: calendarSyncKeys.busySources() }),
        queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
      ]),
  });
}

export function useRemoveBusySource() {
  const queryClient = useQueryClient();
  return useMutation<{ message: string }, ApiError, string>({
    mutationFn: (id) => api.delete<{ message: string }>(`calendar/busy-sources/${encodeURIComponent(id)}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: calendarSyncKeys.busySources() }),
        queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
      ]),
  });
}
