import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pack, PackIntent, Receipt, Subscription } from '../../../shared/contracts/money';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { userKeys } from '../user/api';
import { paymentKeys } from './api';
import type { PaymentTarget } from './card-form-types';

/** Under `['payment', …]`: none of it is written to disk for offline use (money is online-only). */
export const packKeys = {
  packs: () => [...paymentKeys.all, 'packs'] as const,
  subscription: () => [...paymentKeys.all, 'subscription'] as const,
  receipts: () => [...paymentKeys.all, 'receipts'] as const,
};

export const packsQueryOptions = () =>
  queryOptions({
    queryKey: packKeys.packs(),
    queryFn: () => api.get<Pack[]>('payment/packs'),
    staleTime: 5 * 60_000,
  });

/** The mentee's monthly subscription, or null when they never had one (the server's 404). */
export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: packKeys.subscription(),
    queryFn: async () => {
      try {
        return await api.get<Subscription>('payment/subscription');
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export const receiptsQueryOptions = () =>
  queryOptions({
    queryKey: packKeys.receipts(),
    queryFn: () => api.get<Receipt[]>('payment/receipts'),
  });

/**
 * A pack as what the card pays for. Paying grants credits and starts a subscription; the receipt
 * follows, so the user, the subscription and the receipts are read again.
 */
export function usePackPaymentTarget(packId: string): PaymentTarget {
  const queryClient = useQueryClient();
  return {
    createIntent: async () => (await api.post<PackIntent>(`payment/packs/${encodeURIComponent(packId)}/intent`)).clientSecret,
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
  return useMutation<Subscription, ApiError, void>({
    mutationFn: () => api.delete<Subscription>('payment/subscription'),
    onSuccess: (subscription) => queryClient.setQueryData(packKeys.subscription(), subscription),
  });
}
