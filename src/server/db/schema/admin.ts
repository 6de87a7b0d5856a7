import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every admin action on people and reviews (approve, reject, suspend, unsuspend, hide, unhide): who, what,
 * whom, when and why. Public uuids, not foreign keys: the record outlives a deleted account.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    adminUuid: uuid('admin_uuid').notNull(),
    action: text('action').notNull(),
    /** A user's public uuid, or a review's id for hide and unhide. */
    targetUuid: uuid('target_uuid').notNull(),
    reason: text('reason'),
  },
  (table) => [index('admin_audit_at_idx').on(table.at, table.id)],
);
