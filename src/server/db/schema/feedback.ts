import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './calendar';
import { users } from './user';

/** What one side of a session says about it; at most one per side per session. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorRole: text('author_role', { enum: ['mentor', 'mentee'] }).notNull(),
    comment: text('comment'),
    strengths: text('strengths'),
    improvement: text('improvement'),
    publicFeedback: boolean('public_feedback').notNull().default(false),
    rating: integer('rating'),
    additionalComment: text('additional_comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while an admin hides the review: out of every public list and the mentor's rating. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('feedback_one_per_side').on(table.bookingId, table.authorRole),
    index('feedback_public_created_idx')
      .on(table.createdAt)
      .where(sql`${table.publicFeedback}`),
    check('feedback_author_role_check', sql`${table.authorRole} in ('mentor', 'mentee')`),
    check('feedback_rating_check', sql`${table.rating} is null or ${table.rating} between 1 and 5`),
  ],
);

/** A logged-in user's report of a public review; one per user and review (the primary key). */
export const feedbackReports = pgTable(
  'feedback_reports',
  {
    feedbackId: uuid('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.feedbackId, table.reporterId] }), index('feedback_reports_created_idx').on(table.createdAt)],
);
