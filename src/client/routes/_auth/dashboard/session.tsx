import { createFileRoute } from '@tanstack/react-router';
import { upcomingSessionsQueryOptions, UPCOMING_SESSIONS_PATH } from '../../../features/session/api';
import { withEarlyAnswer } from '../../../lib/early-answers';
import { UpcomingSessionsPage } from '../../../features/session/upcoming-sessions-page';

export const Route = createFileRoute('/_auth/dashboard/session')({
  loader: ({ context: { user, queryClient } }) =>
    user && queryClient.ensureQueryData(withEarlyAnswer(upcomingSessionsQueryOptions(), UPCOMING_SESSIONS_PATH)),
  component: UpcomingSessionsPage,
});
