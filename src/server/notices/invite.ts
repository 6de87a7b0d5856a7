import { escapeText, foldLine, formatUtc } from '../session/ics';

export interface InvitePerson {
  name: string;
  email: string;
}

export interface Invite {
  method: 'REQUEST' | 'CANCEL';
  /** The same for every invite of one session (and for the session's .ics download). */
  uid: string;
  /** Raised by each change, so calendars apply the cancellation over the request. */
  sequence: number;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  url: string | null;
  organizer: InvitePerson;
  attendees: InvitePerson[];
}

/** CN is a parameter value: quoted, and without the characters a quoted value may not hold. */
const commonName = (name: string) => `"${name.replace(/["\r\n]/g, '')}"`;

/**
 * An iTIP message (RFC 5546) for one session, written by hand like session/ics.ts (octet folding).
 * Attendees need not answer (RSVP=FALSE): the booking is already made; the invite only puts it into
 * (or, with CANCEL, takes it out of) their calendar.
 */
export function buildInvite(invite: Invite): string {
  const person = (role: 'ORGANIZER' | 'ATTENDEE', who: InvitePerson) =>
    role === 'ORGANIZER'
      ? `ORGANIZER;CN=${commonName(who.name)}:mailto:${who.email}`
      : `ATTENDEE;CN=${commonName(who.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${who.email}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Mentor Marketplace//Booking notices//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${invite.method}`,
    'BEGIN:VEVENT',
    `UID:${invite.uid}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${formatUtc(invite.stamp)}`,
    `DTSTART:${formatUtc(invite.start)}`,
    `DTEND:${formatUtc(invite.end)}`,
    `SUMMARY:${escapeText(invite.summary)}`,
    `DESCRIPTION:${escapeText(invite.description)}`,
    ...(invite.url ? [`URL:${invite.url}`, `LOCATION:${escapeText(invite.url)}`] : []),
    person('ORGANIZER', invite.organizer),
    ...invite.attendees.map((attendee) => person('ATTENDEE', attendee)),
    `STATUS:${invite.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
