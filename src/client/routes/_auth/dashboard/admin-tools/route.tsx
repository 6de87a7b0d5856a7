import { createFileRoute } from '@tanstack/react-router';
import { AdminConsoleLayout } from '../../../../features/admin/admin-console';

export const Route = createFileRoute('/_auth/dashboard/admin-tools')({ component: AdminConsoleLayout });
