import { createFileRoute } from '@tanstack/react-router';
import { AdminToolsLayout } from '../../../../features/skills/skills-pages';

export const Route = createFileRoute('/_auth/dashboard/admin-tools')({ component: AdminToolsLayout });
