import { reminderTag, sessionPageUrl, type PushAction, type ReminderPushPayload } from '../../shared/domain/push';
import { localize, type Language } from '../i18n/localized';
import type { MailMessage } from '../mail/mailer';
import { sessionMailMessages } from '../delivery/delivery.messages';
import { renderSessionMail } from '../delivery/session-mail';
import { reminderMessages as t } from './push.messages';

export interface ReminderFacts {
  bookingId: string;
  startAt: Date;
  offsetMinutes: number;
  /** The skill the session is about. */
  topic: string;
  /** The other participant's name; null once their account is gone. */
  otherName: string | null;
  /** The session's meeting link (null when it has none). */
  joinLink: string | null;
  now: Date;
}

/** "Join" is offered from this close to the start: the 1-hour reminder, not the day-before one. */
const JOIN_ACTION_WITHIN_MINUTES = 60;

/** A push message may carry at most 4 kB; user-written texts are clipped so two languages always fit. */
const MAX_TOPIC_LENGTH = 100;
const MAX_NAME_LENGTH = 60;
function clip(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max - 1).join('')}…` : text;
}

/** "in 1 hour", "in 24 hours", "in 5 minutes": counted from `now`, so a late reminder still tells the truth. */
export function timeLeftText(msLeft: number, lang: Language): string {
  const minutes = Math.max(1, Math.round(msLeft / 60_000));
  if (minutes < 60) return minutes === 1 ? localize(t.inOneMinute, lang) : localize(t.inMinutes, lang, { count: minutes });
  const hours = Math.round(minutes / 60);
  return hours === 1 ? localize(t.inOneHour, lang) : localize(t.inHours, lang, { count: hours });
}

function notificationText(facts: ReminderFacts, lang: Language) {
  const params = {
    when: timeLeftText(facts.startAt.getTime() - facts.now.getTime(), lang),
    topic: clip(facts.topic, MAX_TOPIC_LENGTH),
    other: clip(facts.otherName ?? '', MAX_NAME_LENGTH),
  };
  return {
    title: localize(t.pushTitle, lang, params),
    body: localize(facts.otherName ? t.pushBodyWith : t.pushBodyAlone, lang, params),
  };
}

/** The notification's buttons: "Join" (the meeting) close to the start, "View" (the session's page) always. */
function actionsOf(facts: ReminderFacts): { actions: PushAction[]; joinUrl: string | null } {
  const view: PushAction = {
    action: 'view',
    title: localize(t.actionView, 'en'),
    de: localize(t.actionView, 'de'),
    url: sessionPageUrl(facts.bookingId),
  };
  const joinUrl = facts.offsetMinutes <= JOIN_ACTION_WITHIN_MINUTES ? facts.joinLink : null;
  if (!joinUrl) return { actions: [view], joinUrl: null };
  const join: PushAction = {
    action: 'join',
    title: localize(t.actionJoin, 'en'),
    de: localize(t.actionJoin, 'de'),
    url: joinUrl,
  };
  return { actions: [join, view], joinUrl };
}

export function buildPushPayload(facts: ReminderFacts): ReminderPushPayload {
  return {
    type: 'session-reminder',
    ...notificationText(facts, 'en'),
    de: notificationText(facts, 'de'),
    url: sessionPageUrl(facts.bookingId),
    ...actionsOf(facts),
    bookingId: facts.bookingId,
    start: facts.startAt.toISOString(),
    minutesBefore: facts.offsetMinutes,
    tag: reminderTag(facts.bookingId),
  };
}

export interface ReminderMailFacts extends ReminderFacts {
  end: Date;
  recipient: { id: string; name: string; email: string; language: Language; timeZone: string };
  publicUrl: string;
}

/** The mail in the recipient's language and zone, on the template of the booking notices (no invite: that came with the booking). */
export function buildReminderMail(facts: ReminderMailFacts): MailMessage {
  const lang = facts.recipient.language;
  const when = timeLeftText(facts.startAt.getTime() - facts.now.getTime(), lang);
  const other = facts.otherName ?? localize(sessionMailMessages.deletedUser, lang);
  const host = new URL(facts.publicUrl).hostname;
  return {
    ...renderSessionMail({
      lang,
      to: facts.recipient,
      subject: localize(t.mailSubject, lang, { when }),
      body: localize(t.mailBody, lang, { other, skill: facts.topic, when }),
      start: facts.startAt,
      end: facts.end,
      timeZone: facts.recipient.timeZone,
      joinLink: facts.joinLink,
      pageLink: `${facts.publicUrl}${sessionPageUrl(facts.bookingId)}`,
      note: null,
      footer: localize(t.mailFooter, lang),
    }),
    messageId: `<reminder-${facts.bookingId}-${facts.offsetMinutes}-${facts.recipient.id}@${host}>`,
  };
}
