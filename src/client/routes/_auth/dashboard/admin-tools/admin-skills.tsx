import { createFileRoute } from '@tanstack/react-router';
import { protoSkillPageQueryOptions } from '../../../../features/skills/api';
import { AdminSkillsPage } from '../../../../features/skills/skills-pages';

export const Route = createFileRoute('/_auth/dashboard/admin-tools/admin-skills')({
  // Started on hover or navigation, not awaited: the page shows its own spinner and errors.
  loader: ({ context }) => void context.queryClient.prefetchQuery(protoSkillPageQueryOptions(1)),
  component: AdminSkillsPage,
});
