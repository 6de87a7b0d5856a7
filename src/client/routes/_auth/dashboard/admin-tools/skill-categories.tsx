import { createFileRoute } from '@tanstack/react-router';
import { categoryPageQueryOptions } from '../../../../features/skills/queries';
import { SkillCategoriesPage } from '../../../../features/skills/skills-pages';

export const Route = createFileRoute('/_auth/dashboard/admin-tools/skill-categories')({
  loader: ({ context: { user, queryClient } }) => user && queryClient.ensureQueryData(categoryPageQueryOptions(1)),
  component: SkillCategoriesPage,
});
