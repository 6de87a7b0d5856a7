import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { bookings, slots, weeklyHours } from '../db/schema';
import { slotIsTaken } from './live-booking';

/**
 * Serialises every change to one mentor's weekly-hours slots, across instances on one database: the
 * second of two daily jobs waits here and then finds `filled_until` already moved on.
 */
export async function lockMentorWeeklyHours(tx: DbOrTx, mentorId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`weekly-hours:${mentorId}`}, 0))`);
}

export async function findPattern(db: DbOrTx, mentorId: string) {
  const [row] = await db.select().from(weeklyHours).where(eq(weeklyHours.mentorId, mentorId)).limit(1);
  return row;
}

export const listPatterns = (db: DbOrTx) => db.select().from(weeklyHours);

export type PatternRow = typeof weeklyHours.$inferSelect;

export async function savePattern(db: DbOrTx, row: Omit<PatternRow, 'updatedAt'>, now: Date): Promise<void> {
  await db
    .insert(weeklyHours)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({
      target: weeklyHours.mentorId,
      set: {
        timeZone: row.timeZone,
        weeksAhead: row.weeksAhead,
        ranges: row.ranges,
        filledUntil: row.filledUntil,
        updatedAt: now,
      },
    });
}

export async function setFilledUntil(db: DbOrTx, mentorId: string, filledUntil: string): Promise<void> {
  await db.update(weeklyHours).set({ filledUntil }).where(eq(weeklyHours.mentorId, mentorId));
}

export async function deletePattern(db: DbOrTx, mentorId: string): Promise<boolean> {
  const rows = await db.delete(weeklyHours).where(eq(weeklyHours.mentorId, mentorId)).returning({ id: weeklyHours.mentorId });
  return rows.length > 0;
}

/** The mentor's slots ending after `from`, each with whether it came from weekly hours and is occupied. */
export function listSlotsFrom(db: DbOrTx, mentorId: string, from: Date, now: Date) {
  return db
    .select({
      id: slots.id,
      startAt: slots.startAt,
      endAt: slots.endAt,
      fromWeeklyHours: slots.fromWeeklyHours,
      live: slotIsTaken(slots.id, now).mapWith(Boolean),
    })
    .from(slots)
    .where(and(eq(slots.mentorId, mentorId), gt(slots.endAt, from)))
    .orderBy(asc(slots.startAt));
}

/**
 * Makes the slots; one that overlaps a slot made meanwhile (by hand, on another instance) is left out by
 * the `slots_no_overlap` exclusion constraint instead of failing the rest. Answers the starts made.
 */
export async function insertPatternSlots(db: DbOrTx, mentorId: string, starts: Date[], title: string): Promise<Date[]> {
  if (!starts.length) return [];
  const rows = await db
    .insert(slots)
    .values(
      starts.map((startAt) => ({
        mentorId,
        startAt,
        endAt: new Date(startAt.getTime() + 3600_000),
        title,
        fromWeeklyHours: true,
      })),
    )
    .onConflictDoNothing()
    .returning({ startAt: slots.startAt });
  return rows.map((row) => row.startAt);
}

/**
 * Deletes the given slots unless a booking holds them. Locking them first waits for a booking being
 * inserted right now (its foreign key check holds a share lock), whose row the delete then sees.
 */
export async function deleteFreeSlots(tx: DbOrTx, ids: string[], now: Date): Promise<number> {
  if (!ids.length) return 0;
  await tx.select({ id: slots.id }).from(slots).where(inArray(slots.id, ids)).for('update');
  // Run-out holds do not keep a slot, but their rows would lose the slot reference: mark them first.
  await tx
    .update(bookings)
    .set({ status: 'expired' })
    .where(and(inArray(bookings.slotId, ids), eq(bookings.status, 'pending'), sql`${bookings.holdExpiresAt} <= ${now}`));
  const rows = await tx
    .delete(slots)
    .where(and(inArray(slots.id, ids), sql`not ${slotIsTaken(slots.id, now)}`))
    .returning({ id: slots.id });
  return rows.length;
}
