// The global Temporal: native, or the polyfill that ensureTemporal installs before the calendar module loads.
import { SLOT_MINUTES } from '../../../shared/domain/calendar';

/** Spec section 9: the week and day grids step in 30 minutes; a click snaps down to that step. */
export const GRID_STEP_MINUTES = 30;
/** Spec section 5: a selection that starts at midnight (a whole-day click) becomes 12:00–13:00. */
const MIDNIGHT_DEFAULT_HOUR = 12;

export interface SlotSelection {
  start: Temporal.ZonedDateTime;
  end: Temporal.ZonedDateTime;
}

/** A mentor's click becomes one slot: snapped to the grid step, midnight moved to noon, one hour long. */
export function selectionFrom(clicked: Temporal.ZonedDateTime): SlotSelection {
  let start = clicked.round({ smallestUnit: 'minute', roundingMode: 'floor' });
  start = start.with({ minute: start.minute - (start.minute % GRID_STEP_MINUTES), second: 0, millisecond: 0 });
  if (start.hour === 0 && start.minute === 0) start = start.with({ hour: MIDNIGHT_DEFAULT_HOUR });
  return { start, end: start.add({ minutes: SLOT_MINUTES }) };
}

/** A date clicked in the month grid: the day's midnight, which becomes 12:00–13:00. */
export function selectionFromDate(date: Temporal.PlainDate, timeZone: string): SlotSelection {
  return selectionFrom(date.toZonedDateTime({ timeZone }));
}

const englishOrdinal = new Intl.PluralRules('en', { type: 'ordinal' });
const ordinalSuffix: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

/**
 * The side panel's date format, spec 'MMMM Do YYYY, h:mm a' ("November 23rd 2026, 2:00 pm"); German
 * writes the same facts its own way ("23. November 2026, 14:00").
 */
export function formatSlotTime(time: Temporal.ZonedDateTime, locale: string): string {
  const instant = time.epochMilliseconds;
  const timeZone = time.timeZoneId;
  if (locale.startsWith('de')) {
    const date = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(instant);
    const clock = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', timeZone }).format(instant);
    return `${date}, ${clock}`;
  }
  const month = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone }).format(instant);
  const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone })
    .format(instant)
    .replace(/\s*(AM|PM)$/i, (_, period: string) => ` ${period.toLowerCase()}`);
  const day = time.day;
  return `${month} ${day}${ordinalSuffix[englishOrdinal.select(day)] ?? 'th'} ${time.year}, ${clock}`;
}

/** The instant of a slot in the viewer's zone. */
export function zonedFromIso(iso: string, timeZone: string): Temporal.ZonedDateTime {
  return Temporal.Instant.from(iso).toZonedDateTimeISO(timeZone);
}

export function toIso(time: Temporal.ZonedDateTime): string {
  return time.toInstant().toString();
}
