// The global Temporal: native, or the polyfill that ensureTemporal installs before the calendar module loads.
import { SLOT_MINUTES } from '../../../shared/domain/calendar';
import { formatDateTime } from '../../lib/date-format';

/** docs/product.md (Constants): the week and day grids step in 30 minutes; a click snaps down to that step. */
export const GRID_STEP_MINUTES = 30;
/** docs/product.md (Domain rules): a selection that starts at midnight (a whole-day click) becomes 12:00–13:00. */
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

/**
 * The side panel's date and time ("Mon, 23 Nov 2026, 14:00"), in the app's one date-time format
 * rather than the spec's 'MMMM Do YYYY, h:mm a' (a deliberate departure: one format everywhere).
 */
export function formatSlotTime(time: Temporal.ZonedDateTime, locale: string): string {
  return formatDateTime(time.epochMilliseconds, locale, time.timeZoneId);
}

/** The instant of a slot in the viewer's zone. */
export function zonedFromIso(iso: string, timeZone: string): Temporal.ZonedDateTime {
  return Temporal.Instant.from(iso).toZonedDateTimeISO(timeZone);
}

export function toIso(time: Temporal.ZonedDateTime): string {
  return time.toInstant().toString();
}
