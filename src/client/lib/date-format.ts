import { cachedFormatter } from './intl-formatters';

/**
 * Every date and time the app shows, in one set of formats: Intl, the viewer's time zone (the caller
 * passes it: the profile's, else the browser's) and the app's language. German always reads a 24-hour
 * clock; English follows the browser (an en-US browser reads "2:00 PM", en-GB "14:00"), and so does the
 * order of day and month. Schedule-X's labels take the same locale (scheduleXLocale). `locale` is the
 * app's language ("en", "de"); a missing zone means the browser's.
 *
 *   time        14:00 · 2:00 PM                 day        Thu 26 Nov · Thu, Nov 26 · Do., 26. Nov.
 *   time range  14:00–15:00 · 2:00 – 3:00 PM    day time   Thu 26 Nov, 14:00
 *   date        26 Nov 2026 · Nov 26, 2026      date time  Thu, 26 Nov 2026, 14:00
 *   full date   Thursday, 26 November 2026      month      November 2026
 */

type HourCycle = 'h12' | 'h23';
interface ViewerStyle {
  /** The BCP 47 tag the formatters use, e.g. "en-GB", "en-US", "de-DE". */
  tag: string;
  hourCycle: HourCycle;
}

/** The browser's own preference, as its default locale formats an hour. */
function browserHourCycle(): HourCycle {
  const cycle = new Intl.DateTimeFormat(undefined, { hour: 'numeric' }).resolvedOptions().hourCycle;
  return cycle === 'h11' || cycle === 'h12' ? 'h12' : 'h23';
}

let reportedLanguages: readonly string[] | null = null;

function browserLanguages(): readonly string[] {
  if (reportedLanguages) return reportedLanguages;
  return typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
}

/**
 * The browser's languages as it told the server (Accept-Language), for the server's render of a page
 * (prerender.tsx): English dates then come in the browser's own English, as the browser will show them.
 * Null: the browser's own again (tests).
 */
export function takeBrowserLanguages(languages: readonly string[] | null): void {
  reportedLanguages = languages;
  styles.clear();
}

const styles = new Map<string, ViewerStyle>();

/**
 * German: de-DE with 24 hours. English: the browser's own English (en-US, en-GB, en-AU…) with its hour
 * cycle; a browser in another language gets British English on a 24-hour clock, or American English
 * when its clock has 12 hours.
 */
export function viewerStyle(locale: string): ViewerStyle {
  let style = styles.get(locale);
  if (!style) {
    if (locale.startsWith('de')) style = { tag: 'de-DE', hourCycle: 'h23' };
    else {
      const english = browserLanguages().find((language) => /^en(-|$)/i.test(language));
      const tag = english && english.includes('-') ? english : browserHourCycle() === 'h12' ? 'en-US' : 'en-GB';
      const cycle = new Intl.DateTimeFormat(tag, { hour: 'numeric' }).resolvedOptions().hourCycle;
      style = { tag, hourCycle: cycle === 'h11' || cycle === 'h12' ? 'h12' : 'h23' };
    }
    styles.set(locale, style);
  }
  return style;
}

/** Forgets the resolved styles (tests change the browser's languages). */
export function resetViewerStyles(): void {
  styles.clear();
}

type Instant = string | number | Date;
const toDate = (instant: Instant) => (instant instanceof Date ? instant : new Date(instant));

const DAY = { weekday: 'short', day: 'numeric', month: 'short' } as const;
const DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/**
 * Newer ICU puts thin and narrow no-break spaces into times and ranges ("5:00\u2009–\u20096:00\u202fPM");
 * Chromium and Firefox print plain spaces there, and so does the app everywhere: the server's render of
 * a page (Node's ICU, decision 118) must read exactly as the browser's.
 */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

function formatter(kind: string, locale: string, timeZone: string | undefined, options: Intl.DateTimeFormatOptions) {
  const { tag, hourCycle } = viewerStyle(locale);
  const clock = 'hour' in options ? { hour: hourCycle === 'h12' ? 'numeric' : '2-digit', hourCycle } : {};
  const intl = cachedFormatter(
    `date-format ${kind} ${tag} ${hourCycle} ${timeZone ?? ''}`,
    () => new Intl.DateTimeFormat(tag, { ...options, ...clock, timeZone } as Intl.DateTimeFormatOptions),
  );
  return {
    format: (date: Date | number) => plainSpaces(intl.format(date)),
    formatRange: (start: Date | number, end: Date | number) => plainSpaces(intl.formatRange(start, end)),
  };
}

/** "14:00" / "2:00 PM" */
export const formatTime = (instant: Instant, locale: string, timeZone?: string) =>
  formatter('time', locale, timeZone, { hour: '2-digit', minute: '2-digit' }).format(toDate(instant));

/** "14:00–15:00" / "2:00 – 3:00 PM" / "14:00–15:00 Uhr" */
export const formatTimeRange = (start: Instant, end: Instant, locale: string, timeZone?: string) =>
  formatter('time', locale, timeZone, { hour: '2-digit', minute: '2-digit' }).formatRange(toDate(start), toDate(end));

/** "Thu 26 Nov" / "Thu, Nov 26" / "Do., 26. Nov." */
export const formatDay = (instant: Instant, locale: string, timeZone?: string) =>
  formatter('day', locale, timeZone, DAY).format(toDate(instant));

/** "Thu 26 Nov, 14:00" / "Thu, Nov 26, 2:00 PM" */
export const formatDayTime = (instant: Instant, locale: string, timeZone?: string) =>
  formatter('day-time', locale, timeZone, { ...DAY, hour: '2-digit', minute: '2-digit' }).format(toDate(instant));

/** "26 Nov 2026" / "Nov 26, 2026" / "26. Nov. 2026" */
export const formatDate = (instant: Instant, locale: string, timeZone?: string) =>
  formatter('date', locale, timeZone, DATE).format(toDate(instant));

/** "Thu, 26 Nov 2026, 14:00" / "Thu, Nov 26, 2026, 2:00 PM" */
export const formatDateTime = (instant: Instant, locale: string, timeZone?: string) =>
  formatter('date-time', locale, timeZone, { weekday: 'short', ...DATE, hour: '2-digit', minute: '2-digit' }).format(
    toDate(instant),
  );

/** A calendar date (no instant, no zone), for headings: "Thursday, 26 November 2026". */
export function formatFullDate(date: { year: number; month: number; day: number }, locale: string): string {
  return formatter('full-date', locale, 'UTC', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    utcNoon(date),
  );
}

/** "November 2026" */
export function formatMonth(date: { year: number; month: number; day: number }, locale: string): string {
  return formatter('month', locale, 'UTC', { month: 'long', year: 'numeric' }).format(utcNoon(date));
}

/** "23–29 Nov 2026" / "Nov 23 – 29, 2026" */
export function formatDateRange(
  first: { year: number; month: number; day: number },
  last: { year: number; month: number; day: number },
  locale: string,
): string {
  return formatter('date', locale, 'UTC', DATE).formatRange(utcNoon(first), utcNoon(last));
}

const utcNoon = ({ year, month, day }: { year: number; month: number; day: number }) => Date.UTC(year, month - 1, day, 12);

/** A time of day without a date (weekly hours): "18:00" / "6:00 PM"; the end of a day reads "24:00" / "12:00 AM". */
export function formatClock(hour: number, minute: number, locale: string): string {
  if (hour === 24 && minute === 0 && viewerStyle(locale).hourCycle === 'h23') return '24:00';
  return formatter('time', locale, 'UTC', { hour: '2-digit', minute: '2-digit' }).format(Date.UTC(2026, 0, 5, hour, minute));
}

/** A range of whole hours of a day: "18:00–21:00" / "6:00 – 9:00 PM". */
export function formatClockRange(fromHour: number, toHour: number, locale: string): string {
  if (toHour >= 24) return `${formatClock(fromHour, 0, locale)}–${formatClock(toHour, 0, locale)}`;
  return formatter('time', locale, 'UTC', { hour: '2-digit', minute: '2-digit' }).formatRange(
    Date.UTC(2026, 0, 5, fromHour),
    Date.UTC(2026, 0, 5, toHour),
  );
}

/** A weekday's name, Monday = 1 as in Temporal: "Tue" / "Di" ("short"), "Tuesday" ("long"). */
export function formatWeekday(isoDay: number, locale: string, width: 'short' | 'long' = 'short'): string {
  // 5 January 2026 is a Monday.
  return formatter(`weekday-${width}`, locale, 'UTC', { weekday: width })
    .format(Date.UTC(2026, 0, 4 + isoDay, 12))
    .replace(/\.$/, '');
}

/** The calendar day of an instant in a zone, "2026-11-26": the key a day strip groups slots by. */
export const dayKey = (instant: Instant, timeZone?: string) =>
  cachedFormatter(
    `date-format day-key ${timeZone ?? ''}`,
    () => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }),
  ).format(toDate(instant));

/** "UTC+1", "UTC+5:30", "UTC" for the zone at that instant (offsets move with daylight saving). */
export function zoneOffset(timeZone: string, at: Date = new Date()): string {
  const part = cachedFormatter(
    `date-format offset ${timeZone}`,
    () => new Intl.DateTimeFormat('en-US', { timeZoneName: 'shortOffset', timeZone }),
  )
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

/**
 * Schedule-X takes only the locales it has words for (its "xx-XX" list): German, or the English of
 * the viewer's hour cycle, so its day, time-axis and event labels read like every other date here.
 */
export const scheduleXLocale = (locale: string) =>
  locale.startsWith('de') ? 'de-DE' : viewerStyle(locale).hourCycle === 'h12' ? 'en-US' : 'en-GB';

/** Schedule-X's time axis, in half hours: "14:30" on a 24-hour clock, "2:30 PM" on a 12-hour one. */
export const scheduleXTimeAxis = (locale: string): Intl.DateTimeFormatOptions =>
  viewerStyle(locale).hourCycle === 'h12'
    ? { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }
    : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
