import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One counter per slice of data a cached read answers from (`mentors`, `calendar:<mentor uuid>`,
 * `sessions:<user id>`). Triggers (src/server/db/functions/20-read-versions.sql) bump it in the same transaction as every write
 * to the tables behind it, so whichever instance or code path writes, a reader that sees the commit
 * also sees the new version. Rows are never deleted: a version must never repeat.
 */
export const readVersions = pgTable('read_versions', {
  scope: text('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
