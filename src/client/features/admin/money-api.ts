import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Answer } from '../../lib/api-client';
import type { ApiError } from '../../lib/api-error';
import { adminKeys } from './api';

/** Payouts and refunds in the admin console; under the console's key, so every admin action refreshes them too. */
export const adminMoneyKeys = {
  payouts: (page: number) => [...adminKeys.all, 'payouts', page] as const,
  bookings: (query: string, page: number) => [...adminKeys.all, 'bookings', query, page] as const,
};

export const adminPayoutsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminMoneyKeys.payouts(page),
    queryFn: () => api.call('GET /app/admin/payouts', { query: { page } }),
  });

export const adminBookingsQueryOptions = (query: string, page: number) =>
  queryOptions({
    queryKey: adminMoneyKeys.bookings(query, page),
    queryFn: () => api.call('GET /app/admin/bookings', { query: query ? { query, page } : { page } }),
    // Typing in the search keeps the last list on screen instead of suspending the page.
    placeholderData: keepPreviousData,
  });

export function useRunPayouts() {
  const queryClient = useQueryClient();
  return useMutation<Answer<'POST /app/admin/payouts/run'>, ApiError>({
    mutationFn: () => api.call('POST /app/admin/payouts/run'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useRefundBooking() {
  const queryClient = useQueryClient();
  return useMutation<Answer<'POST /app/admin/bookings/:bookingId/refund'>, ApiError, { bookingId: string; reason: string }>({
    mutationFn: ({ bookingId, reason }) => api.call('POST /app/admin/bookings/:bookingId/refund', { params: { bookingId }, body: { reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
