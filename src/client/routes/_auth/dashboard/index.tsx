import { createFileRoute } from '@tanstack/react-router';
import { upcomingSessionsQueryOptions, UPCOMING_SESSIONS_PATH } from '../../../features/session/api';
import { DashboardHome } from '../../../features/user/account/dashboard-home';
import { withEarlyAnswer } from '../../../lib/early-answers';

export const Route = createFileRoute('/_auth/dashboard/')({
  // The next session is the page's first content: its request starts with the page (public/boot.js), and
  // the page renders with it rather than with a loading card that the session card then pushes down.
  loader: ({ context: { user, queryClient } }) =>
    // A failure is the card's to show (it reads the same query), not an error page.
    user && queryClient.ensureQueryData(withEarlyAnswer(upcomingSessionsQueryOptions(), UPCOMING_SESSIONS_PATH)).catch(() => undefined),
  component: DashboardHome,
});
