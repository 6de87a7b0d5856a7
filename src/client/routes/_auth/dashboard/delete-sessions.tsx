import { createFileRoute } from '@tanstack/react-router';
import { DeleteSessionsPage } from '../../../features/session/delete-sessions-page';

export const Route = createFileRoute('/_auth/dashboard/delete-sessions')({ component: DeleteSessionsPage });
