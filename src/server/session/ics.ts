/**
 * A minimal RFC 5545 writer for one event: the session's download and the booking notices' invites.
 * Hand-written because the npm `ics` package folds lines at 75 characters rather than 75 octets
 * (German texts would overrun), and ical-generator needs Node 22.
 */

/** The invite's UID: the same in the download, every notice and the calendar feed, so calendars never show a session twice. */
export const sessionUid = (bookingId: string, publicUrl: string) => `${bookingId}@${new URL(publicUrl).hostname}`;

export interface CalendarAlarm {
  minutesBefore: number;
  description: string;
}

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarEvent {
  /** The same for every file about one session: the download and each invite of it. */
  uid: string;
  /** Raised by each change, so calendars apply a cancellation over the request. Default 0. */
  sequence?: number;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  url: string | null;
  organizer?: CalendarPerson;
  attendees?: CalendarPerson[];
  alarms?: CalendarAlarm[];
}

export interface CalendarOptions {
  productId: string;
  /** PUBLISH for a file to import; REQUEST or CANCEL for an invitation (iTIP, RFC 5546). Default PUBLISH. */
  method?: 'PUBLISH' | 'REQUEST' | 'CANCEL';
  /** The calendar's display name, for a subscribed feed. */
  name?: string;
}

const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 section 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n|\r/g, '\\n');
}

/**
 * Splits a content line into lines of at most 75 octets of UTF-8, continuation lines starting with a
 * space (section 3.1). It cuts between code points, never inside a character's bytes.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** A UTC DATE-TIME: 20300501T090000Z. */
export function formatUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function formatTrigger(minutesBefore: number): string {
  if (minutesBefore % 1440 === 0) return `-P${minutesBefore / 1440}D`;
  if (minutesBefore % 60 === 0) return `-PT${minutesBefore / 60}H`;
  return `-PT${minutesBefore}M`;
}

/** CN is a parameter value: quoted, and without the characters a quoted value may not hold. */
const commonName = (name: string) => `"${name.replace(/["\r\n]/g, '')}"`;

/**
 * One session as a calendar file. Attendees of an invitation need not answer (RSVP=FALSE): the booking
 * is already made; the invite only puts it into (or, with CANCEL, takes it out of) their calendar.
 */
export function buildCalendar(event: CalendarEvent, options: CalendarOptions): string {
  return buildCalendarFile([event], options);
}

/**
 * Several sessions in one file: the calendar feed. The same writer as the invites, so a feed event and
 * an invite of one session carry the same UID and SEQUENCE and calendars merge them.
 */
export function buildCalendarFile(events: CalendarEvent[], { productId, method = 'PUBLISH', name }: CalendarOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    // The name a subscribed calendar shows (Apple and Google read X-WR-CALNAME, RFC 7986 clients NAME).
    ...(name ? [`X-WR-CALNAME:${escapeText(name)}`, `NAME:${escapeText(name)}`] : []),
    ...events.flatMap((event) => eventLines(event, method)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

function eventLines(event: CalendarEvent, method: NonNullable<CalendarOptions['method']>): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTAMP:${formatUtc(event.stamp)}`,
    `DTSTART:${formatUtc(event.start)}`,
    `DTEND:${formatUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    // URI values are not TEXT: they are written as they are.
    ...(event.url ? [`URL:${event.url}`, `LOCATION:${escapeText(event.url)}`] : []),
    ...(event.organizer ? [`ORGANIZER;CN=${commonName(event.organizer.name)}:mailto:${event.organizer.email}`] : []),
    ...(event.attendees ?? []).map(
      (attendee) =>
        `ATTENDEE;CN=${commonName(attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${attendee.email}`,
    ),
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    ...(event.alarms ?? []).flatMap((alarm) => [
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(alarm.description)}`,
      `TRIGGER:${formatTrigger(alarm.minutesBefore)}`,
      'END:VALARM',
    ]),
    'END:VEVENT',
  ];
}
