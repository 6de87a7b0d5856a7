import { createFileRoute } from '@tanstack/react-router';
import { UpcomingSessionsPage } from '../../../features/session/upcoming-sessions-page';

export const Route = createFileRoute('/_auth/dashboard/session')({ component: UpcomingSessionsPage });
