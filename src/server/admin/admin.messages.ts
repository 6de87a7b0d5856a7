import type { MessageDescriptor } from '@lingui/core';

export const adminMessages = {
  mentorNotFound: /*i18n*/ { id: 'No mentor with this id.' },
  userNotFound: /*i18n*/ { id: 'No user with this id.' },
  reviewNotFound: /*i18n*/ { id: 'No review with this id.' },
  approved: /*i18n*/ { id: '{name} is approved and listed.' },
  rejected: /*i18n*/ { id: '{name} was turned away.' },
  alreadyInState: /*i18n*/ { id: 'Nothing changed: it already is in that state.' },
  suspended: /*i18n*/ { id: '{name} is suspended and logged out everywhere.' },
  unsuspended: /*i18n*/ { id: '{name} can log in again.' },
  notSuspended: /*i18n*/ { id: 'This account is not suspended.' },
  alreadySuspended: /*i18n*/ { id: 'This account is already suspended.' },
  cannotSuspendAdmin: /*i18n*/ { id: 'Administrators cannot be suspended here.' },
  hidden: /*i18n*/ { id: 'The review is hidden.' },
  unhidden: /*i18n*/ { id: 'The review is shown again.' },
  alreadyHidden: /*i18n*/ { id: 'This review is already hidden.' },
  notHidden: /*i18n*/ { id: 'This review is not hidden.' },
  approvedMailSubject: /*i18n*/ { id: 'You are now listed as a mentor' },
  approvedMailText: /*i18n*/ {
    id: 'Hello {name},\n\nyour mentor profile has been approved: mentees can now find you and book your free times.\n\n{link}',
  },
  rejectedMailSubject: /*i18n*/ { id: 'About your mentor profile' },
  rejectedMailText: /*i18n*/ {
    id: 'Hello {name},\n\nwe cannot list your mentor profile yet. The reason:\n\n{reason}\n\nYou can change your profile and reply to this mail, or use the contact form, to be looked at again.\n\n{link}',
  },
} satisfies Record<string, MessageDescriptor>;

export const reportMessages = {
  reported: /*i18n*/ { id: 'Thank you. An administrator will look at this review.' },
  alreadyReported: /*i18n*/ { id: 'You have already reported this review.' },
} satisfies Record<string, MessageDescriptor>;
