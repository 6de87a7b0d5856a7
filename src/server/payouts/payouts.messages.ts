import type { MessageDescriptor } from '@lingui/core';

export const payoutMessages = {
  providerUnavailable: /*i18n*/ { id: 'The payout service cannot be reached right now. Please try again in a moment.' },
  noAccount: /*i18n*/ { id: 'Start connecting your payout account first.' },
} satisfies Record<string, MessageDescriptor>;
