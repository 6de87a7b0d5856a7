import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { HiddenReason } from '../../shared/domain/calendar-sync';
import { alias } from 'drizzle-orm/pg-core';
import { bookings } from '../db/schema';

const booking = alias(bookings, 'b');

/**
 * A booking that still occupies its slot: confirmed, or pending with time left on its hold. A hold whose
 * time ran out no longer counts, whether or not housekeeping has marked it expired yet. `status in (…)`
 * comes first, so the partial unique index `bookings_one_live_per_slot` serves a lookup by slot. The SQL
 * side states the same rule once, as `booking_is_live` in src/server/db/functions/10-booking-rules.sql
 * (the buffer rule and the search rankings use it); live-booking.test.ts checks the two agree.
 */
export function isLiveBooking(now: Date, row: typeof bookings | typeof booking = bookings): SQL {
  return sql`(${row.status} in ('pending', 'confirmed')
    and (${row.status} = 'confirmed' or ${row.holdExpiresAt} is null or ${row.holdExpiresAt} > ${now.toISOString()}::timestamptz))`;
}

/** Whether a live booking occupies the slot, inside a query over slots. */
export function slotIsTaken(slotId: SQLWrapper, now: Date): SQL {
  return sql`exists (select 1 from ${bookings} ${booking} where ${booking.slotId} = ${slotId} and ${isLiveBooking(now, booking)})`;
}

/**
 * Why a free slot is not offered to mentees (minimum notice, a busy calendar, another session's buffer),
 * or null. The rule itself is the SQL function `slot_hidden_reason` (src/server/db/functions), so the calendar,
 * search, booking and the search rankings' trigger all apply the same one.
 */
export function slotHiddenReason(
  slot: { mentorId: SQLWrapper; id: SQLWrapper; startAt: SQLWrapper; endAt: SQLWrapper },
  now: Date,
  movingBookingId?: string,
): SQL<HiddenReason | null> {
  const except = movingBookingId ? sql`, ${movingBookingId}::uuid` : sql``;
  return sql<HiddenReason | null>`slot_hidden_reason(${slot.mentorId}, ${slot.id}, ${slot.startAt}, ${slot.endAt}, ${now.toISOString()}::timestamptz${except})`;
}

/** The same for a raw-SQL slot alias (`s`). */
export const aliasHiddenReason = (alias: string, now: Date) =>
  slotHiddenReason(
    {
      mentorId: sql.raw(`${alias}.mentor_id`),
      id: sql.raw(`${alias}.id`),
      startAt: sql.raw(`${alias}.start_at`),
      endAt: sql.raw(`${alias}.end_at`),
    },
    now,
  );
