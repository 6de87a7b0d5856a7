import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingDetails } from '../../../shared/contracts/calendar';
import type {
  ConfirmFreeSlotResponse,
  CreatePaymentIntentResponse,
  PaymentConfig,
  SimulatedConfirmRequest,
  SimulatedConfirmResponse,
} from '../../../shared/contracts/payment';
import { api } from '../../lib/api-client';
import type { ApiError } from '../../lib/api-error';
import { sessionKeys } from '../session/api';
import { userKeys } from '../user/api';

/**
 * Payment and booking details are never persisted (docs/product.md, "Offline and installation"): the keys say so, so the
 * offline persister can leave everything under `['payment', …]` out.
 */
export const paymentKeys = {
  all: ['payment'] as const,
  config: () => [...paymentKeys.all, 'config'] as const,
  bookingDetails: (bookingId: string) => [...paymentKeys.all, 'booking-details', bookingId] as const,
};

export const paymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.config(),
    queryFn: () => api.get<PaymentConfig>('payment/config'),
    staleTime: Infinity,
  });

export const bookingDetailsQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: paymentKeys.bookingDetails(bookingId),
    queryFn: () => api.get<BookingDetails>(`calendar/booking-details/${encodeURIComponent(bookingId)}`),
    // The hold runs out and the status changes while the page is open; always ask again on return.
    staleTime: 0,
  });

/** A booking just got confirmed: its details, the session lists and (for tokens) the user changed. */
async function afterConfirmation(queryClient: ReturnType<typeof useQueryClient>, bookingId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentKeys.bookingDetails(bookingId) }),
    queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    queryClient.invalidateQueries({ queryKey: userKeys.current() }),
  ]);
}

export const createPaymentIntent = (bookingId: string) =>
  api.post<CreatePaymentIntentResponse>('payment/stripe/create-payment-intent', { bookingId });

export function useConfirmSimulatedPayment(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation<SimulatedConfirmResponse, ApiError, SimulatedConfirmRequest>({
    mutationFn: (body) => api.post<SimulatedConfirmResponse>('payment/simulated/confirm', body),
    onSuccess: () => afterConfirmation(queryClient, bookingId),
  });
}

/** Stripe confirms through its webhook; the client only refreshes what the confirmation changes. */
export function useAfterCardConfirmation(bookingId: string) {
  const queryClient = useQueryClient();
  return () => afterConfirmation(queryClient, bookingId);
}

export function useConfirmFreeSlot(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation<ConfirmFreeSlotResponse, ApiError, void>({
    mutationFn: () => api.post<ConfirmFreeSlotResponse>('session/confirm-free-slot', { bookingId }),
    onSuccess: () => afterConfirmation(queryClient, bookingId),
  });
}
