import type { MessageDescriptor } from '@lingui/core';

/** Booking notices (mail, push and invite texts). `{when}` is a short local time such as "Thu 10:00". */
export const noticeMessages = {
  newBookingTitle: /*i18n*/ { id: 'New booking: {other}, {skill}, {when}' },
  bookedTitle: /*i18n*/ { id: 'Session booked: {other}, {skill}, {when}' },
  cancelledTitle: /*i18n*/ { id: 'Session canceled: {other}, {skill}, {when}' },
  rescheduledTitle: /*i18n*/ { id: 'Session moved: {other}, {skill}, now {when}' },
  rescheduledBody: /*i18n*/ { id: 'Your session with {other} on {skill} has moved to a new time.' },
  agendaLine: /*i18n*/ { id: 'Agenda: {agenda}' },
  reasonLine: /*i18n*/ { id: 'Why it moved: {reason}' },
  newBookingBody: /*i18n*/ { id: '{other} booked a session with you on {skill}.' },
  bookedBody: /*i18n*/ { id: 'Your session with {other} on {skill} is booked.' },
  cancelledBody: /*i18n*/ { id: 'Your session with {other} on {skill} has been canceled.' },
  inviteNote: /*i18n*/ { id: 'The attached invitation puts the session into your calendar.' },
  cancelNote: /*i18n*/ { id: 'The attached cancellation takes the session out of your calendar.' },
  footer: /*i18n*/ { id: 'You get these mails because booking mails are on in your settings. — Mentor Marketplace' },
  inviteSummary: /*i18n*/ { id: 'Mentoring session: {skill} with {other}' },
  inviteDescription: /*i18n*/ { id: 'Mentoring session on {skill} with {other}. Join: {link}' },
  inviteDescriptionWithoutLink: /*i18n*/ { id: 'Mentoring session on {skill} with {other}.' },
  rescheduleNote: /*i18n*/ { id: 'The attached invitation moves the session in your calendar.' },
} satisfies Record<string, MessageDescriptor>;
