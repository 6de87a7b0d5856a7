import { createFileRoute } from '@tanstack/react-router';
import { SkillCategoriesPage } from '../../../../features/skills/skills-pages';

export const Route = createFileRoute('/_auth/dashboard/admin-tools/skill-categories')({ component: SkillCategoriesPage });
