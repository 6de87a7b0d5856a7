import { createFileRoute } from '@tanstack/react-router';
import { mentorProfileQueryOptions } from '../../../features/search/api';
import { MentorProfilePage } from '../../../features/search/mentor-profile-page';

export const Route = createFileRoute('/_auth/dashboard/mentors/$uuid')({
  loader: ({ context: { user, queryClient }, params }) => user && queryClient.ensureQueryData(mentorProfileQueryOptions(params.uuid)),
  component: MentorProfile,
});

function MentorProfile() {
  return <MentorProfilePage uuid={Route.useParams().uuid} />;
}
