import { createFileRoute } from '@tanstack/react-router';
import { AdminSkillsPage } from '../../../../features/skills/skills-pages';

export const Route = createFileRoute('/_auth/dashboard/admin-tools/admin-skills')({ component: AdminSkillsPage });
