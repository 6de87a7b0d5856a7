import { createFileRoute } from '@tanstack/react-router';
import { BookingPage } from '../../../features/calendar/booking-page';

export const Route = createFileRoute('/_auth/booking/$id')({ component: BookingPage });
