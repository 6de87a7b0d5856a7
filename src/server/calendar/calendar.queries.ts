import { and, asc, eq, gt, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bookingMentee as mentee, bookingMentor as mentor, selectBookingsWithParticipants } from '../db/booking-participants';
import type { DbOrTx } from '../db/client';
import { bookingRules, bookings, protoSkills, slots, userSkills, users } from '../db/schema';
import { imagePathSql } from '../images/image-url';
import { isLiveBooking, slotHiddenReason } from './live-booking';
import { isListedMentor } from '../user/listing';

/** Whether the mentor exists (and is listed, with `listedOnly`); only the id, so a cached calendar reads no more. */
export async function findUserByUuid(db: DbOrTx, uuid: string, options: { listedOnly?: boolean } = {}) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(options.listedOnly ? and(eq(users.uuid, uuid), isListedMentor()) : eq(users.uuid, uuid))
    .limit(1);
  return row;
}

/** The mentee of a slot's live booking, named on the mentor's own calendar. */
const slotMentee = alias(users, 'slot_mentee');

export interface SlotQuery {
  /** The mentor by internal id, or by public uuid (joined in, so a calendar read is one query). */
  mentor: { id: string } | { uuid: string };
  now: Date;
  /** Only slots overlapping [from, to). */
  from?: Date;
  to?: Date;
  /** Only free future slots: not held or booked. */
  bookableOnly?: boolean;
  /** And of those only the ones offered to mentees: not hidden by the mentor's rules or busy times. */
  offeredOnly?: boolean;
}

/**
 * Slots of one mentor with the live booking (if any) that occupies each, by start time. The partial
 * unique index allows at most one live booking per slot, so the join cannot multiply rows.
 */
export async function listSlots(db: DbOrTx, query: SlotQuery) {
  const conditions: SQL[] = ['id' in query.mentor ? eq(slots.mentorId, query.mentor.id) : eq(users.uuid, query.mentor.uuid)];
  if (query.from) conditions.push(gt(slots.endAt, query.from));
  if (query.to) conditions.push(lt(slots.startAt, query.to));
  if (query.bookableOnly) conditions.push(gt(slots.startAt, query.now), isNull(bookings.id));
  // Others see only a listed mentor's slots (the caller then tells 404 from "none" with findUserByUuid).
  if (query.bookableOnly && 'uuid' in query.mentor) conditions.push(isListedMentor());
  if (query.offeredOnly) conditions.push(sql`${slotHiddenReason(slots, query.now)} is null`);
  const select = db
    .select({
      id: slots.id,
      startAt: slots.startAt,
      endAt: slots.endAt,
      title: slots.title,
      bookingId: bookings.id,
      bookingStatus: bookings.status,
      bookingSkillTitle: bookings.skillTitle,
      menteeName: slotMentee.userName,
      // Read for the mentor's own view only; a mentee's list already leaves hidden slots out.
      hiddenReason: query.offeredOnly ? sql<null>`null` : slotHiddenReason(slots, query.now),
    })
    .from(slots)
    .leftJoin(bookings, and(eq(bookings.slotId, slots.id), isLiveBooking(query.now)))
    .leftJoin(slotMentee, eq(slotMentee.id, bookings.menteeId))
    .$dynamic();
  const withMentor = 'id' in query.mentor ? select : select.innerJoin(users, eq(users.id, slots.mentorId));
  return withMentor.where(and(...conditions)).orderBy(asc(slots.startAt));
}

/**
 * The next moment after `now` at which the calendar of `query` changes by the clock alone: a slot in
 * the window comes within the mentor's minimum notice (it stops being bookable; without a notice, when
 * it starts) or a hold on one runs out (it becomes bookable again).
 */
const noticeStart = sql`(${slots.startAt} - make_interval(hours => coalesce(${bookingRules.minNoticeHours}, 0)))`;

export async function nextCalendarChange(
  db: DbOrTx,
  query: Omit<SlotQuery, 'bookableOnly' | 'offeredOnly'>,
): Promise<Date | undefined> {
  const inWindow: SQL[] = ['id' in query.mentor ? eq(slots.mentorId, query.mentor.id) : eq(users.uuid, query.mentor.uuid)];
  if (query.from) inWindow.push(gt(slots.endAt, query.from));
  if (query.to) inWindow.push(lt(slots.startAt, query.to));
  const [row] = await db
    .select({
      // Epoch milliseconds: the same number from both drivers, whatever they make of timestamps.
      nextStart: sql<
        number | null
      >`(extract(epoch from min(${noticeStart}) filter (where ${noticeStart} > ${query.now.toISOString()})) * 1000)::float8`,
      nextHoldEnd: sql<
        number | null
      >`(extract(epoch from min(${bookings.holdExpiresAt}) filter (where ${bookings.holdExpiresAt} > ${query.now.toISOString()})) * 1000)::float8`,
    })
    .from(slots)
    .innerJoin(users, eq(users.id, slots.mentorId))
    .leftJoin(bookingRules, eq(bookingRules.mentorId, slots.mentorId))
    .leftJoin(bookings, and(eq(bookings.slotId, slots.id), eq(bookings.status, 'pending')))
    .where(and(...inWindow));
  const moments = [row?.nextStart, row?.nextHoldEnd].filter((value) => value != null).map(Number);
  return moments.length ? new Date(Math.min(...moments)) : undefined;
}

export async function insertSlot(db: DbOrTx, values: { mentorId: string; startAt: Date; endAt: Date; title: string }) {
  const [row] = await db.insert(slots).values(values).returning();
  return row!;
}

/**
 * Reads a slot and locks it for the rest of the transaction (a delete). The lock conflicts with the key
 * share lock a booking's insert takes on its slot, so a slot is never deleted under a booking being made.
 */
export async function lockSlotForUpdate(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(slots).where(eq(slots.id, id)).for('update');
  return row;
}

export interface NewHold {
  slotId: string;
  menteeId: string;
  userSkillId: string;
  now: Date;
  holdExpiresAt: Date;
  priceCents: number;
  currency: string;
  agenda: string | null;
}

/**
 * A booking attempt in one statement: inserts the pending hold with the snapshot of slot and skill if
 * the slot is bookable by this mentee (exists, in the future, not their own, the skill is the mentor's,
 * not hidden by the mentor's notice, buffer or busy times) and no live booking holds it. A buffer raced by
 * a booking of a neighbouring slot is refused by the `bookings_enforce_buffer` trigger. `bookings_one_live_per_slot` decides a race: a loser's insert does
 * nothing (after waiting for the winner's commit, if it has not happened yet), and no transaction is
 * held open around it. Nothing comes back when the hold was not made; `findSlotForBooking` tells why.
 * Inserting references the slot (foreign key), which keeps a concurrent delete of the slot out.
 */
export async function insertHold(
  db: DbOrTx,
  hold: NewHold,
): Promise<{ id: string; mentorId: string; startMs: number } | undefined> {
  const result = await db.execute(sql`
    insert into bookings (slot_id, mentor_id, mentee_id, user_skill_id, skill_title, skill_description, title,
                          start_at, end_at, status, hold_expires_at, price_cents, currency, agenda)
    select s.id, s.mentor_id, ${hold.menteeId}, us.id, ps.title, ps.description, s.title,
           s.start_at, s.end_at, 'pending', ${hold.holdExpiresAt.toISOString()}::timestamptz, ${hold.priceCents}, ${hold.currency},
           ${hold.agenda}
    from slots s
    join user_skills us on us.id = ${hold.userSkillId} and us.user_id = s.mentor_id
    join proto_skills ps on ps.id = us.proto_skill_id
    join users on users.id = s.mentor_id and ${isListedMentor()}
    where s.id = ${hold.slotId} and s.start_at > ${hold.now.toISOString()}::timestamptz and s.mentor_id <> ${hold.menteeId}
      and slot_hidden_reason(s.mentor_id, s.id, s.start_at, s.end_at, ${hold.now.toISOString()}::timestamptz) is null
    on conflict (slot_id) where status in ('pending', 'confirmed') do nothing
    returning id, mentor_id, (extract(epoch from start_at) * 1000)::float8 as start_ms`);
  // Both drivers answer a raw statement with `{ rows }`; the shared Database type cannot say so.
  const [row] = (result as unknown as { rows: Array<{ id: string; mentor_id: string; start_ms: number }> }).rows;
  return row && { id: row.id, mentorId: row.mentor_id, startMs: Number(row.start_ms) };
}

/**
 * Why `insertHold` made nothing: the slot, the live booking occupying it, and the chosen skill if it
 * is one of the slot mentor's. Only read after a failed attempt, so a race costs the losers nothing more.
 */
export async function findSlotForBooking(db: DbOrTx, slotId: string, userSkillId: string, now: Date) {
  const [row] = await db
    .select({
      slot: { id: slots.id, mentorId: slots.mentorId, startAt: slots.startAt },
      live: {
        id: bookings.id,
        menteeId: bookings.menteeId,
        status: bookings.status,
        userSkillId: bookings.userSkillId,
        holdExpiresAt: bookings.holdExpiresAt,
        agenda: bookings.agenda,
      },
      hiddenReason: slotHiddenReason(slots, now),
      skillId: userSkills.id,
      skillTitle: protoSkills.title,
      skillDescription: protoSkills.description,
      mentorListed: sql<boolean>`exists (select 1 from users where users.id = ${slots.mentorId} and ${isListedMentor()})`,
    })
    .from(slots)
    .leftJoin(bookings, and(eq(bookings.slotId, slots.id), isLiveBooking(now)))
    .leftJoin(userSkills, and(eq(userSkills.id, userSkillId), eq(userSkills.userId, slots.mentorId)))
    .leftJoin(protoSkills, eq(protoSkills.id, userSkills.protoSkillId))
    .where(eq(slots.id, slotId))
    .limit(1);
  return row;
}

export async function deleteSlot(tx: DbOrTx, id: string) {
  await tx.delete(slots).where(eq(slots.id, id));
}

export async function findLiveBooking(db: DbOrTx, slotId: string, now: Date) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.slotId, slotId), isLiveBooking(now)))
    .limit(1);
  return row;
}

/** Turns run-out holds into `expired`: for one slot just before booking it, or for all (housekeeping). */
export async function expireHolds(db: DbOrTx, now: Date, slotId?: string) {
  const stale = and(eq(bookings.status, 'pending'), lte(bookings.holdExpiresAt, now));
  const rows = await db
    .update(bookings)
    .set({ status: 'expired' })
    .where(slotId ? and(eq(bookings.slotId, slotId), stale) : stale)
    .returning({ id: bookings.id });
  return rows.length;
}

/** A mentee back at their own hold: the skill and agenda they chose this time. */
export async function updateHeldBooking(
  tx: DbOrTx,
  bookingId: string,
  skill: { id: string; title: string; description: string | null },
  agenda: string | null,
) {
  await tx
    .update(bookings)
    .set({ userSkillId: skill.id, skillTitle: skill.title, skillDescription: skill.description, agenda })
    .where(eq(bookings.id, bookingId));
}

/** A booking with the names of both participants (null once an account is deleted). */
export async function findBookingWithParticipants(db: DbOrTx, id: string) {
  const [row] = await selectBookingsWithParticipants(db, {
    booking: bookings,
    mentor: { uuid: mentor.uuid, userName: mentor.userName, image: imagePathSql(mentor.imageId, 64) },
    mentee: { uuid: mentee.uuid, userName: mentee.userName, email: mentee.email },
  })
    .where(eq(bookings.id, id))
    .limit(1);
  return row;
}

export type BookingWithParticipants = NonNullable<Awaited<ReturnType<typeof findBookingWithParticipants>>>;
export type SlotRow = Awaited<ReturnType<typeof listSlots>>[number];
