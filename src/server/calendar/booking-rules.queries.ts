import { eq } from 'drizzle-orm';
import type { BookingRules } from '../../shared/contracts/calendar-sync';
import type { DbOrTx } from '../db/client';
import { bookingRules } from '../db/schema';

const NO_RULES: BookingRules = { minNoticeHours: 0, bufferMinutes: 0 };

export async function findBookingRules(db: DbOrTx, mentorId: string): Promise<BookingRules> {
  const [row] = await db
    .select({ minNoticeHours: bookingRules.minNoticeHours, bufferMinutes: bookingRules.bufferMinutes })
    .from(bookingRules)
    .where(eq(bookingRules.mentorId, mentorId));
  return row ? { minNoticeHours: row.minNoticeHours, bufferMinutes: row.bufferMinutes as BookingRules['bufferMinutes'] } : NO_RULES;
}

/** One upsert: the table's triggers refresh the mentor's calendar versions and search ranking in the same statement. */
export async function saveBookingRules(db: DbOrTx, mentorId: string, rules: BookingRules, now: Date): Promise<BookingRules> {
  await db
    .insert(bookingRules)
    .values({ mentorId, ...rules, updatedAt: now })
    .onConflictDoUpdate({ target: bookingRules.mentorId, set: { ...rules, updatedAt: now } });
  return rules;
}

