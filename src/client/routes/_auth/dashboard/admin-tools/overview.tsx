import { createFileRoute } from '@tanstack/react-router';
import { isAdmin } from '../../../../../shared/domain/roles';
import { overviewQueryOptions } from '../../../../features/admin/overview-api';
import { OverviewPage } from '../../../../features/admin/overview-page';
import { DEFAULT_OVERVIEW_PERIOD, parseOverviewPeriod, type OverviewPeriod } from '../../../../features/admin/overview-period';
import { paymentConfigQueryOptions } from '../../../../features/payment/api';

export const Route = createFileRoute('/_auth/dashboard/admin-tools/overview')({
  // Twelve weeks, the default, stay out of the address.
  validateSearch: (search: Record<string, unknown>): { weeks?: OverviewPeriod } => {
    const weeks = parseOverviewPeriod(search.weeks);
    return weeks === DEFAULT_OVERVIEW_PERIOD ? {} : { weeks };
  },
  loaderDeps: ({ search }) => ({ weeks: search.weeks ?? DEFAULT_OVERVIEW_PERIOD }),
  loader: ({ context: { user, queryClient }, deps }) =>
    user && isAdmin(user)
      ? Promise.all([queryClient.ensureQueryData(overviewQueryOptions(deps.weeks)), queryClient.ensureQueryData(paymentConfigQueryOptions())])
      : undefined,
  component: OverviewRoute,
});

function OverviewRoute() {
  return <OverviewPage weeks={Route.useSearch().weeks ?? DEFAULT_OVERVIEW_PERIOD} />;
}
