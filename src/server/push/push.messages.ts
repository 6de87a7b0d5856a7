import type { MessageDescriptor } from '@lingui/core';

export const pushMessages = {
  subscribed: /*i18n*/ { id: 'Reminders are on for this device.' },
  unsubscribed: /*i18n*/ { id: 'Reminders are off for this device.' },
  subscriptionNotFound: /*i18n*/ { id: 'This device is not subscribed to reminders.' },
  endpointNotAllowed: /*i18n*/ { id: 'This push endpoint is not accepted: it must be the https:// address of a push service.' },
  invalidKey: /*i18n*/ { id: 'The subscription key is not a valid P-256 public key.' },
} satisfies Record<string, MessageDescriptor>;

/** Texts of the reminders themselves: push notification and mail. `{when}` is one of the `in…` texts. */
export const reminderMessages = {
  inOneMinute: /*i18n*/ { id: 'in 1 minute' },
  inMinutes: /*i18n*/ { id: 'in {count} minutes' },
  inOneHour: /*i18n*/ { id: 'in 1 hour' },
  inHours: /*i18n*/ { id: 'in {count} hours' },
  pushTitle: /*i18n*/ { id: 'Your session starts {when}' },
  pushBodyWith: /*i18n*/ { id: '{topic} with {other}. Open your sessions to join.' },
  pushBodyAlone: /*i18n*/ { id: '{topic}. Open your sessions to join.' },
  /** Notification buttons: open the meeting, open the session's page. */
  actionJoin: /*i18n*/ { id: 'Join' },
  actionView: /*i18n*/ { id: 'View' },
  mailSubject: /*i18n*/ { id: 'Reminder: your session starts {when}' },
  mailBody: /*i18n*/ { id: 'Your session with {other} on {skill} starts {when}.' },
  mailFooter: /*i18n*/ { id: 'You get these mails because reminder mails are on in your settings. — Mentor Marketplace' },
} satisfies Record<string, MessageDescriptor>;
