import { createFileRoute } from '@tanstack/react-router';
import { upcomingSessionsQueryOptions } from '../../../features/session/api';
import { UpcomingSessionsPage } from '../../../features/session/upcoming-sessions-page';

export const Route = createFileRoute('/_auth/dashboard/session')({
  loader: ({ context: { user, queryClient } }) => user && queryClient.ensureQueryData(upcomingSessionsQueryOptions()),
  component: UpcomingSessionsPage,
});
