import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Answer } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { userKeys } from '../user/api';
import { paymentKeys } from './api';
import type { PaymentTarget } from './card-form-types';

/** Under `['payment', …]`: only the packs (public prices, offline-parts.ts) are written to disk; money is online-only. */
export const packKeys = {
  packs: () => [...paymentKeys.all, 'packs'] as const,
  subscription: () => [...paymentKeys.all, 'subscription'] as const,
  receipts: () => [...paymentKeys.all, 'receipts'] as const,
};

export const packsQueryOptions = () =>
  queryOptions({
    queryKey: packKeys.packs(),
    queryFn: () => api.call('GET /app/payment/packs'),
    staleTime: 5 * 60_000,
  });

/** The mentee's monthly subscription, or null when they never had one (the server's 404). */
export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: packKeys.subscription(),
    queryFn: async () => {
      try {
        return await api.call('GET /app/payment/subscription');
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export const receiptsQueryOptions = () =>
  queryOptions({
    queryKey: packKeys.receipts(),
    queryFn: () => api.call('GET /app/payment/receipts'),
  });

/**
 * A pack as what the card pays for. Paying grants credits and starts a subscription; the receipt
 * follows, so the user, the subscription and the receipts are read again.
 */
export function usePackPaymentTarget(packId: string): PaymentTarget {
  const queryClient = useQueryClient();
  return {
    createIntent: async () => (await api.call('POST /app/payment/packs/:id/intent', { params: { id: packId } })).clientSecret,
    afterConfirmation: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.current() }),
        queryClient.invalidateQueries({ queryKey: packKeys.subscription() }),
        queryClient.invalidateQueries({ queryKey: packKeys.receipts() }),
      ]);
    },
  };
}

/** Cancels at the period's end; the answer is the subscription as it now stands. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation<Answer<'DELETE /app/payment/subscription'>, ApiError, void>({
    mutationFn: () => api.call('DELETE /app/payment/subscription'),
    onSuccess: (subscription) => queryClient.setQueryData(packKeys.subscription(), subscription),
  });
}
