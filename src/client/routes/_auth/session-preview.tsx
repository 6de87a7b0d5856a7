import { createFileRoute } from '@tanstack/react-router';
import { upcomingSessionsQueryOptions } from '../../features/session/api';
import { InstallCard } from '../../features/pwa/install-card';
import { SessionPreviewPage } from '../../features/session/session-preview-page';
import { optionalUuid } from '../../lib/search-values';

const validateSearch = (search: Record<string, unknown>): { bookingId?: string | undefined } => ({
  bookingId: optionalUuid(search.bookingId),
});

export const Route = createFileRoute('/_auth/session-preview')({
  validateSearch,
  loader: ({ context: { user, queryClient } }) => user && queryClient.ensureQueryData(upcomingSessionsQueryOptions()),
  component: SessionPreviewRoute,
});

function SessionPreviewRoute() {
  const { bookingId } = Route.useSearch();
  return (
    <>
      <SessionPreviewPage bookingId={bookingId} />
      <InstallCard moment="booked" />
    </>
  );
}
