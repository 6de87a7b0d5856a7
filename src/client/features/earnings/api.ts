import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Answer } from '../../lib/api-client';
import type { ApiError } from '../../lib/api-error';

export const earningsKeys = {
  all: ['earnings'] as const,
  summary: () => ['earnings', 'summary'] as const,
  payouts: () => ['earnings', 'payouts'] as const,
};

/** The spreadsheet of the same rows; a plain link, the login cookie rides along. */
export const EARNINGS_CSV_URL = '/app/earnings.csv';

export const earningsQueryOptions = () =>
  queryOptions({ queryKey: earningsKeys.summary(), queryFn: () => api.call('GET /app/earnings') });

export const payoutsQueryOptions = () =>
  queryOptions({ queryKey: earningsKeys.payouts(), queryFn: () => api.call('GET /app/payouts') });

/** Starts (or resumes) the payout account and answers the provider's onboarding page to open. */
export function useStartOnboarding() {
  return useMutation<Answer<'POST /app/payouts/onboarding'>, ApiError>({ mutationFn: () => api.call('POST /app/payouts/onboarding') });
}

/** Back from onboarding: asks the server to check the account; the Earnings page then shows its state. */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation<Answer<'POST /app/payouts/onboarding/complete'>, ApiError>({
    mutationFn: () => api.call('POST /app/payouts/onboarding/complete'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: earningsKeys.all }),
  });
}
