import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './calendar';
import { users } from './user';

export const noticeKinds = ['confirmed', 'cancelled', 'rescheduled'] as const;
export const noticeChannels = ['mail', 'push'] as const;

/**
 * The booking-notice outbox (docs/product.md). Rows are written in the transaction that changes the
 * booking, so a notice exists exactly when its change committed. The scheduler leases due rows
 * (`lease_until`), sends, and sets `sent_at`; a lease that runs out (the instance died mid-send) makes
 * the row due again. See docs/decisions/054-booking-notice-outbox.md.
 */
export const bookingNotices = pgTable(
  'booking_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: noticeKinds }).notNull(),
    channel: text('channel', { enum: noticeChannels }).notNull(),
    /** The invite's SEQUENCE: the booking's at the change (0 for the request), one more for its cancellation. */
    sequence: integer('sequence').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** While in the future, one instance is sending this notice; after it, anyone may take it again. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Why nothing went out although the row is done (setting off, no subscription, gave up). */
    outcome: text('outcome'),
  },
  (table) => [
    uniqueIndex('booking_notices_once_per_sequence').on(table.bookingId, table.recipientId, table.kind, table.channel, table.sequence),
    index('booking_notices_due_idx')
      .on(table.createdAt)
      .where(sql`${table.sentAt} is null`),
    check('booking_notices_kind_check', sql`${table.kind} in ('confirmed', 'cancelled', 'rescheduled')`),
    check('booking_notices_channel_check', sql`${table.channel} in ('mail', 'push')`),
  ],
);
