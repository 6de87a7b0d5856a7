import { createFileRoute } from '@tanstack/react-router';
import { paymentConfigQueryOptions } from '../../../features/payment/api';
import { packsQueryOptions, subscriptionQueryOptions } from '../../../features/payment/packs-api';
import { PurchaseError } from '../../../features/payment/purchase-error';
import { PurchasePage } from '../../../features/payment/purchase-page';

/** A pricing plan's checkout; a visitor logs in or signs up in place and comes back to it. */
export const Route = createFileRoute('/_auth/dashboard/purchase/$packId')({
  loader: ({ context: { user, queryClient }, params: { packId } }) =>
    user &&
    Promise.all([
      queryClient.ensureQueryData(packsQueryOptions()),
      queryClient.ensureQueryData(paymentConfigQueryOptions()),
      // The monthly plan says at once when it is already running.
      user.role === 'mentee' && packId === 'monthly-18' ? queryClient.ensureQueryData(subscriptionQueryOptions()) : null,
    ]),
  component: PurchaseRoute,
  errorComponent: PurchaseError,
});

function PurchaseRoute() {
  const { packId } = Route.useParams();
  return <PurchasePage key={packId} packId={packId} />;
}
