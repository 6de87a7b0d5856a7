import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userSkills } from './skills';
import { users } from './user';

/**
 * One-hour availability slots. Overlap between one mentor's slots is refused by an exclusion
 * constraint added in the migration SQL (drizzle cannot express it).
 */
export const slots = pgTable(
  'slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    title: text('title').notNull(),
    /** Made from the mentor's weekly hours (stopping them removes such slots while free). */
    fromWeeklyHours: boolean('from_weekly_hours').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('slots_mentor_start_idx').on(table.mentorId, table.startAt),
    check('slots_one_hour_check', sql`${table.endAt} = ${table.startAt} + interval '1 hour'`),
  ],
);

export const bookingStatuses = ['pending', 'confirmed', 'cancelled', 'expired'] as const;

/**
 * A mentee's hold on, and later session in, a slot. At most one live (pending or confirmed)
 * booking per slot is guaranteed by a partial unique index, so concurrent bookings have one winner.
 * Participants are nulled, not cascaded, when an account is deleted, so the other side keeps its history.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slotId: uuid('slot_id').references(() => slots.id, { onDelete: 'set null' }),
    mentorId: uuid('mentor_id').references(() => users.id, { onDelete: 'set null' }),
    menteeId: uuid('mentee_id').references(() => users.id, { onDelete: 'set null' }),
    userSkillId: uuid('user_skill_id').references(() => userSkills.id, { onDelete: 'set null' }),
    /** Copied at booking time so history survives later catalogue edits. */
    skillTitle: text('skill_title').notNull(),
    skillDescription: text('skill_description'),
    title: text('title').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: bookingStatuses }).notNull().default('pending'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull(),
    paidWith: text('paid_with', { enum: ['card', 'free_token', 'pack_credit'] }),
    jitsiLink: text('jitsi_link'),
    googleMeetLink: text('google_meet_link'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by', { enum: ['mentor', 'mentee', 'system'] }),
    /** What the mentee would like to discuss (optional, editable by them until the start). */
    agenda: text('agenda'),
    /** The invite's SEQUENCE of the latest change: each reschedule raises it, so calendars take the new time. */
    icsSequence: integer('ics_sequence').notNull().default(0),
    /** Why the session was last moved (a mentor must say why). */
    rescheduleReason: text('reschedule_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bookings_one_live_per_slot')
      .on(table.slotId)
      .where(sql`${table.status} in ('pending', 'confirmed')`),
    index('bookings_mentee_start_idx').on(table.menteeId, table.startAt),
    index('bookings_mentor_start_idx').on(table.mentorId, table.startAt),
    index('bookings_status_start_idx').on(table.status, table.startAt),
    check('bookings_status_check', sql`${table.status} in ('pending', 'confirmed', 'cancelled', 'expired')`),
  ],
);
