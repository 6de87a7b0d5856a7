import { localize, type Language } from '../i18n/localized';
import type { MailMessage } from '../mail/mailer';
import { sessionMailMessages as t } from './delivery.messages';

/** The language of a user's mails: the one they last used the app in ('de'), else English. */
export const mailLanguage = (language: string | null): Language => (language === 'de' ? 'de' : 'en');
/** A user who never chose a zone reads times in UTC, and the mail says so. */
export const FALLBACK_TIME_ZONE = 'UTC';

/** Dates in mails: British English (24 h, day first) and German. */
export const dateLocales: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

export interface SessionMail {
  lang: Language;
  to: { name: string; email: string };
  subject: string;
  /** What happened or is about to, naming the other participant and the skill. */
  body: string;
  /** Lines about the session itself shown under the time, such as its agenda or why it moved. */
  details?: string[];
  start: Date;
  end: Date;
  /** The recipient's zone; the mail names it next to the time. */
  timeZone: string;
  joinLink: string | null;
  /** The session's page (or the list of sessions), absolute. */
  pageLink: string;
  note: string | null;
  /** Why the recipient gets this kind of mail. */
  footer: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** "Thursday, 1 May 2030, 11:00–12:00 (Europe/Berlin)" in the recipient's language and zone. */
function whenLine({ lang, start, end, timeZone }: SessionMail): string {
  const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(dateLocales[lang], { ...options, timeZone });
  const date = `${format({ dateStyle: 'full', timeStyle: 'short' }).format(start)}–${format({ timeStyle: 'short' }).format(end)}`;
  return localize(t.whenLine, lang, { date, zone: timeZone });
}

/**
 * The one template of every mail about a session (booking notices and reminders): greeting, what
 * happened, when in the recipient's zone, Join and the session page, as plain text and as HTML saying
 * the same.
 */
export function renderSessionMail(mail: SessionMail): MailMessage {
  const { lang } = mail;
  const when = whenLine(mail);
  const greeting = localize(t.greeting, lang, { name: mail.to.name });
  const text = [
    greeting,
    '',
    mail.body,
    when,
    ...(mail.details ?? []),
    '',
    ...(mail.joinLink ? [localize(t.joinLine, lang, { link: mail.joinLink })] : []),
    localize(t.sessionLine, lang, { link: mail.pageLink }),
    '',
    ...(mail.note ? [mail.note, ''] : []),
    mail.footer,
    '',
  ].join('\n');
  const button = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 16px;margin:4px 8px 4px 0;border-radius:6px;background:#2456c7;color:#fff;text-decoration:none">${escapeHtml(label)}</a>`;
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>
<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(mail.body)}<br><strong>${escapeHtml(when)}</strong></p>
${(mail.details ?? []).map((line) => `<p style="white-space:pre-wrap">${escapeHtml(line)}</p>\n`).join('')}<p>${mail.joinLink ? button(mail.joinLink, localize(t.joinButton, lang)) : ''}${button(mail.pageLink, localize(t.sessionButton, lang))}</p>
${mail.note ? `<p>${escapeHtml(mail.note)}</p>\n` : ''}<p style="color:#555;font-size:13px">${escapeHtml(mail.footer)}</p>
</body></html>
`;
  return { to: mail.to.email, subject: mail.subject, text, html };
}
