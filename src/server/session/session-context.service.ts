import type { Notes, RescheduleResponse } from '../../shared/contracts/calendar-sync';
import { canRescheduleSession, type SessionSide } from '../../shared/domain/session';
import { calendarMessages } from '../calendar/calendar.messages';
import { hiddenMessages } from '../calendar/calendar.service';
import type { DbOrTx } from '../db/client';
import type { AppDeps, CurrentUser } from '../http/context';
import { conflict, fieldError, forbidden, isUniqueViolation, notFound } from '../http/errors';
import { enqueueBookingNotices } from '../notices/notices.queries';
import {
  findBookingParticipants,
  findNotes,
  findTargetSlot,
  lockBooking,
  moveBooking,
  saveNotes,
  updateAgenda,
} from './session-context.queries';
import { sessionMessages } from './session.messages';

function sideOf(booking: { mentorId: string | null; menteeId: string | null }, user: CurrentUser): SessionSide {
  if (booking.mentorId === user._id) return 'mentor';
  if (booking.menteeId === user._id) return 'mentee';
  throw forbidden(sessionMessages.notYourSession);
}

/** The mentee's agenda, editable on a held or confirmed booking until it starts; empty removes it. */
export async function setAgenda(deps: AppDeps, user: CurrentUser, bookingId: string, agenda: string): Promise<string | null> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) throw notFound(sessionMessages.sessionNotFound);
    if (sideOf(booking, user) !== 'mentee') throw forbidden(sessionMessages.onlyMenteeAgenda);
    if (booking.status !== 'confirmed' && booking.status !== 'pending') throw conflict(sessionMessages.notBooked);
    if (booking.startAt <= now) throw conflict(sessionMessages.agendaTooLate);
    const value = agenda || null;
    await updateAgenda(tx, booking.id, value);
    return value;
  });
}

/**
 * Moves a confirmed session to another free slot of the same mentor (decision 100): the mentee more than
 * 24 h ahead, the mentor until the start and with a reason. One transaction: the move and both
 * participants' notices (same UID, higher SEQUENCE). A target taken meanwhile is a 409.
 */
export async function reschedule(
  deps: AppDeps,
  user: CurrentUser,
  bookingId: string,
  request: { slotId: string; reason?: string | undefined },
): Promise<Omit<RescheduleResponse, 'message'>> {
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const booking = await lockBooking(tx, bookingId);
      if (!booking) throw notFound(sessionMessages.sessionNotFound);
      const side = sideOf(booking, user);
      if (booking.status === 'cancelled') throw conflict(sessionMessages.alreadyCancelled);
      if (booking.status !== 'confirmed') throw conflict(sessionMessages.notBooked);
      if (!canRescheduleSession(side, booking.startAt, now)) {
        throw conflict(side === 'mentee' ? sessionMessages.rescheduleTooLate : sessionMessages.rescheduleStarted);
      }
      const reason = request.reason?.trim() || null;
      if (side === 'mentor' && !reason) throw fieldError('reason', sessionMessages.reasonRequired);
      if (booking.slotId === request.slotId) throw fieldError('slotId', sessionMessages.sameSlot);

      const moved = await moveBooking(tx, { bookingId: booking.id, slotId: request.slotId, reason, now });
      if (!moved) throw await whyNotMoved(tx, booking, request.slotId, now);
      await enqueueBookingNotices(tx, booking.id, 'rescheduled');
      return { _id: moved.id, slotId: moved.slotId, start: new Date(moved.start).toISOString(), end: new Date(moved.end).toISOString() };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'bookings_one_live_per_slot')) throw conflict(sessionMessages.targetTaken);
    throw error;
  }
}

/** Read after a move changed nothing, in its transaction, to answer with the reason. */
async function whyNotMoved(tx: DbOrTx, booking: { id: string; mentorId: string | null }, slotId: string, now: Date) {
  const target = await findTargetSlot(tx, slotId, booking.id, now);
  if (!target) return notFound(calendarMessages.slotNotFound);
  if (target.mentorId !== booking.mentorId) return fieldError('slotId', sessionMessages.otherMentorsSlot);
  if (target.startMs <= now.getTime() || target.taken) return conflict(sessionMessages.targetTaken);
  if (target.hiddenReason) return conflict(hiddenMessages[target.hiddenReason]);
  return conflict(sessionMessages.targetTaken);
}

/** The caller's own notes: each participant has theirs, and nobody else reads them. */
export async function getNotes(deps: AppDeps, user: CurrentUser, bookingId: string): Promise<Notes> {
  const booking = await findBookingParticipants(deps.db, bookingId);
  if (!booking) throw notFound(sessionMessages.sessionNotFound);
  sideOf(booking, user);
  const notes = await findNotes(deps.db, bookingId, user._id);
  return { text: notes?.text ?? '', updatedAt: notes?.updatedAt.toISOString() ?? null };
}

export async function putNotes(deps: AppDeps, user: CurrentUser, bookingId: string, text: string): Promise<Notes> {
  const booking = await findBookingParticipants(deps.db, bookingId);
  if (!booking) throw notFound(sessionMessages.sessionNotFound);
  sideOf(booking, user);
  const saved = await saveNotes(deps.db, bookingId, user._id, text, deps.now());
  return { text: saved?.text ?? '', updatedAt: saved?.updatedAt.toISOString() ?? null };
}
