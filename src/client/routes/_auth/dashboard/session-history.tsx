import { createFileRoute } from '@tanstack/react-router';
import { SessionHistoryPage } from '../../../features/session/session-history-page';

export const Route = createFileRoute('/_auth/dashboard/session-history')({ component: SessionHistoryPage });
