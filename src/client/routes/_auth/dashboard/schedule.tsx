import { createFileRoute } from '@tanstack/react-router';
import { SchedulePage } from '../../../features/calendar/schedule-page';

export const Route = createFileRoute('/_auth/dashboard/schedule')({ component: SchedulePage });
