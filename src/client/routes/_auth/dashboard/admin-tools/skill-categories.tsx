import { createFileRoute } from '@tanstack/react-router';
import { categoryPageQueryOptions } from '../../../../features/skills/api';
import { SkillCategoriesPage } from '../../../../features/skills/skills-pages';

export const Route = createFileRoute('/_auth/dashboard/admin-tools/skill-categories')({
  // Started on hover or navigation, not awaited: the page shows its own spinner and errors.
  loader: ({ context }) => void context.queryClient.prefetchQuery(categoryPageQueryOptions(1)),
  component: SkillCategoriesPage,
});
