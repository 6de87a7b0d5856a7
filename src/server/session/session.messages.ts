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
  icsAgenda: /*i18n*/ { id: 'Agenda: {agenda}' },
  icsAlarmHour: /*i18n*/ { id: 'Starts in 1 hour: {summary}' },
  icsAlarmDay: /*i18n*/ { id: 'Starts in 24 hours: {summary}' },
  agendaSaved: /*i18n*/ { id: 'Agenda saved.' },
  agendaTooLate: /*i18n*/ { id: 'The agenda can only be changed before the session starts.' },
  onlyMenteeAgenda: /*i18n*/ { id: 'Only the mentee sets the agenda.' },
  rescheduled: /*i18n*/ { id: 'Your session has been moved.' },
  rescheduleTooLate: /*i18n*/ {
    id: 'Sessions can only be moved more than 24 hours before they start. Please contact your mentor.',
  },
  rescheduleStarted: /*i18n*/ { id: 'This session has already started and can no longer be moved.' },
  reasonRequired: /*i18n*/ { id: 'Please tell your mentee why the session moves.' },
  sameSlot: /*i18n*/ { id: 'The session is already at this time.' },
  otherMentorsSlot: /*i18n*/ { id: 'Choose a free time of the same mentor.' },
  targetTaken: /*i18n*/ { id: 'This time has just been taken. Please choose another one.' },
} satisfies Record<string, MessageDescriptor>;
