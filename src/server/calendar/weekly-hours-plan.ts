import { Temporal } from 'temporal-polyfill';
import { SLOT_DURATION_MS } from '../../shared/domain/calendar';
import type { SkipReason, WeeklyRange } from '../../shared/contracts/weekly-hours';

export interface WeeklyPattern {
  timeZone: string;
  weeksAhead: number;
  ranges: WeeklyRange[];
}

/** Local dates as `YYYY-MM-DD` (what Temporal.PlainDate and the `filled_until` column both write). */
export type LocalDate = string;

/** The mentor's local date at `now`. */
export function localDate(now: Date, timeZone: string): LocalDate {
  return Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(timeZone).toPlainDate().toString();
}

/** The first local date past the pattern's horizon: today + weeksAhead weeks. */
export function horizonEnd(pattern: Pick<WeeklyPattern, 'timeZone' | 'weeksAhead'>, now: Date): LocalDate {
  return Temporal.PlainDate.from(localDate(now, pattern.timeZone)).add({ weeks: pattern.weeksAhead }).toString();
}

/** An "HH:MM" (whole hours; "24:00" is the next midnight) on a local date, as an instant. */
function instantAt(date: Temporal.PlainDate, time: string, timeZone: string): number {
  const hour = Number(time.slice(0, 2));
  const day = hour === 24 ? date.add({ days: 1 }) : date;
  // 'compatible': a wall time skipped by a DST change means the moment after the gap (02:00 → 03:00).
  return day.toZonedDateTime({ timeZone, plainTime: { hour: hour % 24 } }).epochMilliseconds;
}

/**
 * The one-hour slot starts the pattern asks for on local dates [from, until), in UTC ms, sorted.
 * A range is the real time between its local start and end that day, cut into hours: on the spring
 * change Europe/Berlin's 01:00–04:00 is two hours (00:00Z, 01:00Z), on the autumn change four
 * (23:00Z, 00:00Z, 01:00Z, 02:00Z) — every slot still starts on a local full hour.
 */
export function patternStarts(pattern: WeeklyPattern, from: LocalDate, until: LocalDate): number[] {
  const starts = new Set<number>();
  const end = Temporal.PlainDate.from(until);
  for (let date = Temporal.PlainDate.from(from); Temporal.PlainDate.compare(date, end) < 0; date = date.add({ days: 1 })) {
    for (const range of pattern.ranges) {
      if (range.weekday !== date.dayOfWeek) continue;
      const rangeEnd = instantAt(date, range.end, pattern.timeZone);
      for (
        let start = instantAt(date, range.start, pattern.timeZone);
        start + SLOT_DURATION_MS <= rangeEnd;
        start += SLOT_DURATION_MS
      ) {
        starts.add(start);
      }
    }
  }
  return [...starts].sort((a, b) => a - b);
}

export interface ExistingSlot {
  startMs: number;
  endMs: number;
}

export interface PlannedSlots {
  add: number[];
  skipped: Array<{ start: number; reason: SkipReason }>;
}

/**
 * Which starts become slots: a start in the past, sooner than the mentor's minimum notice (it could never
 * be booked) or overlapping an existing slot is skipped with why; one that exactly matches an existing
 * slot is already there and is neither added nor reported.
 */
export function planSlots(starts: number[], existing: ExistingSlot[], nowMs: number, noticeMs = 0): PlannedSlots {
  const exact = new Set(existing.map((slot) => slot.startMs));
  const plan: PlannedSlots = { add: [], skipped: [] };
  for (const start of starts) {
    if (exact.has(start)) continue;
    if (start <= nowMs) plan.skipped.push({ start, reason: 'past' });
    else if (start <= nowMs + noticeMs) plan.skipped.push({ start, reason: 'notice' });
    else if (existing.some((slot) => slot.startMs < start + SLOT_DURATION_MS && start < slot.endMs)) {
      plan.skipped.push({ start, reason: 'overlap' });
    } else plan.add.push(start);
  }
  return plan;
}
