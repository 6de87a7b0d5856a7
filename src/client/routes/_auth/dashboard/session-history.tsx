import { createFileRoute } from '@tanstack/react-router';
import { ReceivedFeedback } from '../../../features/feedback/received-feedback';
import { pastSessionsQueryOptions } from '../../../features/session/api';
import { SessionHistoryPage } from '../../../features/session/session-history-page';

/** The route composes the two features: the session history shows the feedback feature's view of what was received. */
export const Route = createFileRoute('/_auth/dashboard/session-history')({
  loader: ({ context: { user, queryClient } }) => user && queryClient.ensureQueryData(pastSessionsQueryOptions()),
  component: () => <SessionHistoryPage ReceivedFeedback={ReceivedFeedback} />,
});
