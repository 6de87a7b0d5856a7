import { z } from 'zod/mini';
import { DEFAULT_WEEKS_AHEAD, MAX_WEEKLY_RANGES, MAX_WEEKS_AHEAD, MIN_WEEKS_AHEAD } from '../domain/weekly-hours';
import { timeZoneSchema } from './user';

const HOUR = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const isTime = (value: unknown): value is string => typeof value === 'string' && HOUR.test(value);

/**
 * One range of local time on a weekday. Ranges are whole hours (decision 053): slots are one hour long
 * and start on the hour, so 18:30 could only be rounded, and rounding would hide what the mentor meant.
 * `end` is exclusive and may be 24:00 (till midnight).
 */
export const weeklyRangeSchema = z
  .object({
    weekday: z
      .number({ error: 'Weekday must be a whole number from 1 (Monday) to 7 (Sunday)' })
      .check(
        z.int({ error: 'Weekday must be a whole number from 1 (Monday) to 7 (Sunday)' }),
        z.minimum(1, 'Weekday must be a whole number from 1 (Monday) to 7 (Sunday)'),
        z.maximum(7, 'Weekday must be a whole number from 1 (Monday) to 7 (Sunday)'),
      ),
    start: z.string({ error: 'Enter a time as HH:MM' }).check(z.regex(HOUR, 'Enter a time as HH:MM')),
    end: z.string({ error: 'Enter a time as HH:MM' }).check(z.regex(HOUR, 'Enter a time as HH:MM')),
  })
  .check(
    z.refine((range) => !isTime(range.start) || range.start.endsWith(':00'), {
      path: ['start'],
      message: 'Weekly hours start and end on the full hour',
    }),
    z.refine((range) => !isTime(range.end) || range.end.endsWith(':00'), {
      path: ['end'],
      message: 'Weekly hours start and end on the full hour',
    }),
    z.refine((range) => !isTime(range.start) || !isTime(range.end) || minutesOf(range.end) > minutesOf(range.start), {
      path: ['end'],
      message: 'End must be after start',
    }),
  );
export type WeeklyRange = z.output<typeof weeklyRangeSchema>;

const overlapping = (ranges: WeeklyRange[]) =>
  ranges.some((a, i) =>
    ranges.some(
      (b, j) =>
        i < j && a.weekday === b.weekday && minutesOf(a.start) < minutesOf(b.end) && minutesOf(b.start) < minutesOf(a.end),
    ),
  );

/** `PUT /app/calendar/weekly-hours` (`?preview=true` answers without writing). */
export const weeklyHoursRequestSchema = z
  .object({
    timeZone: timeZoneSchema,
    weeksAhead: z._default(
      z
        .number({ error: 'Weeks ahead must be a whole number from 1 to 26' })
        .check(
          z.int({ error: 'Weeks ahead must be a whole number from 1 to 26' }),
          z.minimum(MIN_WEEKS_AHEAD, 'Weeks ahead must be a whole number from 1 to 26'),
          z.maximum(MAX_WEEKS_AHEAD, 'Weeks ahead must be a whole number from 1 to 26'),
        ),
      DEFAULT_WEEKS_AHEAD,
    ),
    ranges: z.array(weeklyRangeSchema).check(z.maxLength(MAX_WEEKLY_RANGES, 'Too many ranges')),
  })
  .check(
    z.refine((body) => !Array.isArray(body.ranges) || !overlapping(body.ranges), {
      path: ['ranges'],
      message: 'Ranges of one day must not overlap',
    }),
  );
export type WeeklyHoursRequest = z.input<typeof weeklyHoursRequestSchema>;

export const weeklyHoursQuerySchema = z.object({
  preview: z.optional(z.enum(['true', 'false'], { error: 'preview must be true or false' })),
});

// ---- Answers ----

export const weeklyHoursSchema = z.object({
  timeZone: z.string(),
  weeksAhead: z.number(),
  ranges: z.array(z.object({ weekday: z.number(), start: z.string(), end: z.string() })),
});
/** `GET`: the pattern, or null when the mentor has none. */
export const weeklyHoursAnswerSchema = z.nullable(weeklyHoursSchema);
export type WeeklyHours = z.output<typeof weeklyHoursSchema>;
export type WeeklyHoursAnswer = z.output<typeof weeklyHoursAnswerSchema>;

/** `notice`: sooner than the mentor's minimum notice, so it could never be booked. */
export const skipReasons = ['overlap', 'past', 'notice'] as const;
export type SkipReason = (typeof skipReasons)[number];

/**
 * `PUT`: what was (or, with preview, would be) added; `slots` lists the added starts, `removed` counts
 * future free slots of the previous pattern that the new one no longer asks for.
 */
export const weeklyHoursResultSchema = z.object({
  added: z.number(),
  removed: z.number(),
  slots: z.array(z.string()),
  skipped: z.array(z.object({ start: z.string(), reason: z.enum(skipReasons) })),
  preview: z.boolean(),
  message: z.string(),
});
export type WeeklyHoursResult = z.output<typeof weeklyHoursResultSchema>;

/** `DELETE`: the pattern is gone and `removed` future free slots with it. */
export const stopWeeklyHoursResultSchema = z.object({ removed: z.number(), message: z.string() });
export type StopWeeklyHoursResult = z.output<typeof stopWeeklyHoursResultSchema>;
