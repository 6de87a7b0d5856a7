import { REMINDER_URL, sessionPageUrl } from '../../shared/domain/push';
import type { BookingNoticePushPayload } from '../../shared/domain/booking-notice';
import { localize, type Language } from '../i18n/localized';
import type { MailMessage } from '../mail/mailer';
import { buildCalendar, sessionUid, type CalendarPerson } from '../session/ics';
import type { NoticeKind } from './notices.queries';
import { sessionMailMessages } from '../delivery/delivery.messages';
import { dateLocales, renderSessionMail } from '../delivery/session-mail';
import { noticeMessages as t } from './notices.messages';

export interface NoticePerson {
  name: string;
  email: string;
}

export interface NoticeFacts {
  noticeId: string;
  bookingId: string;
  kind: NoticeKind;
  sequence: number;
  /** What the mentee would like to discuss, and why the session last moved; null when not given. */
  agenda: string | null;
  rescheduleReason: string | null;
  start: Date;
  end: Date;
  skill: string;
  joinLink: string | null;
  recipient: NoticePerson & { role: 'mentor' | 'mentee'; language: Language; timeZone: string };
  /** Null once an account is gone. */
  mentor: NoticePerson | null;
  mentee: NoticePerson | null;
  publicUrl: string;
  /** The app's own address: the organizer when the mentor's account is gone. */
  appAddress: NoticePerson;
  now: Date;
}

/**
 * Where a notice leads: a booked or moved session's own page (its card with Join); after a cancellation,
 * the list of what is still coming.
 */
export const noticeTarget = (facts: Pick<NoticeFacts, 'kind' | 'bookingId'>) =>
  facts.kind === 'cancelled' ? REMINDER_URL : sessionPageUrl(facts.bookingId);

const other = (facts: NoticeFacts) => (facts.recipient.role === 'mentor' ? facts.mentee : facts.mentor);
const otherName = (facts: NoticeFacts, lang: Language) => other(facts)?.name ?? localize(sessionMailMessages.deletedUser, lang);

/** "Thu 10:00" / "Do., 10:00" in the recipient's zone. */
export function shortWhen(date: Date, lang: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(dateLocales[lang], {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(date);
}

function texts(facts: NoticeFacts, lang: Language) {
  const params = {
    other: otherName(facts, lang),
    skill: facts.skill,
    when: shortWhen(facts.start, lang, facts.recipient.timeZone),
  };
  const forMentor = facts.recipient.role === 'mentor';
  const { title, body } = {
    confirmed: forMentor ? { title: t.newBookingTitle, body: t.newBookingBody } : { title: t.bookedTitle, body: t.bookedBody },
    rescheduled: { title: t.rescheduledTitle, body: t.rescheduledBody },
    cancelled: { title: t.cancelledTitle, body: t.cancelledBody },
  }[facts.kind];
  return { title: localize(title, lang, params), body: localize(body, lang, params) };
}

/** The agenda and, for a move, its reason: lines of the mail and of the invite's description. */
function detailLines(facts: NoticeFacts, lang: Language): string[] {
  return [
    ...(facts.agenda ? [localize(t.agendaLine, lang, { agenda: facts.agenda })] : []),
    ...(facts.kind === 'rescheduled' && facts.rescheduleReason
      ? [localize(t.reasonLine, lang, { reason: facts.rescheduleReason })]
      : []),
  ];
}

/** The push: both languages, as reminders carry them, since the worker shows the device's language. */
export function buildNoticePush(facts: NoticeFacts): BookingNoticePushPayload {
  return {
    type: 'booking-notice',
    kind: facts.kind,
    ...texts(facts, 'en'),
    de: texts(facts, 'de'),
    url: noticeTarget(facts),
    bookingId: facts.bookingId,
    start: facts.start.toISOString(),
    tag: `booking-${facts.bookingId}`,
  };
}

function invite(facts: NoticeFacts, lang: Language): string {
  const person = (who: NoticePerson | null): CalendarPerson[] => (who ? [{ name: who.name, email: who.email }] : []);
  const params = { skill: facts.skill, other: otherName(facts, lang), link: facts.joinLink ?? '' };
  return buildCalendar(
    {
      uid: sessionUid(facts.bookingId, facts.publicUrl),
      sequence: facts.sequence,
      stamp: facts.now,
      start: facts.start,
      end: facts.end,
      summary: localize(t.inviteSummary, lang, params),
      description: [
        localize(facts.joinLink ? t.inviteDescription : t.inviteDescriptionWithoutLink, lang, params),
        ...detailLines(facts, lang),
      ].join('\n'),
      url: facts.joinLink,
      organizer: facts.mentor ?? facts.appAddress,
      attendees: [...person(facts.mentor), ...person(facts.mentee)],
    },
    {
      productId: '-//Mentor Marketplace//Booking notices//EN',
      method: facts.kind === 'cancelled' ? 'CANCEL' : 'REQUEST',
    },
  );
}

/** The mail in the recipient's language and zone: plain text and HTML saying the same, and the invite. */
export function buildNoticeMail(facts: NoticeFacts): MailMessage {
  const lang = facts.recipient.language;
  const { title, body } = texts(facts, lang);
  const confirmed = facts.kind !== 'cancelled';
  const note = { confirmed: t.inviteNote, rescheduled: t.rescheduleNote, cancelled: t.cancelNote }[facts.kind];
  return {
    ...renderSessionMail({
      lang,
      to: facts.recipient,
      subject: title,
      body,
      details: detailLines(facts, lang),
      start: facts.start,
      end: facts.end,
      timeZone: facts.recipient.timeZone,
      joinLink: confirmed ? facts.joinLink : null,
      pageLink: `${facts.publicUrl}${noticeTarget(facts)}`,
      note: localize(note, lang),
      footer: localize(t.footer, lang),
    }),
    icalEvent: { method: confirmed ? 'REQUEST' : 'CANCEL', filename: 'invite.ics', content: invite(facts, lang) },
    messageId: `<notice-${facts.noticeId}@${new URL(facts.publicUrl).hostname}>`,
  };
}
