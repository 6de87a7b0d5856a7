import type { CancelSessionResponse, Session } from '../../shared/contracts/session';
import { DEFAULT_READ_SLOT_TITLE } from '../../shared/domain/calendar';
import {
  CANCELLATION_NOTICE_MS,
  JOIN_OPENS_MS,
  canCancelSession,
  canJoinSession,
  canRescheduleSession,
  type SessionSide,
} from '../../shared/domain/session';
import type { AppDeps, CurrentUser } from '../http/context';
import { conflict, forbidden, notFound } from '../http/errors';
import { localize, type Language } from '../i18n/localized';
import { buildCalendar, sessionUid } from './ics';
import { enqueueBookingNotices } from '../notices/notices.queries';
import { carryCancelledSession } from '../ledger/ledger.service';
import { sessionMessages } from './session.messages';
import { creditFreeSessionToken, findSession, listSessions, markCancelled, type SessionRow } from './session.queries';

type Page = { page: number; limit: number };

/**
 * Mentors and mentees see the sessions of their acting role; an admin not acting as either sees both
 * sides (sessions they may have from acting earlier).
 */
function sidesOf(user: CurrentUser): readonly SessionSide[] {
  if (user.role === 'mentor') return ['mentor'];
  if (user.role === 'mentee') return ['mentee'];
  return ['mentor', 'mentee'];
}

export const icsPath = (bookingId: string, lang: Language) => `/app/session/${bookingId}/ics?lang=${lang}`;

function toSession(row: SessionRow, viewer: CurrentUser, now: Date, lang: Language): Session {
  const { booking } = row;
  const myRole = booking.mentorId === viewer._id ? 'mentor' : 'mentee';
  const confirmed = booking.status === 'confirmed';
  return {
    _id: booking.id,
    title: booking.title || DEFAULT_READ_SLOT_TITLE,
    start: booking.startAt.toISOString(),
    end: booking.endAt.toISOString(),
    price: booking.priceCents / 100,
    priceCents: booking.priceCents,
    currency: booking.currency,
    selectedSkill: [{ protoSkillTitle: booking.skillTitle, protoSkillDescription: booking.skillDescription }],
    mentorId: row.mentor,
    mentorUuid: row.mentor?.uuid ?? null,
    menteeUuid: row.mentee?.uuid ?? null,
    mentee: row.mentee,
    jitsiLink: booking.jitsiLink,
    googleMeetLink: booking.googleMeetLink,
    status: booking.status,
    myRole,
    canCancel: confirmed && canCancelSession(booking.startAt, now),
    canJoin: confirmed && canJoinSession(booking.startAt, booking.endAt, now),
    myFeedbackGiven: row.myFeedbackGiven,
    otherFeedbackGiven: row.otherFeedbackGiven,
    icsUrl: icsPath(booking.id, lang),
    agenda: booking.agenda,
    canEditAgenda: confirmed && myRole === 'mentee' && booking.startAt > now,
    canReschedule: confirmed && canRescheduleSession(myRole, booking.startAt, now),
    myNotes: row.myNotes,
  };
}

async function list(deps: AppDeps, viewer: CurrentUser, when: 'upcoming' | 'past', page: Page, lang: Language, now: Date) {
  const rows = await listSessions(deps.db, {
    userId: viewer._id,
    sides: sidesOf(viewer),
    now,
    when,
    limit: page.limit,
    offset: (page.page - 1) * page.limit,
  });
  return rows.map((row) => toSession(row, viewer, now, lang));
}

/**
 * Confirmed sessions that have not ended yet: a running session keeps its join link on this list.
 * `validUntil` is the next moment the list changes by the clock alone: a listed session ends (the next
 * one moves up), its cancellation deadline passes or its meeting opens. A later page also shifts when a session on an
 * earlier page ends, which it does not see, so only the first page gets one (the others: now).
 */
export async function listUpcomingSessions(deps: AppDeps, viewer: CurrentUser, page: Page, lang: Language, now = deps.now()) {
  const sessions = await list(deps, viewer, 'upcoming', page, lang, now);
  if (page.page !== 1) return { sessions, validUntil: now };
  const moments = sessions.flatMap((session) => {
    const cancelDeadline = Date.parse(session.start) - CANCELLATION_NOTICE_MS;
    const joinOpens = Date.parse(session.start) - JOIN_OPENS_MS;
    return [
      Date.parse(session.end),
      Date.parse(session.start),
      ...(session.canCancel ? [cancelDeadline] : []),
      ...(session.canJoin ? [] : [joinOpens]),
    ].filter((moment) => moment > now.getTime());
  });
  return { sessions, validUntil: moments.length ? new Date(Math.min(...moments)) : undefined };
}

/** Confirmed sessions that have ended, newest first. */
export const listPastSessions = (deps: AppDeps, viewer: CurrentUser, page: Page, lang: Language) =>
  list(deps, viewer, 'past', page, lang, deps.now());

/** The side a participant is on; anyone else is refused. */
function sideOf(booking: { mentorId: string | null; menteeId: string | null }, user: CurrentUser): SessionSide {
  if (booking.mentorId === user._id) return 'mentor';
  if (booking.menteeId === user._id) return 'mentee';
  throw forbidden(sessionMessages.notYourSession);
}

/**
 * Either participant may cancel while the start is more than 24 hours away. The mentee gets one
 * free-session token either way (a credit when the mentor cancels, a free rebook when they cancel
 * themselves); payments are not refunded. The slot is free again at once: the one-live-booking index
 * only counts pending and confirmed bookings.
 */
export async function cancelSession(
  deps: AppDeps,
  user: CurrentUser,
  bookingId: string,
): Promise<Omit<CancelSessionResponse, 'message'>> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await findSession(tx, bookingId);
    if (!row) throw notFound(sessionMessages.sessionNotFound);
    const { booking } = row;
    const side = sideOf(booking, user);
    if (booking.status === 'cancelled') throw conflict(sessionMessages.alreadyCancelled);
    if (booking.status !== 'confirmed') throw conflict(sessionMessages.notBooked);
    if (!canCancelSession(booking.startAt, now)) throw conflict(sessionMessages.cancelTooLate);

    const cancelled = await markCancelled(tx, booking.id, side, now);
    if (!cancelled) throw conflict(sessionMessages.alreadyCancelled);
    await enqueueBookingNotices(tx, cancelled.id, 'cancelled');
    const tokens = cancelled.menteeId ? await creditFreeSessionToken(tx, cancelled.menteeId) : undefined;
    await carryCancelledSession(tx, booking, now);
    return {
      _id: booking.id,
      cancelledBy: side,
      ...(side === 'mentee' && tokens !== undefined ? { freeSessionTokens: tokens } : {}),
    };
  });
}

export interface SessionCalendarFile {
  filename: string;
  content: string;
}

/** A session's title and description in a calendar: the download and the calendar feed say the same. */
export function describeSessionEvent(
  session: { skill: string; otherName: string | null; link: string | null; agenda: string | null },
  lang: Language,
): { summary: string; description: string } {
  const { skill, link } = session;
  const name = session.otherName ?? localize(sessionMessages.deletedUser, lang);
  const description = [
    link
      ? localize(sessionMessages.icsDescription, lang, { skill, link })
      : localize(sessionMessages.icsDescriptionWithoutLink, lang, { skill }),
    ...(session.agenda ? [localize(sessionMessages.icsAgenda, lang, { agenda: session.agenda })] : []),
  ].join('\n');
  return { summary: localize(sessionMessages.icsSummary, lang, { skill, name }), description };
}

/** The session as an .ics file for a participant's own calendar, with alarms 24 h and 1 h before. */
export async function sessionCalendarFile(
  deps: AppDeps,
  user: CurrentUser,
  bookingId: string,
  lang: Language,
): Promise<SessionCalendarFile> {
  const row = await findSession(deps.db, bookingId);
  if (!row) throw notFound(sessionMessages.sessionNotFound);
  const { booking } = row;
  const side = sideOf(booking, user);
  if (booking.status !== 'confirmed') throw conflict(sessionMessages.notBooked);

  const other = side === 'mentor' ? row.mentee : row.mentor;
  const link = booking.jitsiLink;
  const { summary, description } = describeSessionEvent(
    { skill: booking.skillTitle, otherName: other?.userName ?? null, link, agenda: booking.agenda },
    lang,
  );
  const content = buildCalendar(
    {
      uid: sessionUid(booking.id, deps.config.publicUrl),
      sequence: booking.icsSequence,
      stamp: deps.now(),
      start: booking.startAt,
      end: booking.endAt,
      summary,
      description,
      url: link,
      alarms: [
        { minutesBefore: 24 * 60, description: localize(sessionMessages.icsAlarmDay, lang, { summary }) },
        { minutesBefore: 60, description: localize(sessionMessages.icsAlarmHour, lang, { summary }) },
      ],
    },
    { productId: '-//Mentor Marketplace//Sessions//EN' },
  );
  return { filename: `session-${booking.id}.ics`, content };
}
