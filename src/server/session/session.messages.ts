import type { MessageDescriptor } from '@lingui/core';

export const sessionMessages = {
  sessionNotFound: /*i18n*/ { id: 'This session does not exist.' },
  notYourSession: /*i18n*/ { id: 'This is not your session.' },
  /** The spec's success text, spelling included. */
  cancelled: /*i18n*/ { id: 'Your session has been canceled successfully!' },
  cancelTooLate: /*i18n*/ { id: 'Sessions can only be canceled more than 24 hours before they start.' },
  alreadyCancelled: /*i18n*/ { id: 'This session has already been canceled.' },
  notBooked: /*i18n*/ { id: 'This session is not booked.' },
  deletedUser: /*i18n*/ { id: 'Deleted user' },
  icsSummary: /*i18n*/ { id: '{skill} with {name}' },
  icsDescription: /*i18n*/ { id: 'Mentoring session: {skill}\nJoin the video meeting: {link}' },
  icsDescriptionWithoutLink: /*i18n*/ { id: 'Mentoring session: {skill}\nThe meeting link is on your Upcoming sessions page.' },
  icsAlarmHour: /*i18n*/ { id: 'Starts in 1 hour: {summary}' },
  icsAlarmDay: /*i18n*/ { id: 'Starts in 24 hours: {summary}' },
} satisfies Record<string, MessageDescriptor>;
