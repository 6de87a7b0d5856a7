import { useNavigate } from '@tanstack/react-router';
import { useViewerTimeZone } from '../user/time-zone';

/**
 * The zone the schedule shows (the URL's `tz`, else the account's) and the way to look at another one.
 * It changes the view only; the account's zone (every other page, mails) changes in Settings alone. In
 * the URL, so the view survives a reload and a shared link, and the Back button undoes it.
 */
export function useScheduleTimeZone(tz: string | undefined) {
  const accountZone = useViewerTimeZone();
  const navigate = useNavigate();
  const view = (zone: string) =>
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, tz: zone === accountZone ? undefined : zone }),
      replace: true,
    });
  return { timeZone: tz ?? accountZone, accountZone, view };
}
