import { createFileRoute } from '@tanstack/react-router';
import { DashboardLayout } from '../../../features/shell/dashboard-layout';

export const Route = createFileRoute('/_auth/dashboard')({ component: DashboardLayout });
