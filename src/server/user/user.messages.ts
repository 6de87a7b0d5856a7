import type { MessageDescriptor } from '@lingui/core';

export const userMessages = {
  signedUp: /*i18n*/ { id: 'Your account has been created.' },
  loggedIn: /*i18n*/ { id: 'Logged in successfully.' },
  loggedOut: /*i18n*/ { id: 'You have been logged out.' },
  emailInUse: /*i18n*/ { id: 'An account with this email already exists.' },
  invalidCredentials: /*i18n*/ { id: 'Invalid email or password.' },
  resetMailSent: /*i18n*/ { id: 'If an account exists for this email, a password reset link is on its way.' },
  resetLinkInvalid: /*i18n*/ { id: 'This password reset link is invalid or has expired. Please request a new one.' },
  passwordReset: /*i18n*/ { id: 'Password has been reset successfully.' },
  userNameChanged: /*i18n*/ { id: 'User name changed successfully' },
  emailChanged: /*i18n*/ { id: 'Email changed successfully' },
  imageChanged: /*i18n*/ { id: 'Profile image changed successfully' },
  passwordChanged: /*i18n*/ { id: 'Password changed successfully' },
  wrongCurrentPassword: /*i18n*/ { id: 'Current password is incorrect' },
  accountDeleted: /*i18n*/ { id: 'Your account has been deleted.' },
  roleChanged: /*i18n*/ { id: 'You are now acting as {role}.' },
  roleChangeAdminsOnly: /*i18n*/ { id: 'Only administrators can change their role.' },
  profileSaved: /*i18n*/ { id: 'Your profile has been saved.' },
  profileMentorsOnly: /*i18n*/ { id: 'Only mentors have a headline, bio and languages.' },
  notificationsSaved: /*i18n*/ { id: 'Your notification settings have been saved.' },
  contactSent: /*i18n*/ { id: 'Thank you! Your message has been sent.' },
  resetMailSubject: /*i18n*/ { id: 'Reset your password' },
  resetMailText: /*i18n*/ {
    id: 'Hello {name},\n\nsomeone asked to reset the password of your Mentor Marketplace account. Open this link within one hour to choose a new password:\n\n{link}\n\nIf it was not you, ignore this mail; your password stays as it is.',
  },
  wrongPassword: /*i18n*/ { id: 'The password is incorrect.' },
  emailChangedMailSubject: /*i18n*/ { id: 'Your email address was changed' },
  emailChangedMailText: /*i18n*/ {
    id: 'Hello {name},\n\nthe email address of your Mentor Marketplace account was changed to {email}. From now on, mails go there and you log in with it.\n\nIf it was not you, reply to this mail or use the contact form at once.',
  },
  contactMailSubject: /*i18n*/ { id: 'Contact form: {name}' },
} satisfies Record<string, MessageDescriptor>;

export const roleNames = {
  admin: /*i18n*/ { id: 'admin' },
  mentor: /*i18n*/ { id: 'mentor' },
  mentee: /*i18n*/ { id: 'mentee' },
} satisfies Record<string, MessageDescriptor>;

export const verificationMessages = {
  verifyMailSubject: /*i18n*/ { id: 'Confirm your email address' },
  verifyMailText: /*i18n*/ {
    id: 'Hello {name},\n\nplease confirm that this is your email address by opening this link within 24 hours:\n\n{link}\n\nIf you did not sign up for Mentor Marketplace, ignore this mail.',
  },
  verified: /*i18n*/ { id: 'Your email address is confirmed.' },
  linkInvalid: /*i18n*/ { id: 'This confirmation link is invalid or has expired. Log in and send a new one.' },
  alreadyVerified: /*i18n*/ { id: 'Your email address is already confirmed.' },
  sent: /*i18n*/ { id: 'We have sent you a new confirmation link.' },
  bookingNeedsVerifiedEmail: /*i18n*/ { id: 'Please confirm your email address before booking: open the link we mailed you.' },
  suspendedLogin: /*i18n*/ { id: 'This account is suspended. Contact us if you think this is a mistake.' },
} satisfies Record<string, MessageDescriptor>;
