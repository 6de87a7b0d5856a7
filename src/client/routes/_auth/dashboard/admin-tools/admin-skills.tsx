import { createFileRoute } from '@tanstack/react-router';
import { protoSkillPageQueryOptions } from '../../../../features/skills/queries';
import { AdminSkillsPage } from '../../../../features/skills/skills-pages';

export const Route = createFileRoute('/_auth/dashboard/admin-tools/admin-skills')({
  loader: ({ context: { user, queryClient } }) => user && queryClient.ensureQueryData(protoSkillPageQueryOptions(1)),
  component: AdminSkillsPage,
});
