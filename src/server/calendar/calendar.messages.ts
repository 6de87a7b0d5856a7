import type { Localized } from '../i18n/localized';

export const calendarMessages = {
  mentorNotFound: { en: 'This mentor does not exist.', de: 'Diesen Mentor gibt es nicht.' },
  slotNotFound: { en: 'This availability slot does not exist.', de: 'Diesen Termin gibt es nicht.' },
  bookingNotFound: { en: 'This booking does not exist.', de: 'Diese Buchung gibt es nicht.' },
  slotCreated: { en: 'Availability added.', de: 'Verfügbarkeit hinzugefügt.' },
  slotDeleted: { en: 'Availability slot deleted.', de: 'Termin gelöscht.' },
  slotInPast: {
    en: 'A slot must start in the future.',
    de: 'Ein Termin muss in der Zukunft beginnen.',
  },
  slotOverlaps: {
    en: 'This time overlaps one of your other slots.',
    de: 'Diese Zeit überschneidet sich mit einem Ihrer anderen Termine.',
  },
  notYourSlot: { en: 'This is not your availability slot.', de: 'Dieser Termin gehört Ihnen nicht.' },
  slotHeld: {
    en: 'A mentee is currently booking this slot, so it cannot be deleted. Please try again in a few minutes.',
    de: 'Dieser Termin wird gerade von einem Mentee gebucht und kann daher nicht gelöscht werden. Bitte versuchen Sie es in einigen Minuten erneut.',
  },
  slotBookedCannotDelete: {
    en: 'This slot is booked and cannot be deleted. Cancel the session instead.',
    de: 'Dieser Termin ist gebucht und kann nicht gelöscht werden. Sagen Sie stattdessen die Sitzung ab.',
  },
  slotTaken: {
    en: 'This slot has just been taken. Please choose another one.',
    de: 'Dieser Termin wurde gerade vergeben. Bitte wählen Sie einen anderen.',
  },
  slotAlreadyYours: {
    en: 'You have already booked this slot.',
    de: 'Sie haben diesen Termin bereits gebucht.',
  },
  slotStarted: {
    en: 'This slot has already started and can no longer be booked.',
    de: 'Dieser Termin hat bereits begonnen und kann nicht mehr gebucht werden.',
  },
  ownSlot: { en: 'You cannot book your own slot.', de: 'Sie können Ihren eigenen Termin nicht buchen.' },
  skillNotOffered: {
    en: 'This mentor does not offer that skill.',
    de: 'Dieser Mentor bietet diese Fähigkeit nicht an.',
  },
  slotHeldForYou: {
    en: 'The slot is held for you for {minutes} minutes. Please complete your booking.',
    de: 'Der Termin ist {minutes} Minuten lang für Sie reserviert. Bitte schließen Sie die Buchung ab.',
  },
  notYourBooking: { en: 'This is not your booking.', de: 'Diese Buchung gehört Ihnen nicht.' },
} satisfies Record<string, Localized>;
