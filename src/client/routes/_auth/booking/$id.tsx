import { createFileRoute } from '@tanstack/react-router';
import { BookingPage } from '../../../features/payment/booking-page';

export const Route = createFileRoute('/_auth/booking/$id')({ component: BookingRoute });

function BookingRoute() {
  const { id } = Route.useParams();
  return <BookingPage key={id} bookingId={id} />;
}
