import { createFileRoute } from '@tanstack/react-router';
import { UpcomingSessionsPage } from '../../../features/session/session-pages';

export const Route = createFileRoute('/_auth/dashboard/session')({ component: UpcomingSessionsPage });
