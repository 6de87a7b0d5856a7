import type { MessageDescriptor } from '@lingui/core';

export const calendarMessages = {
  mentorNotFound: /*i18n*/ { id: 'This mentor does not exist.' },
  slotNotFound: /*i18n*/ { id: 'This availability slot does not exist.' },
  bookingNotFound: /*i18n*/ { id: 'This booking does not exist.' },
  slotCreated: /*i18n*/ { id: 'Availability added.' },
  slotDeleted: /*i18n*/ { id: 'Availability slot deleted.' },
  slotInPast: /*i18n*/ { id: 'A slot must start in the future.' },
  slotOverlaps: /*i18n*/ { id: 'This time overlaps one of your other slots.' },
  notYourSlot: /*i18n*/ { id: 'This is not your availability slot.' },
  slotHeld: /*i18n*/ {
    id: 'A mentee is currently booking this slot, so it cannot be deleted. Please try again in a few minutes.',
  },
  slotBookedCannotDelete: /*i18n*/ { id: 'This slot is booked and cannot be deleted. Cancel the session instead.' },
  slotTaken: /*i18n*/ { id: 'This slot has just been taken. Please choose another one.' },
  slotAlreadyYours: /*i18n*/ { id: 'You have already booked this slot.' },
  slotStarted: /*i18n*/ { id: 'This slot has already started and can no longer be booked.' },
  ownSlot: /*i18n*/ { id: 'You cannot book your own slot.' },
  skillNotOffered: /*i18n*/ { id: 'This mentor does not offer that skill.' },
  slotHeldForYou: /*i18n*/ { id: 'The slot is held for you for {minutes} minutes. Please complete your booking.' },
  notYourBooking: /*i18n*/ { id: 'This is not your booking.' },
  slotInNotice: /*i18n*/ { id: 'This mentor needs more notice for this time. Please choose a later one.' },
  slotBusy: /*i18n*/ { id: 'The mentor is busy at this time. Please choose another one.' },
  slotInBuffer: /*i18n*/ { id: 'This time is too close to another session of this mentor. Please choose another one.' },
} satisfies Record<string, MessageDescriptor>;
