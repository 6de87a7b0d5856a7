import {
  feedbackTextTooLong,
  MAX_FEEDBACK_TEXT_LENGTH,
  MAX_RATING,
  MIN_RATING,
  ratingOutOfRange,
} from '../../shared/contracts/feedback';
import { MAX_SEARCH_TEXT_LENGTH, MAX_SEARCH_UUIDS } from '../../shared/contracts/search';
import { MAX_SKILL_TEXT_LENGTH, MAX_SKILL_TITLE_LENGTH } from '../../shared/domain/skills';
import { MAX_CALENDAR_WINDOW_DAYS, MAX_SLOT_TITLE_LENGTH, SLOT_MINUTES } from '../../shared/domain/calendar';
import type { Localized } from './localized';

export const commonMessages = {
  databaseUnavailable: {
    en: 'The service is briefly unavailable. Please try again in a moment.',
    de: 'Der Dienst ist kurz nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  },
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
  'Please select a skill': 'Bitte wählen Sie eine Fähigkeit aus',
  'Please select proficiency': 'Bitte wählen Sie den Kenntnisstand aus',
  'Please select category': 'Bitte wählen Sie eine Kategorie aus',
  'Please enter a category title': 'Bitte geben Sie einen Kategorietitel ein',
  'Please enter a skill title': 'Bitte geben Sie einen Titel für die Fähigkeit ein',
  [`Title must be at most ${MAX_SKILL_TITLE_LENGTH} characters`]: `Der Titel darf höchstens ${MAX_SKILL_TITLE_LENGTH} Zeichen lang sein`,
  [`Description must be at most ${MAX_SKILL_TEXT_LENGTH} characters`]: `Die Beschreibung darf höchstens ${MAX_SKILL_TEXT_LENGTH} Zeichen lang sein`,
  [`Notes must be at most ${MAX_SKILL_TEXT_LENGTH} characters`]: `Die Notizen dürfen höchstens ${MAX_SKILL_TEXT_LENGTH} Zeichen lang sein`,
  'Enter a date and time with a time zone, e.g. 2030-05-01T09:00:00Z':
    'Geben Sie Datum und Uhrzeit mit Zeitzone an, z. B. 2030-05-01T09:00:00Z',
  'End must be after start': 'Das Ende muss nach dem Beginn liegen',
  [`The time range may span at most ${MAX_CALENDAR_WINDOW_DAYS} days`]: `Der Zeitraum darf höchstens ${MAX_CALENDAR_WINDOW_DAYS} Tage umfassen`,
  [`Slot title must be at most ${MAX_SLOT_TITLE_LENGTH} characters`]: `Der Titel des Termins darf höchstens ${MAX_SLOT_TITLE_LENGTH} Zeichen lang sein`,
  [`A slot must be exactly ${SLOT_MINUTES} minutes long`]: `Ein Termin muss genau ${SLOT_MINUTES} Minuten dauern`,
  "Select one of the mentor's skills": 'Wählen Sie eine der Fähigkeiten des Mentors aus',
  [`Search text must be at most ${MAX_SEARCH_TEXT_LENGTH} characters`]: `Der Suchtext darf höchstens ${MAX_SEARCH_TEXT_LENGTH} Zeichen lang sein`,
  'Must be a valid id': 'Muss eine gültige ID sein',
  [`At most ${MAX_SEARCH_UUIDS} mentors can be requested at once`]: `Es können höchstens ${MAX_SEARCH_UUIDS} Mentoren auf einmal abgefragt werden`,
  'Proficiency must be beginner, intermediate or advanced': 'Der Kenntnisstand muss beginner, intermediate oder advanced sein',
  [feedbackTextTooLong]: `Das Feedback darf höchstens ${MAX_FEEDBACK_TEXT_LENGTH} Zeichen lang sein`,
  [ratingOutOfRange]: `Die Bewertung muss eine ganze Zahl von ${MIN_RATING} bis ${MAX_RATING} sein`,
  'Must be a valid booking id': 'Muss eine gültige Buchungs-ID sein',
  'The payment is missing. Please start again.': 'Die Zahlung fehlt. Bitte beginnen Sie erneut.',
  'Enter your card number': 'Geben Sie Ihre Kartennummer ein',
  'Enter the expiry date': 'Geben Sie das Ablaufdatum ein',
  'Enter the CVC': 'Geben Sie die Prüfnummer (CVC) ein',
};
