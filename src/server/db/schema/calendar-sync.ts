import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './calendar';
import { users } from './user';

/**
 * A mentor's booking rules: how far ahead a slot must start to be offered, and how much time stays free
 * around each live booking. No row means no notice and no buffer. The rules are applied where slots are
 * offered and booked through the SQL function `slot_hidden_reason` and the buffer trigger (src/server/db/functions).
 */
export const bookingRules = pgTable(
  'booking_rules',
  {
    mentorId: uuid('mentor_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    minNoticeHours: integer('min_notice_hours').notNull().default(0),
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('booking_rules_notice_check', sql`${table.minNoticeHours} between 0 and 168`),
    check('booking_rules_buffer_check', sql`${table.bufferMinutes} in (0, 15, 30, 60)`),
  ],
);

/** Each participant's own notes on a session; nobody else ever reads them. */
export const sessionNotes = pgTable(
  'session_notes',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.bookingId, table.authorId] })],
);

/** A mentor's external calendar (a secret iCal address) whose events make their slots unavailable. */
export const busySources = pgTable(
  'busy_sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    etag: text('etag'),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
    /** A short code of the last failure (busy-fetch.ts), null after a successful fetch. */
    lastError: text('last_error'),
    busyCount: integer('busy_count').notNull().default(0),
    /** When the intervals were last expanded from a full answer; a day later the fetch skips If-None-Match. */
    expandedAt: timestamp('expanded_at', { withTimezone: true }),
    /** When the refresh job should fetch it next; claimed rows move it forward before fetching. */
    nextFetchAt: timestamp('next_fetch_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('busy_sources_mentor_url_idx').on(table.mentorId, table.url),
    index('busy_sources_next_fetch_idx').on(table.nextFetchAt),
  ],
);

/** The busy times of a source, expanded from its events, for the weeks ahead the refresh keeps. */
export const busyIntervals = pgTable(
  'busy_intervals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => busySources.id, { onDelete: 'cascade' }),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('busy_intervals_mentor_start_idx').on(table.mentorId, table.startAt),
    index('busy_intervals_source_idx').on(table.sourceId),
  ],
);

/**
 * A user's private calendar feed: only the SHA-256 of its secret is kept, so a database leak does not
 * leak the addresses calendars subscribe with. One per user; making a new one replaces (rotates) it.
 */
export const calendarFeedTokens = pgTable('calendar_feed_tokens', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique('calendar_feed_tokens_hash_idx'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
