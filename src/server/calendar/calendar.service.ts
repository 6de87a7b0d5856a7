import type { z } from 'zod';
import type {
  AvailableEvent,
  BookingDetails,
  calendarWindowQuerySchema,
  createSlotRequestSchema,
  Slot,
} from '../../shared/contracts/calendar';
import { DEFAULT_READ_SLOT_TITLE, effectiveBookingStatus, type SlotStatus } from '../../shared/domain/calendar';
import type { Database } from '../db/client';
import { retryOnConflict } from '../db/retry';
import type { AppDeps, CurrentUser } from '../http/context';
import { conflict, fieldError, forbidden, isExclusionViolation, isForeignKeyViolation, notFound } from '../http/errors';
import { type BookingFlight, type Learn } from '../machinery/booking-flight';
import { calendarMessages } from './calendar.messages';
import { verificationMessages } from '../user/user.messages';
import {
  deleteSlot as deleteSlotRow,
  expireHolds,
  findBookingWithParticipants,
  findLiveBooking,
  findSlotForBooking,
  findUserByUuid,
  insertHold,
  insertSlot,
  listSlots,
  lockSlotForUpdate,
  nextCalendarChange,
  updateHeldBooking,
  type BookingWithParticipants,
  type NewHold,
  type SlotRow,
} from './calendar.queries';

/** Why a hidden slot cannot be booked, by the reason `slot_hidden_reason` gives. */
export const hiddenMessages = {
  notice: calendarMessages.slotInNotice,
  busy: calendarMessages.slotBusy,
  buffer: calendarMessages.slotInBuffer,
} as const;

type CalendarWindow = z.output<typeof calendarWindowQuerySchema>;
type NewSlot = z.output<typeof createSlotRequestSchema>;

function toSlot(row: Pick<SlotRow, 'id' | 'startAt' | 'endAt' | 'title'>): Slot {
  return {
    _id: row.id,
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    title: row.title || DEFAULT_READ_SLOT_TITLE,
  };
}

function slotStatus(bookingStatus: SlotRow['bookingStatus']): SlotStatus {
  if (bookingStatus === 'confirmed') return 'booked';
  return bookingStatus === 'pending' ? 'pending' : 'free';
}

/** The mentor's own view of a slot: who, if anyone, occupies it and for which skill, and why a free future one is hidden from mentees. */
function toOwnSlot(row: SlotRow, now: Date): Slot {
  const status = slotStatus(row.bookingStatus);
  const hidden = status === 'free' && row.startAt > now ? row.hiddenReason : null;
  const slot: Slot = {
    ...toSlot(row),
    status,
    bookingId: row.bookingId,
    ...(hidden ? { hiddenReason: hidden, busy: hidden === 'busy' } : {}),
  };
  if (!row.bookingId) return slot;
  return { ...slot, booking: { menteeName: row.menteeName, skillTitle: row.bookingSkillTitle ?? '' } };
}

/**
 * A mentor sees every slot of theirs in the window with its state; everybody else sees only what they
 * could book right now, so taken and past slots never show up as clickable. One query in the usual
 * case: the mentor is only looked up on their own when there are no slots, to tell 404 from "none".
 * `validUntil` is the next moment the answer changes without a write (a slot starts, a hold runs out).
 */
export async function getCalendar(
  deps: AppDeps,
  viewer: CurrentUser | null,
  mentorUuid: string,
  window: CalendarWindow,
  now = deps.now(),
): Promise<{ slots: Slot[]; validUntil: Date | undefined }> {
  const own = viewer !== null && mentorUuid.toLowerCase() === viewer.uuid.toLowerCase();
  const query = { mentor: { uuid: mentorUuid }, now, from: window.start, to: window.end };
  const rows = await listSlots(deps.db, { ...query, bookableOnly: !own, offeredOnly: !own });
  // A mentor who is not listed (unconfirmed, pending, rejected, suspended) has no calendar for others.
  if (!rows.length && !(await findUserByUuid(deps.db, mentorUuid, { listedOnly: !own }))) throw notFound(calendarMessages.mentorNotFound);
  const validUntil = await nextCalendarChange(deps.db, query);
  return { slots: rows.map((row) => (own ? toOwnSlot(row, now) : toSlot(row))), validUntil };
}

/** Overlap is left to the `slots_no_overlap` exclusion constraint, which also holds under concurrent requests. */
export async function createSlot(deps: AppDeps, mentor: CurrentUser, body: NewSlot): Promise<Slot> {
  if (body.start.getTime() <= deps.now().getTime()) throw fieldError('start', calendarMessages.slotInPast);
  try {
    const row = await retryOnConflict(() =>
      insertSlot(deps.db, { mentorId: mentor._id, startAt: body.start, endAt: body.end, title: body.title }),
    );
    return toOwnSlot({ ...row, bookingId: null, bookingStatus: null, bookingSkillTitle: null, menteeName: null, hiddenReason: null }, deps.now());
  } catch (error) {
    if (isExclusionViolation(error, 'slots_no_overlap')) throw conflict(calendarMessages.slotOverlaps);
    throw error;
  }
}

/** Only a free slot can go; a slot with a running hold or a booking stays (cancel the session instead). */
export async function deleteSlot(deps: AppDeps, user: CurrentUser, slotId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const slot = await lockSlotForUpdate(tx, slotId);
    if (!slot) throw notFound(calendarMessages.slotNotFound);
    if (slot.mentorId !== user._id) throw forbidden(calendarMessages.notYourSlot);
    const now = deps.now();
    const live = await findLiveBooking(tx, slot.id, now);
    if (live) throw conflict(live.status === 'confirmed' ? calendarMessages.slotBookedCannotDelete : calendarMessages.slotHeld);
    // Past bookings of the slot stay as history (their slot reference becomes null), run-out holds marked as such.
    await expireHolds(tx, now, slot.id);
    await deleteSlotRow(tx, slot.id);
  });
}

export interface BookResult {
  bookingId: string;
  /** False when the mentee already held this slot and got their hold back. */
  created: boolean;
}


/** How often a booking is tried again when its insert met a hold that turned out to be gone on the second look. */
const BOOKING_ATTEMPTS = 3;

/**
 * Holds a slot for a mentee for BOOKING_HOLD_MINUTES. The winner among concurrent requests is decided
 * by the `bookings_one_live_per_slot` unique index; in one process, concurrent requests for a slot also
 * queue behind each other (booking-flight.ts), so a race's losers are answered without the database.
 */
export async function bookSlot(
  deps: AppDeps,
  mentee: CurrentUser,
  slotId: string,
  choice: { skillId: string; agenda: string | null },
  calendarVersion: string | null,
  /** The app's flight (machinery.ts); null with BOOKING_FLIGHT=off: every request tries for itself. */
  flight: BookingFlight | null,
): Promise<BookResult> {
  if (!mentee.emailVerified) throw forbidden(verificationMessages.bookingNeedsVerifiedEmail);
  const attempt = (learn: Learn) => attemptBooking(deps, mentee, slotId, choice, learn);
  // Without the flight the unique index alone decides.
  if (!flight) return attempt(() => undefined);
  return flight(
    { slotId, requesterId: mentee._id, version: calendarVersion, now: deps.now().getTime() },
    () => conflict(calendarMessages.slotTaken),
    attempt,
  );
}

/**
 * The insert comes first: in the common case (a free slot) it is the whole booking, one statement and
 * no transaction. Only when it made nothing is the slot read, to answer with the reason.
 */
async function attemptBooking(
  deps: AppDeps,
  mentee: CurrentUser,
  slotId: string,
  { skillId, agenda }: { skillId: string; agenda: string | null },
  learn: Learn,
): Promise<BookResult> {
  const now = deps.now();
  const hold = {
    slotId,
    menteeId: mentee._id,
    userSkillId: skillId,
    agenda,
    now,
    holdExpiresAt: new Date(now.getTime() + deps.config.BOOKING_HOLD_MINUTES * 60_000),
    priceCents: deps.config.sessionPriceCents,
    currency: deps.config.CURRENCY,
  };
  for (let attempt = 1; ; attempt++) {
    const created = await insertHoldOrExplain(deps, hold);
    if (created) {
      learn({ menteeId: mentee._id, mentorId: created.mentorId, until: Math.min(hold.holdExpiresAt.getTime(), created.startMs) });
      return { bookingId: created.id, created: true };
    }
    const found = await findSlotForBooking(deps.db, slotId, skillId, now);
    if (!found || !found.mentorListed) throw notFound(calendarMessages.slotNotFound);
    const { slot, live } = found;
    if (slot.mentorId === mentee._id) throw forbidden(calendarMessages.ownSlot);
    if (slot.startAt.getTime() <= now.getTime()) throw conflict(calendarMessages.slotStarted);
    if (live) {
      const holdEnd = live.status === 'pending' && live.holdExpiresAt ? live.holdExpiresAt.getTime() : Infinity;
      learn({ menteeId: live.menteeId, mentorId: slot.mentorId, until: Math.min(holdEnd, slot.startAt.getTime()) });
      // A slot someone else holds is refused before the skill is looked at: that is every loser of a race.
      if (!(live.menteeId === mentee._id && live.status === 'pending')) {
        throw conflict(live.menteeId === mentee._id ? calendarMessages.slotAlreadyYours : calendarMessages.slotTaken);
      }
    }
    if (!live && found.hiddenReason) throw conflict(hiddenMessages[found.hiddenReason]);
    if (!found.skillId) throw fieldError('skillId', calendarMessages.skillNotOffered);
    if (live) {
      // Coming back to one's own hold (a second click, a reload) returns it, with the skill and agenda now
      // chosen; the hold is not extended, so nobody can keep a slot by clicking again.
      if (live.userSkillId !== found.skillId || live.agenda !== agenda) {
        const skill = { id: found.skillId, title: found.skillTitle!, description: found.skillDescription };
        await updateHeldBooking(deps.db, live.id, skill, agenda);
      }
      return { bookingId: live.id, created: false };
    }
    // The insert met a booking that no longer counts: a run-out hold not yet marked expired (it still
    // occupies the unique index), or one cancelled in between. Mark run-out holds and try again.
    if (attempt >= BOOKING_ATTEMPTS) throw conflict(calendarMessages.slotTaken);
    await expireHolds(deps.db, now, slotId);
  }
}

/** A slot or skill deleted while the insert ran surfaces as a foreign key violation: the same answers as when it was never there. */
async function insertHoldOrExplain(deps: AppDeps, hold: NewHold) {
  try {
    return await insertHold(deps.db, hold);
  } catch (error) {
    if (isForeignKeyViolation(error, 'bookings_slot_id_slots_id_fk')) throw notFound(calendarMessages.slotNotFound);
    if (isExclusionViolation(error, 'bookings_mentor_buffer')) throw conflict(calendarMessages.slotInBuffer);
    if (isForeignKeyViolation(error, 'bookings_user_skill_id_user_skills_id_fk')) {
      throw fieldError('skillId', calendarMessages.skillNotOffered);
    }
    throw error;
  }
}

function toBookingDetails({ booking, mentor, mentee }: BookingWithParticipants, now: Date): BookingDetails {
  return {
    _id: booking.id,
    slotId: booking.slotId,
    title: booking.title || DEFAULT_READ_SLOT_TITLE,
    price: booking.priceCents / 100,
    priceCents: booking.priceCents,
    currency: booking.currency,
    start: booking.startAt.toISOString(),
    end: booking.endAt.toISOString(),
    status: effectiveBookingStatus(booking.status, booking.holdExpiresAt, now),
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    selectedSkill: [{ protoSkillTitle: booking.skillTitle, protoSkillDescription: booking.skillDescription }],
    agenda: booking.agenda,
    mentee,
    mentor,
  };
}

/** Only the two participants may see a booking; it carries the mentee's email. */
export async function getBookingDetails(deps: AppDeps, viewer: CurrentUser, bookingId: string): Promise<BookingDetails> {
  const row = await findBookingWithParticipants(deps.db, bookingId);
  if (!row) throw notFound(calendarMessages.bookingNotFound);
  if (row.booking.menteeId !== viewer._id && row.booking.mentorId !== viewer._id) {
    throw forbidden(calendarMessages.notYourBooking);
  }
  return toBookingDetails(row, deps.now());
}

/** The mentor's future slots nobody holds or has booked: the ones they may still delete. */
export async function listAvailableUpcomingEvents(deps: AppDeps, mentor: CurrentUser): Promise<AvailableEvent[]> {
  const now = deps.now();
  const rows = await listSlots(deps.db, { mentor: { id: mentor._id }, now, bookableOnly: true });
  return rows.map((row) => ({ ...toOwnSlot(row, now), mentor: { uuid: mentor.uuid, userName: mentor.userName } }));
}

/**
 * Marks every run-out hold `expired` (every minute, with search's ranking refresh: the bookings trigger
 * then frees the slot in the mentor's ranking too). Reads and bookings never wait for it: they already
 * treat a run-out hold as gone.
 */
export async function expireStaleHolds(db: Database, now: Date): Promise<number> {
  return expireHolds(db, now);
}
