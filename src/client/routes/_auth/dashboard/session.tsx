import { createFileRoute } from '@tanstack/react-router';
import { upcomingSessionsQueryOptions, UPCOMING_SESSIONS_PATH } from '../../../features/session/api';
import { validateRebookParams } from '../../../features/session/rebook-params';
import { UpcomingSessionsPage } from '../../../features/session/upcoming-sessions-page';
import { withEarlyAnswer } from '../../../lib/early-answers';

export const Route = createFileRoute('/_auth/dashboard/session')({
  validateSearch: validateRebookParams,
  loader: ({ context: { user, queryClient } }) =>
    user && queryClient.ensureQueryData(withEarlyAnswer(upcomingSessionsQueryOptions(), UPCOMING_SESSIONS_PATH)),
  component: UpcomingSessions,
});

function UpcomingSessions() {
  const navigate = Route.useNavigate();
  return (
    <UpcomingSessionsPage
      rebook={Route.useSearch()}
      onRebookable={(rebook) => void navigate({ search: rebook, replace: true })}
    />
  );
}
