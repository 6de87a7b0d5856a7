import { createFileRoute } from '@tanstack/react-router';
import { mentorProfileQueryOptions } from '../features/search/api';
import { PublicCatalogueProvider } from '../features/search/mentor-links';
import { MentorProfilePage } from '../features/search/mentor-profile-page';
import { loadCatalogue } from '../lib/i18n';

/** A mentor's shareable profile, open to visitors; booking asks for an account when it is needed. */
export const Route = createFileRoute('/mentors/$uuid')({
  beforeLoad: () => loadCatalogue('app'),
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(mentorProfileQueryOptions(params.uuid)),
  component: PublicMentorProfile,
});

function PublicMentorProfile() {
  return (
    <PublicCatalogueProvider>
      <MentorProfilePage uuid={Route.useParams().uuid} />
    </PublicCatalogueProvider>
  );
}
