import { queryOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import type { SubmitFeedbackRequest } from '../../../shared/contracts/feedback';
import { api, type Answer } from '../../lib/api-client';
import type { ApiError } from '../../lib/api-error';
import { offlineQueueDefaults } from '../../lib/offline-queue';
import { sessionKeys } from '../session/api';

export const feedbackKeys = {
  all: ['feedback'] as const,
  forSession: (bookingId: string) => [...feedbackKeys.all, 'list', bookingId] as const,
  publicReviews: () => [...feedbackKeys.all, 'public'] as const,
  /** The submit mutation's stable key: its defaults live on the query client (see below). */
  submit: () => [...feedbackKeys.all, 'submit'] as const,
};

export const sessionFeedbackQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: feedbackKeys.forSession(bookingId),
    queryFn: () => api.call('GET /app/feedback', { query: { bookingId } }),
  });

export const publicReviewsQueryOptions = () =>
  queryOptions({
    queryKey: feedbackKeys.publicReviews(),
    queryFn: () => api.call('GET /app/feedback/public'),
    staleTime: 5 * 60_000,
  });

/**
 * Everything a submit needs travels in its variables, the Idempotency-Key included (made when the
 * user presses submit), so a paused mutation can be persisted and replayed later with nothing but them.
 */
export interface SubmitFeedbackVariables {
  body: SubmitFeedbackRequest;
  idempotencyKey: string;
}

/**
 * Registered once on the app's query client (lib/query-client.ts): a mutation restored from storage
 * finds its mutationFn by key, not by the component that started it.
 */
export function registerFeedbackMutationDefaults(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(feedbackKeys.submit(), {
    ...offlineQueueDefaults,
    mutationFn: ({ body, idempotencyKey }: SubmitFeedbackVariables) =>
      api.call('POST /app/feedback', { body, headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.past() }),
      ]);
    },
  });
}

export function useSubmitFeedback() {
  return useMutation<Answer<'POST /app/feedback'>, ApiError, SubmitFeedbackVariables>({ mutationKey: feedbackKeys.submit() });
}
