import { createFileRoute } from '@tanstack/react-router';
import { SchedulePage } from '../../../features/calendar/schedule-page';
import { validateScheduleSearch } from '../../../features/calendar/schedule-search';

export const Route = createFileRoute('/_auth/dashboard/schedule')({ validateSearch: validateScheduleSearch, component: SchedulePage });
