import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bookings } from './calendar';
import { users } from './user';

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/**
 * A reminder is claimed by inserting its row (ON CONFLICT DO NOTHING) before it is sent, so with
 * several server instances on one database each reminder goes out exactly once.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offsetMinutes: integer('offset_minutes').notNull(),
    channel: text('channel', { enum: ['push', 'mail'] }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.userId, table.offsetMinutes, table.channel] }),
    check('reminder_deliveries_channel_check', sql`${table.channel} in ('push', 'mail')`),
  ],
);
