import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bookings } from '../db/schema';

const booking = alias(bookings, 'b');

/**
 * A booking that still occupies its slot: confirmed, or pending with time left on its hold. A hold whose
 * time ran out no longer counts, whether or not housekeeping has marked it expired yet. `status in (…)`
 * comes first, so the partial unique index `bookings_one_live_per_slot` serves a lookup by slot. The
 * search ranking's trigger (migration 0007) states the same rule in SQL.
 */
export function isLiveBooking(now: Date, row: typeof bookings | typeof booking = bookings): SQL {
  return sql`(${row.status} in ('pending', 'confirmed')
    and (${row.status} = 'confirmed' or ${row.holdExpiresAt} is null or ${row.holdExpiresAt} > ${now.toISOString()}::timestamptz))`;
}

/** Whether a live booking occupies the slot, inside a query over slots. */
export function slotIsTaken(slotId: SQLWrapper, now: Date): SQL {
  return sql`exists (select 1 from ${bookings} ${booking} where ${booking.slotId} = ${slotId} and ${isLiveBooking(now, booking)})`;
}
