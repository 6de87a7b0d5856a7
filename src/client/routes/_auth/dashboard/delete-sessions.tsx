import { createFileRoute } from '@tanstack/react-router';
import { upcomingSessionsQueryOptions } from '../../../features/session/api';
import { DeleteSessionsPage } from '../../../features/session/delete-sessions-page';

export const Route = createFileRoute('/_auth/dashboard/delete-sessions')({
  loader: ({ context: { user, queryClient } }) => user && queryClient.ensureQueryData(upcomingSessionsQueryOptions()),
  component: DeleteSessionsPage,
});
