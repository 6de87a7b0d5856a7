import { createFileRoute } from '@tanstack/react-router';
import { SchedulePage } from '../../features/calendar/schedule-page';
import { validateScheduleParams } from '../../features/calendar/schedule-params';

export const Route = createFileRoute('/_auth/schedule')({ validateSearch: validateScheduleParams, component: Schedule });

function Schedule() {
  return <SchedulePage search={Route.useSearch()} />;
}
