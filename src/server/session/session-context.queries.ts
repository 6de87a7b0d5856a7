import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { bookings, sessionNotes } from '../db/schema';

/** A booking's participants and timing, locked for the rest of the transaction (a move or an agenda edit). */
export async function lockBooking(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({
      id: bookings.id,
      mentorId: bookings.mentorId,
      menteeId: bookings.menteeId,
      slotId: bookings.slotId,
      status: bookings.status,
      startAt: bookings.startAt,
    })
    .from(bookings)
    .where(eq(bookings.id, id))
    .for('update');
  return row;
}

export async function findBookingParticipants(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: bookings.id, mentorId: bookings.mentorId, menteeId: bookings.menteeId })
    .from(bookings)
    .where(eq(bookings.id, id));
  return row;
}

export async function updateAgenda(tx: DbOrTx, id: string, agenda: string | null) {
  await tx.update(bookings).set({ agenda }).where(eq(bookings.id, id));
}

/** Where a move was refused: the target slot with its mentor and why it is not on offer (null: it is). */
export async function findTargetSlot(db: DbOrTx, slotId: string, bookingId: string, now: Date) {
  const result = (await db.execute(sql`
    select s.id, s.mentor_id as "mentorId", (extract(epoch from s.start_at) * 1000)::float8 as "startMs",
      exists (select 1 from bookings b where b.slot_id = s.id and b.status in ('pending', 'confirmed')
        and (b.status = 'confirmed' or b.hold_expires_at is null or b.hold_expires_at > ${now.toISOString()}::timestamptz)) as taken,
      slot_hidden_reason(s.mentor_id, s.id, s.start_at, s.end_at, ${now.toISOString()}::timestamptz, ${bookingId}::uuid) as "hiddenReason"
    from slots s where s.id = ${slotId}`)) as unknown as {
    rows: Array<{ id: string; mentorId: string; startMs: number; taken: boolean; hiddenReason: 'notice' | 'busy' | 'buffer' | null }>;
  };
  const [row] = result.rows;
  return row && { ...row, startMs: Number(row.startMs) };
}

/**
 * Moves a confirmed booking onto another free slot of its mentor in one statement: id, payment, meeting
 * link and agenda stay; the old slot is free because nothing points at it any more. The invite's
 * SEQUENCE goes up. A slot someone else holds or booked meanwhile makes the `bookings_one_live_per_slot`
 * index refuse it (a unique violation), so of concurrent moves onto one slot exactly one wins.
 */
export async function moveBooking(tx: DbOrTx, move: { bookingId: string; slotId: string; reason: string | null; now: Date }) {
  const at = move.now.toISOString();
  const result = (await tx.execute(sql`
    update bookings b set slot_id = s.id, start_at = s.start_at, end_at = s.end_at, title = s.title,
      ics_sequence = b.ics_sequence + 1, reschedule_reason = ${move.reason}
    from slots s
    where b.id = ${move.bookingId} and b.status = 'confirmed' and s.id = ${move.slotId}
      and s.mentor_id = b.mentor_id and s.id is distinct from b.slot_id and s.start_at > ${at}::timestamptz
      and slot_hidden_reason(s.mentor_id, s.id, s.start_at, s.end_at, ${at}::timestamptz, b.id) is null
    returning b.id, b.slot_id as "slotId", to_json(b.start_at) as start, to_json(b.end_at) as end`)) as unknown as {
    rows: Array<{ id: string; slotId: string; start: string; end: string }>;
  };
  return result.rows[0];
}

export async function findNotes(db: DbOrTx, bookingId: string, authorId: string) {
  const [row] = await db
    .select({ text: sessionNotes.text, updatedAt: sessionNotes.updatedAt })
    .from(sessionNotes)
    .where(and(eq(sessionNotes.bookingId, bookingId), eq(sessionNotes.authorId, authorId)));
  return row;
}

/** Saves (or, when empty, removes) one author's notes on a session. */
export async function saveNotes(db: DbOrTx, bookingId: string, authorId: string, text: string, now: Date) {
  if (!text.trim()) {
    await db.delete(sessionNotes).where(and(eq(sessionNotes.bookingId, bookingId), eq(sessionNotes.authorId, authorId)));
    return undefined;
  }
  const [row] = await db
    .insert(sessionNotes)
    .values({ bookingId, authorId, text, updatedAt: now })
    .onConflictDoUpdate({ target: [sessionNotes.bookingId, sessionNotes.authorId], set: { text, updatedAt: now } })
    .returning({ text: sessionNotes.text, updatedAt: sessionNotes.updatedAt });
  return row;
}
