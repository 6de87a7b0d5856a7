import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { FeedbackPage } from '../../features/feedback/feedback-page';

/** Spec: the feedback page is opened for one session; its ids come as search params. */
const searchSchema = z.object({
  bookingId: z.catch(z.optional(z.uuid()), undefined),
  mentorUuid: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
  menteeUuid: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
});

export const Route = createFileRoute('/_auth/feedback')({
  validateSearch: searchSchema,
  component: FeedbackRoute,
});

function FeedbackRoute() {
  const search = Route.useSearch();
  return <FeedbackPage {...search} />;
}
