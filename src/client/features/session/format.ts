/**
 * Dates, times and money as the viewer reads them: in their time zone (useViewerTimeZone: the profile's,
 * else the browser's) and the app's chosen locale. Amounts arrive in cents and are shown with the
 * currency's two decimals. A missing zone means the browser's.
 */

import { cachedFormatter } from '../../lib/intl-formatters';

const dateTimeFormat = (kind: string, locale: string, timeZone: string | undefined, options: Intl.DateTimeFormatOptions) =>
  cachedFormatter(`${kind} ${locale} ${timeZone ?? ''}`, () => new Intl.DateTimeFormat(locale, { ...options, timeZone }));

export function formatMoney(cents: number, currency: string, locale: string): string {
  return cachedFormatter(
    `money ${locale} ${currency}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 }),
  ).format(cents / 100);
}

export function formatDateTime(iso: string, locale: string, timeZone?: string): string {
  return dateTimeFormat('date-time', locale, timeZone, { dateStyle: 'full', timeStyle: 'short', hourCycle: 'h23' }).format(
    new Date(iso),
  );
}

export function formatDate(iso: string, locale: string, timeZone?: string): string {
  return dateTimeFormat('date', locale, timeZone, { dateStyle: 'long' }).format(new Date(iso));
}

/** "Thu 26 Nov" / "Do., 26. Nov." */
export function formatShortDay(iso: string | Date, locale: string, timeZone?: string): string {
  // British English puts the day before the month, as the "Thu 26 Nov" does.
  const dayFirst = locale.startsWith('en') ? 'en-GB' : locale;
  return dateTimeFormat('short-day', dayFirst, timeZone, { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(iso));
}

/** "10:00": a 24-hour clock in both languages (the "Book Thu 26 Nov · 10:00–11:00"). */
export function formatTime(iso: string, locale: string, timeZone?: string): string {
  return dateTimeFormat('time', locale, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/** "10:00–11:00", in the viewer's zone. */
export function formatTimeRange(startIso: string, endIso: string, locale: string, timeZone?: string): string {
  return `${formatTime(startIso, locale, timeZone)}–${formatTime(endIso, locale, timeZone)}`;
}

/** The calendar day of an instant in a zone, "2026-11-26": the key a day strip groups slots by. */
export function dayKey(instant: string | Date | number, timeZone?: string): string {
  return dateTimeFormat('day-key', 'en-CA', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(instant),
  );
}

/** "UTC+1", "UTC+5:30", "UTC" for the zone at that instant (offsets move with daylight saving). */
export function zoneOffset(timeZone: string, at: Date = new Date()): string {
  const part = dateTimeFormat('offset', 'en-US', timeZone, { timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((piece) => piece.type === 'timeZoneName');
  return (part?.value ?? 'GMT').replace('GMT', 'UTC');
}

/** "Europe/Berlin, UTC+1": which zone the times on a page are in. */
export const zoneLabel = (timeZone: string, at?: Date) => `${timeZone}, ${zoneOffset(timeZone, at)}`;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** "in 2 days", "in 3 hours", "in 12 minutes" / "in 2 Tagen": how far away an instant is, roughly. */
export function formatRelative(iso: string, now: number, locale: string): string {
  const format = cachedFormatter(`relative ${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  const ms = Date.parse(iso) - now;
  const abs = Math.abs(ms);
  if (abs >= DAY_MS) return format.format(Math.round(ms / DAY_MS), 'day');
  if (abs >= HOUR_MS) return format.format(Math.round(ms / HOUR_MS), 'hour');
  return format.format(Math.round(ms / MINUTE_MS), 'minute');
}
