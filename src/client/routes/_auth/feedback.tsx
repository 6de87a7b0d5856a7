import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { FeedbackPage } from '../../features/feedback/feedback-page';

/** Spec: the feedback page is opened for one session; its ids come as search params. */
const searchSchema = z.object({
  bookingId: z.string().uuid().optional().catch(undefined),
  mentorUuid: z.string().max(100).optional().catch(undefined),
  menteeUuid: z.string().max(100).optional().catch(undefined),
});

export const Route = createFileRoute('/_auth/feedback')({
  validateSearch: searchSchema,
  component: FeedbackRoute,
});

function FeedbackRoute() {
  const search = Route.useSearch();
  return <FeedbackPage {...search} />;
}
