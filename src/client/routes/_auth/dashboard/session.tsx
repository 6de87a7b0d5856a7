import { createFileRoute } from '@tanstack/react-router';
import { UpcomingSessionsPage } from '../../../features/session/upcoming-sessions-page';
import { userKeys } from '../../../features/user/api';

export const Route = createFileRoute('/_auth/dashboard/session')({
  // The list is asked for once the login is confirmed, while the page's code still downloads, instead
  // of after that code has rendered. Not awaited: offline with nothing stored it would wait for a
  // network that is not there; the page shows its own pending state. Imported on demand so the entry
  // bundle does not carry the session contract.
  loader: ({ context: { queryClient } }) => {
    if (!queryClient.getQueryData(userKeys.current())) return;
    void import('../../../features/session/api').then(({ upcomingSessionsQueryOptions }) =>
      queryClient.prefetchQuery(upcomingSessionsQueryOptions()),
    );
  },
  component: UpcomingSessionsPage,
});
