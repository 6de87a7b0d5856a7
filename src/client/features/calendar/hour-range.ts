// The global Temporal: native, or the polyfill that ensureTemporal installs before the calendar module loads.
import { SLOT_MINUTES } from '../../../shared/domain/calendar';
import type { SlotSelection } from './slot-time';

/** A mentor offers at most this many hours at once (a working day), by drag or by the panel's count. */
export const MAX_HOURS_AT_ONCE = 12;

/**
 * The whole hours a drag from `anchor` to `current` passes over, on the anchor's day: 10:40 → 12:10 is
 * 10:00–13:00. Both ends belong to the range, so a drag within one hour is one hour (a click).
 */
export function hourRange(anchor: Temporal.ZonedDateTime, current: Temporal.ZonedDateTime): SlotSelection {
  const dayStart = anchor.startOfDay();
  const lastMinute = dayStart.add({ days: 1 }).subtract({ minutes: 1 });
  const clamped =
    Temporal.ZonedDateTime.compare(current, dayStart) < 0
      ? dayStart
      : Temporal.ZonedDateTime.compare(current, lastMinute) > 0
        ? lastMinute
        : current;
  const [first, last] = Temporal.ZonedDateTime.compare(anchor, clamped) <= 0 ? [anchor, clamped] : [clamped, anchor];
  const start = first.round({ smallestUnit: 'hour', roundingMode: 'floor' });
  const end = last.round({ smallestUnit: 'hour', roundingMode: 'floor' }).add({ minutes: SLOT_MINUTES });
  return { start, end };
}

/** How many one-hour slots a selection holds. */
export function hoursIn({ start, end }: SlotSelection): number {
  return Math.max(1, Math.round(start.until(end).total({ unit: 'minutes' }) / SLOT_MINUTES));
}

/** The selection with `hours` one-hour slots from the same start. */
export function withHours(selection: SlotSelection, hours: number): SlotSelection {
  return { start: selection.start, end: selection.start.add({ minutes: hours * SLOT_MINUTES }) };
}

export type SkipReason = 'past' | 'overlap';

export interface HourlyPlan {
  slots: SlotSelection[];
  skipped: Array<{ start: Temporal.ZonedDateTime; reason: SkipReason }>;
}

/**
 * The selection cut into one-hour slots; hours already past or overlapping a slot the mentor has are
 * left out and named (the server would refuse them too, as a 400 or 409).
 */
export function planHourlySlots(
  selection: SlotSelection,
  existing: ReadonlyArray<{ start: string; end: string }>,
  now: Temporal.Instant,
): HourlyPlan {
  const taken = existing.map((slot) => [Date.parse(slot.start), Date.parse(slot.end)] as const);
  const plan: HourlyPlan = { slots: [], skipped: [] };
  for (let hour = 0; hour < hoursIn(selection); hour++) {
    const start = selection.start.add({ minutes: hour * SLOT_MINUTES });
    const end = start.add({ minutes: SLOT_MINUTES });
    const [from, to] = [start.epochMilliseconds, end.epochMilliseconds];
    if (from <= now.epochMilliseconds) plan.skipped.push({ start, reason: 'past' });
    else if (taken.some(([takenFrom, takenTo]) => from < takenTo && takenFrom < to)) plan.skipped.push({ start, reason: 'overlap' });
    else plan.slots.push({ start, end });
  }
  return plan;
}
