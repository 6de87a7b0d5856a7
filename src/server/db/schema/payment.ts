import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './calendar';
import { timestamps } from './user';

/** One payment intent per booking, reused on every retry (Stripe's or the simulated provider's). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'simulated'] }).notNull(),
    intentId: text('intent_id').notNull(),
    clientSecret: text('client_secret').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['requires_payment', 'succeeded', 'failed', 'refunded'] })
      .notNull()
      .default('requires_payment'),
    failureMessage: text('failure_message'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('payments_booking_unique').on(table.bookingId),
    uniqueIndex('payments_intent_unique').on(table.intentId),
    check('payments_status_check', sql`${table.status} in ('requires_payment', 'succeeded', 'failed', 'refunded')`),
  ],
);

/** Stripe delivers webhooks at least once; an event id is acted on only the first time it arrives. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
