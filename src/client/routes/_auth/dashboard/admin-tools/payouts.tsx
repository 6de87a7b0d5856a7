import { createFileRoute } from '@tanstack/react-router';
import { isAdmin } from '../../../../../shared/domain/roles';
import { adminPayoutsQueryOptions } from '../../../../features/admin/money-api';
import { PayoutsPage } from '../../../../features/admin/payouts-page';

export const Route = createFileRoute('/_auth/dashboard/admin-tools/payouts')({
  loader: ({ context: { user, queryClient } }) =>
    user && isAdmin(user) && queryClient.ensureQueryData(adminPayoutsQueryOptions(1)),
  component: PayoutsPage,
});
