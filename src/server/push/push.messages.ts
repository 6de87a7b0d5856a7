import type { Localized } from '../i18n/localized';

export const pushMessages = {
  subscribed: { en: 'Reminders are on for this device.', de: 'Erinnerungen sind für dieses Gerät eingeschaltet.' },
  unsubscribed: { en: 'Reminders are off for this device.', de: 'Erinnerungen sind für dieses Gerät ausgeschaltet.' },
  subscriptionNotFound: {
    en: 'This device is not subscribed to reminders.',
    de: 'Dieses Gerät ist nicht für Erinnerungen angemeldet.',
  },
  endpointNotAllowed: {
    en: 'This push endpoint is not accepted: it must be the https:// address of a push service.',
    de: 'Dieser Push-Endpunkt wird nicht akzeptiert: Er muss die https://-Adresse eines Push-Dienstes sein.',
  },
  invalidKey: {
    en: 'The subscription key is not a valid P-256 public key.',
    de: 'Der Schlüssel des Abonnements ist kein gültiger öffentlicher P-256-Schlüssel.',
  },
} satisfies Record<string, Localized>;

/** Texts of the reminders themselves: push notification and mail. `{when}` is one of the `in…` texts. */
export const reminderMessages = {
  inOneMinute: { en: 'in 1 minute', de: 'in einer Minute' },
  inMinutes: { en: 'in {count} minutes', de: 'in {count} Minuten' },
  inOneHour: { en: 'in 1 hour', de: 'in einer Stunde' },
  inHours: { en: 'in {count} hours', de: 'in {count} Stunden' },
  pushTitle: { en: 'Your session starts {when}', de: 'Ihre Sitzung beginnt {when}' },
  pushBodyWith: {
    en: '{topic} with {other}. Open your sessions to join.',
    de: '{topic} mit {other}. Öffnen Sie Ihre Sitzungen, um teilzunehmen.',
  },
  pushBodyAlone: { en: '{topic}. Open your sessions to join.', de: '{topic}. Öffnen Sie Ihre Sitzungen, um teilzunehmen.' },
  mailSubject: { en: 'Reminder: your session starts {when}', de: 'Erinnerung: Ihre Sitzung beginnt {when}' },
  mailGreeting: { en: 'Hello {name},', de: 'Hallo {name},' },
  mailIntroWith: {
    en: 'your session “{topic}” with {other} starts {when} ({start}).',
    de: 'Ihre Sitzung „{topic}“ mit {other} beginnt {when} ({start}).',
  },
  mailIntroAlone: {
    en: 'your session “{topic}” starts {when} ({start}).',
    de: 'Ihre Sitzung „{topic}“ beginnt {when} ({start}).',
  },
  mailJoin: { en: 'Join the meeting: {link}', de: 'Zur Videokonferenz: {link}' },
  mailSessions: { en: 'Your sessions: {link}', de: 'Ihre Sitzungen: {link}' },
  mailFooter: {
    en: 'You receive this reminder because you have a confirmed session on Mentor Marketplace.',
    de: 'Sie erhalten diese Erinnerung, weil Sie eine bestätigte Sitzung bei Mentor Marketplace haben.',
  },
} satisfies Record<string, Localized>;
