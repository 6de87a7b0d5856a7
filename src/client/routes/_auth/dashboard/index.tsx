import { createFileRoute } from '@tanstack/react-router';
import { DashboardHome } from '../../../features/user/account/dashboard-home';

export const Route = createFileRoute('/_auth/dashboard/')({ component: DashboardHome });
