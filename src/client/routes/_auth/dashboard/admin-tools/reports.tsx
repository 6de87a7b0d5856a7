import { isAdmin } from '../../../../../shared/domain/roles';
import { createFileRoute } from '@tanstack/react-router';
import { reportedReviewsQueryOptions } from '../../../../features/admin/api';
import { ReportsPage } from '../../../../features/admin/reports-page';

export const Route = createFileRoute('/_auth/dashboard/admin-tools/reports')({
  loader: ({ context: { user, queryClient } }) => user && isAdmin(user) && queryClient.ensureQueryData(reportedReviewsQueryOptions(1)),
  component: ReportsPage,
});
