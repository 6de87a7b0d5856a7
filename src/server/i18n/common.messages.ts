import type { Localized } from './localized';

export const commonMessages = {
  notLoggedIn: { en: 'You are not logged in.', de: 'Sie sind nicht angemeldet.' },
  forbidden: { en: 'You are not allowed to do that.', de: 'Dazu sind Sie nicht berechtigt.' },
  notFound: { en: 'Not found.', de: 'Nicht gefunden.' },
  routeNotFound: { en: 'There is no such API endpoint.', de: 'Diesen API-Endpunkt gibt es nicht.' },
  invalidInput: { en: 'Some fields are invalid: {fields}.', de: 'Einige Felder sind ungültig: {fields}.' },
  invalidJson: { en: 'The request body is not valid JSON.', de: 'Der Inhalt der Anfrage ist kein gültiges JSON.' },
  bodyTooLarge: { en: 'The request is too large.', de: 'Die Anfrage ist zu groß.' },
  tooManyRequests: {
    en: 'Too many attempts. Please wait a while and try again.',
    de: 'Zu viele Versuche. Bitte warten Sie eine Weile und versuchen Sie es erneut.',
  },
  crossOrigin: {
    en: 'Requests from other sites are not accepted.',
    de: 'Anfragen von anderen Websites werden nicht angenommen.',
  },
  internal: {
    en: 'Something went wrong on our side. Please try again.',
    de: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
  },
  idempotencyInProgress: {
    en: 'This request is still being processed.',
    de: 'Diese Anfrage wird noch bearbeitet.',
  },
  idempotencyMismatch: {
    en: 'This Idempotency-Key was already used for a different request.',
    de: 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
  },
  invalidIdempotencyKey: {
    en: 'The Idempotency-Key header must be 8 to 200 characters.',
    de: 'Der Idempotency-Key-Header muss 8 bis 200 Zeichen lang sein.',
  },
} satisfies Record<string, Localized>;

/**
 * German for the custom messages of the shared zod schemas (which are written in English so the
 * contract stays one source). zod's own messages are localised by its `de` locale.
 */
export const validationMessagesDe: Record<string, string> = {
  'Enter a valid email address': 'Geben Sie eine gültige E-Mail-Adresse ein',
  'User name is required': 'Benutzername ist erforderlich',
  'Password is required': 'Passwort ist erforderlich',
  'Email is required': 'E-Mail ist erforderlich',
  'Passwords do not match': 'Die Passwörter stimmen nicht überein',
  'New passwords do not match': 'Neue Passwörter stimmen nicht überein',
  'Current password is required': 'Aktuelles Passwort ist erforderlich',
  'Image must be a PNG, JPEG, WebP or GIF data URL': 'Das Bild muss eine PNG-, JPEG-, WebP- oder GIF-Daten-URL sein',
  'First name is required': 'Vorname ist erforderlich',
  'Last name is required': 'Nachname ist erforderlich',
  'Message is required': 'Nachricht ist erforderlich',
};
