import { REMINDER_URL, sessionPageUrl } from '../../shared/domain/push';
import type { BookingNoticePushPayload } from '../../shared/domain/booking-notice';
import { localize, type Language } from '../i18n/localized';
import type { MailMessage } from '../mail/mailer';
import { buildCalendar, type CalendarPerson } from '../session/ics';
import { dateLocales, renderSessionMail } from './session-mail';
import { noticeMessages as t } from './notices.messages';

export interface NoticePerson {
  name: string;
  email: string;
}

export interface NoticeFacts {
  noticeId: string;
  bookingId: string;
  kind: 'confirmed' | 'cancelled';
  sequence: number;
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
 * Where a notice leads: a booked session's own page (its card with Join); after a cancellation, the
 * list of what is still coming.
 */
export const noticeTarget = (facts: Pick<NoticeFacts, 'kind' | 'bookingId'>) =>
  facts.kind === 'confirmed' ? sessionPageUrl(facts.bookingId) : REMINDER_URL;

const other = (facts: NoticeFacts) => (facts.recipient.role === 'mentor' ? facts.mentee : facts.mentor);
const otherName = (facts: NoticeFacts, lang: Language) => other(facts)?.name ?? localize(t.deletedUser, lang);

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
  const confirmed = facts.kind === 'confirmed';
  const forMentor = facts.recipient.role === 'mentor';
  return {
    title: localize(confirmed ? (forMentor ? t.newBookingTitle : t.bookedTitle) : t.cancelledTitle, lang, params),
    body: localize(confirmed ? (forMentor ? t.newBookingBody : t.bookedBody) : t.cancelledBody, lang, params),
  };
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
      uid: `${facts.bookingId}@${new URL(facts.publicUrl).hostname}`,
      sequence: facts.sequence,
      stamp: facts.now,
      start: facts.start,
      end: facts.end,
      summary: localize(t.inviteSummary, lang, params),
      description: localize(facts.joinLink ? t.inviteDescription : t.inviteDescriptionWithoutLink, lang, params),
      url: facts.joinLink,
      organizer: facts.mentor ?? facts.appAddress,
      attendees: [...person(facts.mentor), ...person(facts.mentee)],
    },
    {
      productId: '-//Mentor Marketplace//Booking notices//EN',
      method: facts.kind === 'confirmed' ? 'REQUEST' : 'CANCEL',
    },
  );
}

/** The mail in the recipient's language and zone: plain text and HTML saying the same, and the invite. */
export function buildNoticeMail(facts: NoticeFacts): MailMessage {
  const lang = facts.recipient.language;
  const { title, body } = texts(facts, lang);
  const confirmed = facts.kind === 'confirmed';
  return {
    ...renderSessionMail({
      lang,
      to: facts.recipient,
      subject: title,
      body,
      start: facts.start,
      end: facts.end,
      timeZone: facts.recipient.timeZone,
      joinLink: confirmed ? facts.joinLink : null,
      pageLink: `${facts.publicUrl}${noticeTarget(facts)}`,
      note: localize(confirmed ? t.inviteNote : t.cancelNote, lang),
      footer: localize(t.footer, lang),
    }),
    icalEvent: { method: confirmed ? 'REQUEST' : 'CANCEL', filename: 'invite.ics', content: invite(facts, lang) },
    messageId: `<notice-${facts.noticeId}@${new URL(facts.publicUrl).hostname}>`,
  };
}
