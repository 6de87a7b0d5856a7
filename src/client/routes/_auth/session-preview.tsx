import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { SessionPreviewPage } from '../../features/session/session-preview-page';

const searchSchema = z.object({ bookingId: z.catch(z.optional(z.uuid()), undefined) });

export const Route = createFileRoute('/_auth/session-preview')({
  validateSearch: searchSchema,
  component: SessionPreviewRoute,
});

function SessionPreviewRoute() {
  const { bookingId } = Route.useSearch();
  return <SessionPreviewPage bookingId={bookingId} />;
}
