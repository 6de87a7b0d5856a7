import { useAuthUser } from './current-user';

/** The zone the browser runs in, e.g. "Europe/Berlin". */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The zone every date is shown in: the profile's `timeZone`, else the browser's (DESIGN.md section 8). */
export function useViewerTimeZone(): string {
  const { user } = useAuthUser();
  return user?.timeZone ?? browserTimeZone();
}
