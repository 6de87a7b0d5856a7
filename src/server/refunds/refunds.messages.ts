import type { MessageDescriptor } from '@lingui/core';

export const refundMessages = {
  bookingNotFound: /*i18n*/ { id: 'This booking does not exist.' },
  alreadyRefunded: /*i18n*/ { id: 'This booking has already been refunded.' },
  notPaid: /*i18n*/ { id: 'This booking was not paid by card or with a pack, so there is nothing to refund.' },
  cancelledIntoToken: /*i18n*/ { id: 'This session was canceled and its value is on the mentee’s free session; there is nothing to refund.' },
  providerUnavailable: /*i18n*/ { id: 'The payment service cannot be reached right now. Please try again in a moment.' },
} satisfies Record<string, MessageDescriptor>;
