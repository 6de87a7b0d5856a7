import type { MessageDescriptor } from '@lingui/core';

export const receiptMessages = {
  notFound: /*i18n*/ { id: 'This receipt does not exist.' },
  title: /*i18n*/ { id: 'Receipt {number}' },
  sessionLine: /*i18n*/ { id: 'Mentoring session: {skill}, {date}' },
  packLine: /*i18n*/ { id: '{sessions, plural, one {# session} other {# sessions}} (pack)' },
  subscriptionLine: /*i18n*/ { id: '{sessions} sessions, monthly subscription ({date})' },
  mailSubject: /*i18n*/ { id: 'Your receipt {number}' },
  mailIntro: /*i18n*/ { id: 'Thank you for your payment. This is your receipt.' },
  total: /*i18n*/ { id: 'Total paid' },
  date: /*i18n*/ { id: 'Date' },
  item: /*i18n*/ { id: 'Item' },
  billedTo: /*i18n*/ { id: 'Billed to' },
  print: /*i18n*/ { id: 'Print' },
  viewOnline: /*i18n*/ { id: 'View and print it online: {url}' },
} satisfies Record<string, MessageDescriptor>;
