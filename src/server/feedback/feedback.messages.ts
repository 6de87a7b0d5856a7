import type { MessageDescriptor } from '@lingui/core';

export const feedbackMessages = {
  /** The spec's alert text. */
  submitted: /*i18n*/ { id: 'Feedback submitted successfully!' },
  /** The spec's text when a mentee leaves the rating or the comment out. */
  provideFeedback: /*i18n*/ { id: 'Please provide feedback.' },
  ratingRequired: /*i18n*/ { id: 'Please give a rating from 1 to 5.' },
  commentRequired: /*i18n*/ { id: 'Please enter a comment.' },
  strengthsRequired: /*i18n*/ { id: 'Please describe the strengths.' },
  improvementRequired: /*i18n*/ { id: 'Please say what could be improved.' },
  alreadyGiven: /*i18n*/ { id: 'You have already given feedback for this session.' },
  notStarted: /*i18n*/ { id: 'You can give feedback once the session has started.' },
  notBooked: /*i18n*/ { id: 'Feedback can only be given on booked sessions.' },
  sessionNotFound: /*i18n*/ { id: 'This session does not exist.' },
  notYourSession: /*i18n*/ { id: 'You did not take part in this session.' },
} satisfies Record<string, MessageDescriptor>;
