import { createFileRoute } from '@tanstack/react-router';
import { pastSessionsQueryOptions } from '../../../features/session/api';
import { SessionHistoryPage } from '../../../features/session/session-history-page';

export const Route = createFileRoute('/_auth/dashboard/session-history')({
  loader: ({ context: { user, queryClient } }) => user && queryClient.ensureQueryData(pastSessionsQueryOptions()),
  component: SessionHistoryPage,
});
