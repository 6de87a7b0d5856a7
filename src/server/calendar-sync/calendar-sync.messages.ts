import type { MessageDescriptor } from '@lingui/core';
import type { BusyFetchError } from './busy-fetch';

export const calendarSyncMessages = {
  feedNotFound: /*i18n*/ { id: 'This calendar feed does not exist or was revoked.' },
  noFeed: /*i18n*/ { id: 'You have no calendar feed yet.' },
  feedRevoked: /*i18n*/ { id: 'Calendar feed revoked. Calendars subscribed to it stop updating.' },
  feedName: /*i18n*/ { id: 'Mentoring sessions' },
  sourceNotFound: /*i18n*/ { id: 'This busy calendar does not exist.' },
  sourceRefused: /*i18n*/ {
    id: 'This address cannot be used: it must be a public https address of a calendar (no local or private network addresses).',
  },
  sourceExists: /*i18n*/ { id: 'You have already added this calendar.' },
  tooManySources: /*i18n*/ { id: 'You can add at most 10 busy calendars.' },
  sourceRemoved: /*i18n*/ { id: 'Busy calendar removed.' },
} satisfies Record<string, MessageDescriptor>;

/** What the mentor reads for each stored failure code (busy-fetch.ts). */
export const busyErrorMessages = {
  refused: /*i18n*/ { id: 'The address points to a private network or is not https.' },
  redirect: /*i18n*/ { id: 'The calendar server redirected to another host.' },
  timeout: /*i18n*/ { id: 'The calendar server did not answer within 10 seconds.' },
  too_large: /*i18n*/ { id: 'The calendar is larger than 2 MiB.' },
  status: /*i18n*/ { id: 'The calendar server answered with an error.' },
  network: /*i18n*/ { id: 'The calendar server could not be reached.' },
  invalid: /*i18n*/ { id: 'The address did not return an iCalendar file.' },
} satisfies Record<BusyFetchError, MessageDescriptor>;
