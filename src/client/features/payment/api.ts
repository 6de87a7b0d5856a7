import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SimulatedConfirmRequest } from '../../../shared/contracts/payment';
import { api, type Answer } from '../../lib/api-client';
import type { ApiError } from '../../lib/api-error';
import type { PaymentTarget } from './card-form-types';
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
    queryFn: () => api.call('GET /app/payment/config'),
    staleTime: Infinity,
  });

export const bookingDetailsQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: paymentKeys.bookingDetails(bookingId),
    queryFn: () => api.call('GET /app/calendar/booking-details/:id', { params: { id: bookingId } }),
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

const createPaymentIntent = (bookingId: string) =>
  api.call('POST /app/payment/stripe/create-payment-intent', { body: { bookingId } });

/** The simulated provider's confirmation, of a booking's intent or a pack's alike. */
export function useConfirmSimulatedPayment(target: PaymentTarget) {
  return useMutation<Answer<'POST /app/payment/simulated/confirm'>, ApiError, SimulatedConfirmRequest>({
    mutationFn: (body) => api.call('POST /app/payment/simulated/confirm', { body }),
    onSuccess: () => target.afterConfirmation(),
  });
}

/**
 * A held booking as what the card pays for. Stripe confirms through its webhook; the client only
 * refreshes what the confirmation changes.
 */
export function useBookingPaymentTarget(bookingId: string): PaymentTarget {
  const queryClient = useQueryClient();
  return {
    createIntent: async () => (await createPaymentIntent(bookingId)).clientSecret,
    afterConfirmation: () => afterConfirmation(queryClient, bookingId),
  };
}

export function useConfirmCreditSlot(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation<Answer<'POST /app/session/confirm-credit-slot'>, ApiError, void>({
    mutationFn: () => api.call('POST /app/session/confirm-credit-slot', { body: { bookingId } }),
    onSuccess: () => afterConfirmation(queryClient, bookingId),
  });
}

export function useConfirmFreeSlot(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation<Answer<'POST /app/session/confirm-free-slot'>, ApiError, void>({
    mutationFn: () => api.call('POST /app/session/confirm-free-slot', { body: { bookingId } }),
    onSuccess: () => afterConfirmation(queryClient, bookingId),
  });
}
