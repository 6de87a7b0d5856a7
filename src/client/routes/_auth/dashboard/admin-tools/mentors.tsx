import { isAdmin } from '../../../../../shared/domain/roles';
import { createFileRoute } from '@tanstack/react-router';
import { adminMentorsQueryOptions } from '../../../../features/admin/api';
import { MentorsQueuePage } from '../../../../features/admin/mentors-page';

export const Route = createFileRoute('/_auth/dashboard/admin-tools/mentors')({
  loader: ({ context: { user, queryClient } }) => user && isAdmin(user) && queryClient.ensureQueryData(adminMentorsQueryOptions('pending', 1)),
  component: MentorsQueuePage,
});
