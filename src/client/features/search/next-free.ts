import { formatDayTime } from '../../lib/date-format';

/** "Thu 26 Nov, 10:00" in the viewer's zone and language: the day-and-time format of every page. */
export function formatNextFree(iso: string, locale: string, timeZone: string): string {
  return formatDayTime(iso, locale, timeZone);
}

/** Whether a free time lies within the next seven days: the "Available this week" strip. */
export function isWithinWeek(iso: string | null, now = Date.now()): boolean {
  return iso !== null && Date.parse(iso) - now < 7 * 24 * 3_600_000;
}
