import { createFileRoute } from '@tanstack/react-router';
import { PayoutOnboardingPage } from '../../../features/earnings/payout-onboarding-page';

export const Route = createFileRoute('/_auth/dashboard/payout-onboarding')({
  validateSearch: (search: Record<string, unknown>): { account?: string } =>
    typeof search.account === 'string' ? { account: search.account } : {},
  component: PayoutOnboardingRoute,
});

function PayoutOnboardingRoute() {
  return <PayoutOnboardingPage account={Route.useSearch().account} />;
}
