import { createFileRoute } from '@tanstack/react-router';
import { bookingDetailsQueryOptions, paymentConfigQueryOptions } from '../../../features/payment/api';
import { BookingNotFound, BookingPage } from '../../../features/payment/booking-page';

export const Route = createFileRoute('/_auth/booking/$id')({
  loader: ({ context: { user, queryClient }, params: { id } }) =>
    user &&
    Promise.all([
      queryClient.ensureQueryData(bookingDetailsQueryOptions(id)),
      queryClient.ensureQueryData(paymentConfigQueryOptions()),
    ]),
  component: BookingRoute,
  errorComponent: BookingNotFound,
});

function BookingRoute() {
  const { id } = Route.useParams();
  return <BookingPage key={id} bookingId={id} />;
}
