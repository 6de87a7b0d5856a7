import { REMINDER_URL, reminderTag, sessionPageUrl, type PushAction, type ReminderPushPayload } from '../../shared/domain/push';
import { localize, type Language } from '../i18n/localized';
import type { MailMessage } from '../mail/mailer';
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

const dateFormats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }),
  de: new Intl.DateTimeFormat('de-DE', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }),
};

function mailText(facts: ReminderFacts & { name: string; joinLink: string | null; sessionsLink: string }, lang: Language) {
  const params = {
    name: facts.name,
    topic: facts.topic,
    other: facts.otherName ?? '',
    when: timeLeftText(facts.startAt.getTime() - facts.now.getTime(), lang),
    start: `${dateFormats[lang].format(facts.startAt)} UTC`,
  };
  return [
    localize(t.mailGreeting, lang, params),
    '',
    localize(facts.otherName ? t.mailIntroWith : t.mailIntroAlone, lang, params),
    '',
    ...(facts.joinLink ? [localize(t.mailJoin, lang, { link: facts.joinLink })] : []),
    localize(t.mailSessions, lang, { link: facts.sessionsLink }),
    '',
    localize(t.mailFooter, lang),
  ].join('\n');
}

/**
 * The server does not know which language a user reads (it is a client setting), so the reminder
 * mail is written in English with the German text below it.
 */
export function buildReminderMail(
  facts: ReminderFacts & { to: string; name: string; joinLink: string | null; publicUrl: string },
): MailMessage {
  const details = { ...facts, sessionsLink: `${facts.publicUrl}${REMINDER_URL}` };
  const when = (lang: Language) => timeLeftText(facts.startAt.getTime() - facts.now.getTime(), lang);
  return {
    to: facts.to,
    subject: `${localize(t.mailSubject, 'en', { when: when('en') })} / ${localize(t.mailSubject, 'de', { when: when('de') })}`,
    text: `${mailText(details, 'en')}\n\n— Deutsch —\n\n${mailText(details, 'de')}\n`,
  };
}
