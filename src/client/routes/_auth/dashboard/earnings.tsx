import { createFileRoute } from '@tanstack/react-router';
import { earningsQueryOptions, payoutsQueryOptions } from '../../../features/earnings/api';
import { EarningsPage } from '../../../features/earnings/earnings-page';

export const Route = createFileRoute('/_auth/dashboard/earnings')({
  loader: ({ context: { user, queryClient } }) =>
    user?.role === 'mentor'
      ? Promise.all([queryClient.ensureQueryData(earningsQueryOptions()), queryClient.ensureQueryData(payoutsQueryOptions())])
      : undefined,
  component: EarningsPage,
});
