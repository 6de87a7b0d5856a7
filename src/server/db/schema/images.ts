import { customType, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './user';

/** pg hands bytea over as a Buffer, PGlite as a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Profile images, decoded and re-encoded once at upload (images/image-processing.ts) in the two sizes the
 * UI shows. A new upload is a new row, so `/app/images/{id}` never changes and may be cached for good.
 */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    small: bytea('small').notNull(),
    large: bytea('large').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('images_user_idx').on(table.userId)],
);
