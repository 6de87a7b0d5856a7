import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../../../features/admin/users-page';

export const Route = createFileRoute('/_auth/dashboard/admin-tools/users')({ component: UsersPage });
