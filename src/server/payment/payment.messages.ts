import type { Localized } from '../i18n/localized';

export const paymentMessages = {
  bookingNotFound: { en: 'This booking does not exist.', de: 'Diese Buchung gibt es nicht.' },
  notYourBooking: { en: 'This is not your booking.', de: 'Diese Buchung gehört Ihnen nicht.' },
  reservationExpired: {
    en: 'Your reservation has expired. Please pick the slot again.',
    de: 'Ihre Reservierung ist abgelaufen. Bitte wählen Sie den Termin erneut aus.',
  },
  bookingCancelled: {
    en: 'This booking was cancelled. Please pick a slot again.',
    de: 'Diese Buchung wurde storniert. Bitte wählen Sie erneut einen Termin aus.',
  },
  alreadyPaid: { en: 'This session is already paid.', de: 'Diese Sitzung ist bereits bezahlt.' },
  alreadyConfirmed: {
    en: 'This session is already confirmed.',
    de: 'Diese Sitzung ist bereits bestätigt.',
  },
  paymentNotFound: {
    en: 'This payment does not exist. Please start the payment again.',
    de: 'Diese Zahlung gibt es nicht. Bitte starten Sie die Zahlung erneut.',
  },
  notYourPayment: { en: 'This is not your payment.', de: 'Diese Zahlung gehört Ihnen nicht.' },
  providerUnavailable: {
    en: 'The payment service cannot be reached right now. Please try again in a moment.',
    de: 'Der Zahlungsdienst ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  },
  // The simulated provider answers like Stripe does, so the form shows the same texts in both modes.
  cardNumberInvalid: { en: 'Your card number is invalid.', de: 'Ihre Kartennummer ist ungültig.' },
  cardExpiryInvalid: {
    en: "Your card's expiration date is invalid.",
    de: 'Das Ablaufdatum Ihrer Karte ist ungültig.',
  },
  cardExpired: { en: 'Your card has expired.', de: 'Ihre Karte ist abgelaufen.' },
  cardCvcInvalid: {
    en: "Your card's security code is invalid.",
    de: 'Der Sicherheitscode Ihrer Karte ist ungültig.',
  },
  cardDeclined: { en: 'Your card was declined.', de: 'Ihre Karte wurde abgelehnt.' },
  noFreeSessions: {
    en: 'You have no free sessions left.',
    de: 'Sie haben keine kostenlosen Sitzungen mehr.',
  },
  freeSessionConfirmed: {
    en: 'Your session is confirmed. One free session was used.',
    de: 'Ihre Sitzung ist bestätigt. Eine kostenlose Sitzung wurde eingelöst.',
  },
  webhookSignatureInvalid: {
    en: 'The webhook signature is invalid.',
    de: 'Die Signatur des Webhooks ist ungültig.',
  },
} satisfies Record<string, Localized>;
