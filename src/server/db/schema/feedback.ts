import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
