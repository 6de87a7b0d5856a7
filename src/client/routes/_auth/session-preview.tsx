import { createFileRoute } from '@tanstack/react-router';
import { SessionPreviewPage } from '../../features/session/session-pages';

export const Route = createFileRoute('/_auth/session-preview')({ component: SessionPreviewPage });
