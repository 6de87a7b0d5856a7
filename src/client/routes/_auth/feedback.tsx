import { createFileRoute } from '@tanstack/react-router';
import { FeedbackPage } from '../../features/feedback/feedback-page';
import { pastSessionsQueryOptions } from '../../features/session/api';
import { optionalText, optionalUuid } from '../../lib/search-values';

/** Spec: the feedback page is opened for one session; its ids come as search params. */
interface FeedbackSearch {
  bookingId?: string | undefined;
  mentorUuid?: string | undefined;
  menteeUuid?: string | undefined;
}

const validateSearch = (search: Record<string, unknown>): FeedbackSearch => ({
  bookingId: optionalUuid(search.bookingId),
  mentorUuid: optionalText(search.mentorUuid, { maxLength: 100 }),
  menteeUuid: optionalText(search.menteeUuid, { maxLength: 100 }),
});

export const Route = createFileRoute('/_auth/feedback')({
  validateSearch,
  loader: ({ context: { user, queryClient } }) => user && queryClient.ensureQueryData(pastSessionsQueryOptions()),
  component: FeedbackRoute,
});

function FeedbackRoute() {
  const search = Route.useSearch();
  return <FeedbackPage {...search} />;
}
