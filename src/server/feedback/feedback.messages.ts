import type { Localized } from '../i18n/localized';

export const feedbackMessages = {
  /** The spec's alert text. */
  submitted: { en: 'Feedback submitted successfully!', de: 'Feedback erfolgreich gesendet!' },
  /** The spec's text when a mentee leaves the rating or the comment out. */
  provideFeedback: { en: 'Please provide feedback.', de: 'Bitte geben Sie ein Feedback ab.' },
  ratingRequired: {
    en: 'Please give a rating from 1 to 5.',
    de: 'Bitte geben Sie eine Bewertung von 1 bis 5 ab.',
  },
  commentRequired: { en: 'Please enter a comment.', de: 'Bitte geben Sie einen Kommentar ein.' },
  strengthsRequired: { en: 'Please describe the strengths.', de: 'Bitte beschreiben Sie die Stärken.' },
  improvementRequired: {
    en: 'Please say what could be improved.',
    de: 'Bitte geben Sie an, was verbessert werden könnte.',
  },
  alreadyGiven: {
    en: 'You have already given feedback for this session.',
    de: 'Sie haben für diese Sitzung bereits ein Feedback abgegeben.',
  },
  notStarted: {
    en: 'You can give feedback once the session has started.',
    de: 'Sie können ein Feedback abgeben, sobald die Sitzung begonnen hat.',
  },
  notBooked: {
    en: 'Feedback can only be given on booked sessions.',
    de: 'Feedback ist nur zu gebuchten Sitzungen möglich.',
  },
  sessionNotFound: { en: 'This session does not exist.', de: 'Diese Sitzung gibt es nicht.' },
  notYourSession: {
    en: 'You did not take part in this session.',
    de: 'Sie haben an dieser Sitzung nicht teilgenommen.',
  },
} satisfies Record<string, Localized>;
