import { createFileRoute, notFound } from '@tanstack/react-router';
import { bookingDetailsQueryOptions, paymentConfigQueryOptions } from '../../../features/payment/api';
import { BookingNotFound, BookingPage } from '../../../features/payment/booking-page';
import { ApiError } from '../../../lib/api-error';

export const Route = createFileRoute('/_auth/booking/$id')({
  loader: ({ context: { user, queryClient }, params: { id } }) =>
    user &&
    Promise.all([
      // An unknown booking, or someone else's, is an answer to show, not a failure of the page.
      queryClient.ensureQueryData(bookingDetailsQueryOptions(id)).catch((error: unknown) => {
        throw error instanceof ApiError && error.status >= 400 && error.status < 500 ? notFound() : error;
      }),
      queryClient.ensureQueryData(paymentConfigQueryOptions()),
    ]),
  component: BookingRoute,
  notFoundComponent: BookingNotFound,
});

function BookingRoute() {
  const { id } = Route.useParams();
  return <BookingPage key={id} bookingId={id} />;
}
