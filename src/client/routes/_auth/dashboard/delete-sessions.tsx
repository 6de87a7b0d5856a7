import { createFileRoute } from '@tanstack/react-router';
import { DeleteSessionsPage } from '../../../features/session/session-pages';

export const Route = createFileRoute('/_auth/dashboard/delete-sessions')({ component: DeleteSessionsPage });
