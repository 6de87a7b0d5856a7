import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './user';

/** One weekly range as stored: ISO weekday (Mon = 1) and whole local hours, end exclusive. */
export interface StoredWeeklyRange {
  weekday: number;
  start: string;
  end: string;
}

/**
 * A mentor's weekly hours (docs/product.md): the pattern the server turns into one-hour slots in
 * the mentor's zone up to `weeks_ahead`; the daily job keeps that horizon filled. One row per mentor.
 */
export const weeklyHours = pgTable(
  'weekly_hours',
  {
    mentorId: uuid('mentor_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    timeZone: text('time_zone').notNull(),
    weeksAhead: integer('weeks_ahead').notNull(),
    ranges: jsonb('ranges').$type<StoredWeeklyRange[]>().notNull(),
    /**
     * The first local date (in `time_zone`) not yet turned into slots. The daily job only fills from here,
     * so a slot the mentor deleted by hand is not made again, and a second instance finds nothing left.
     */
    filledUntil: date('filled_until', { mode: 'string' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('weekly_hours_weeks_ahead_check', sql`${table.weeksAhead} between 1 and 26`)],
);
