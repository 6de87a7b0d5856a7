import type { Session } from '../../../shared/contracts/session';
import { cachedFormatter } from '../../lib/intl-formatters';

/** The calendar day of `instant` in `timeZone`, as YYYY-MM-DD. */
function dayIn(instant: number, timeZone: string): string {
  return cachedFormatter(
    `day-key ${timeZone}`,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).format(instant);
}

/**
 * The sessions still ahead today in the person's time zone (started ones count until they end): what
 * the app icon's badge shows.
 */
export function todaysSessionCount(sessions: Pick<Session, 'start' | 'end'>[], now: number, timeZone: string): number {
  const today = dayIn(now, timeZone);
  return sessions.filter((session) => Date.parse(session.end) > now && dayIn(Date.parse(session.start), timeZone) === today)
    .length;
}
