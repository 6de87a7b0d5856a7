import { useNavigate, useSearch } from '@tanstack/react-router';
import { canonicalTimeZone } from '../../../shared/domain/time-zone';
import { useViewerTimeZone } from '../user/time-zone';

/**
 * `?tz=America/New_York` on the schedule page: the zone its times are shown in while browsing. It
 * changes the view only; the account's zone (every other page, mails) changes in Settings alone. In
 * the URL, so the view survives a reload and a shared link, and the Back button undoes it.
 */
export interface ScheduleSearch {
  tz?: string | undefined;
}

export function validateScheduleSearch(search: Record<string, unknown>): ScheduleSearch {
  const zone = typeof search.tz === 'string' ? canonicalTimeZone(search.tz) : null;
  return { tz: zone ?? undefined };
}

/** The zone the schedule shows (the URL's, else the account's) and the way to look at another one. */
export function useScheduleTimeZone() {
  const accountZone = useViewerTimeZone();
  const { tz } = useSearch({ from: '/_auth/dashboard/schedule' });
  const navigate = useNavigate({ from: '/dashboard/schedule' });
  const view = (zone: string) =>
    void navigate({ search: (previous) => ({ ...previous, tz: zone === accountZone ? undefined : zone }), replace: true });
  return { timeZone: tz ?? accountZone, accountZone, view };
}
