import { cachedFormatter } from '../../lib/intl-formatters';

/** "Thu 26 Nov, 10:00" in the viewer's zone and language. */
export function formatNextFree(iso: string, locale: string, timeZone: string): string {
  const format = cachedFormatter(
    `next-free ${locale} ${timeZone}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone,
      }),
  );
  const parts = format.formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('weekday').replace(/\.$/, '')} ${part('day')} ${part('month').replace(/\.$/, '')}, ${part('hour')}:${part('minute')}`;
}

/** Whether a free time lies within the next seven days: the "Available this week" strip. */
export function isWithinWeek(iso: string | null, now = Date.now()): boolean {
  return iso !== null && Date.parse(iso) - now < 7 * 24 * 3_600_000;
}
