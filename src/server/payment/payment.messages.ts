import type { MessageDescriptor } from '@lingui/core';
import type { SimulatedChargeResult } from './providers/simulated-provider';

export const paymentMessages = {
  bookingNotFound: /*i18n*/ { id: 'This booking does not exist.' },
  notYourBooking: /*i18n*/ { id: 'This is not your booking.' },
  reservationExpired: /*i18n*/ { id: 'Your reservation has expired. Please pick the slot again.' },
  bookingCancelled: /*i18n*/ { id: 'This booking was canceled. Please pick a slot again.' },
  alreadyPaid: /*i18n*/ { id: 'This session is already paid.' },
  alreadyConfirmed: /*i18n*/ { id: 'This session is already confirmed.' },
  paymentNotFound: /*i18n*/ { id: 'This payment does not exist. Please start the payment again.' },
  notYourPayment: /*i18n*/ { id: 'This is not your payment.' },
  providerUnavailable: /*i18n*/ { id: 'The payment service cannot be reached right now. Please try again in a moment.' },
  // The simulated provider answers like Stripe does, so the form shows the same texts in both modes.
  cardNumberInvalid: /*i18n*/ { id: 'Your card number is invalid.' },
  cardExpiryInvalid: /*i18n*/ { id: "Your card's expiration date is invalid." },
  cardExpired: /*i18n*/ { id: 'Your card has expired.' },
  cardCvcInvalid: /*i18n*/ { id: "Your card's security code is invalid." },
  cardDeclined: /*i18n*/ { id: 'Your card was declined.' },
  noFreeSessions: /*i18n*/ { id: 'You have no free sessions left.' },
  freeSessionConfirmed: /*i18n*/ { id: 'Your session is confirmed. One free session was used.' },
  noSessionCredits: /*i18n*/ { id: 'You have no pack sessions left. Buy a pack or pay by card.' },
  creditSessionConfirmed: /*i18n*/ { id: 'Your session is confirmed. One pack session was used.' },
  packNotFound: /*i18n*/ { id: 'There is no such pack.' },
  alreadySubscribed: /*i18n*/ { id: 'You already have a monthly subscription.' },
  noSubscription: /*i18n*/ { id: 'You have no subscription.' },
  webhookSignatureInvalid: /*i18n*/ { id: 'The webhook signature is invalid.' },
} satisfies Record<string, MessageDescriptor>;

/** What the card form says for each way a simulated card fails (Stripe's wording). */
export const cardFailures: Record<Exclude<SimulatedChargeResult, 'succeeded'>, MessageDescriptor> = {
  invalid_number: paymentMessages.cardNumberInvalid,
  invalid_expiry: paymentMessages.cardExpiryInvalid,
  expired_card: paymentMessages.cardExpired,
  invalid_cvc: paymentMessages.cardCvcInvalid,
  declined: paymentMessages.cardDeclined,
};
