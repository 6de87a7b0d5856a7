import { createFileRoute } from '@tanstack/react-router';
import { isAdmin } from '../../../../../shared/domain/roles';
import { adminBookingsQueryOptions } from '../../../../features/admin/money-api';
import { RefundsPage } from '../../../../features/admin/refunds-page';

export const Route = createFileRoute('/_auth/dashboard/admin-tools/refunds')({
  loader: ({ context: { user, queryClient } }) =>
    user && isAdmin(user) && queryClient.ensureQueryData(adminBookingsQueryOptions('', 1)),
  component: RefundsPage,
});
