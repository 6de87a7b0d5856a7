import ICAL from 'ical.js';
import { Temporal } from 'temporal-polyfill';

export interface BusyInterval {
  start: Date;
  end: Date;
}

export interface ExpandOptions {
  from: Date;
  until: Date;
  /** The zone of floating times and all-day events when the file names none (X-WR-TIMEZONE): the mentor's. */
  defaultZone: string;
}

/** Bounds against a hostile or broken file: a FREQ=SECONDLY rule must not keep a refresh busy. */
const MAX_INTERVALS = 10_000;
const MAX_ITERATIONS_PER_EVENT = 100_000;

export class InvalidCalendar extends Error {}

const isIanaZone = (zone: string | null | undefined): zone is string => {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * An ical.js time as an instant. UTC and zones the file defines (VTIMEZONE, which ical.js applies with
 * their DST rules) convert directly; a floating time, an all-day date, or a TZID without a VTIMEZONE
 * (some servers rely on the IANA name alone) is a wall-clock time in that IANA zone or the default one.
 */
function toInstant(time: ICAL.Time, tzid: string | null, defaultZone: string): Date {
  const zone = time.zone;
  if (zone && zone.tzid !== 'floating') return time.toJSDate();
  const timeZone = isIanaZone(tzid) ? tzid : defaultZone;
  const wall = Temporal.PlainDateTime.from({
    year: time.year,
    month: time.month,
    day: time.day,
    hour: time.isDate ? 0 : time.hour,
    minute: time.isDate ? 0 : time.minute,
    second: time.isDate ? 0 : time.second,
  });
  return new Date(wall.toZonedDateTime(timeZone, { disambiguation: 'compatible' }).epochMilliseconds);
}

/** Free time in the source calendar: not busy here either (RFC 5545 TRANSP, STATUS). */
function blocksTime(component: ICAL.Component): boolean {
  const transparency = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  return transparency !== 'TRANSPARENT' && status !== 'CANCELLED';
}

const tzidOf = (component: ICAL.Component) => component.getFirstProperty('dtstart')?.getParameter('tzid') as string | undefined;

/**
 * The busy intervals of an iCalendar file between `from` and `until`: recurring events expanded with
 * their RRULE/RDATE, EXDATE and moved or cancelled occurrences (RECURRENCE-ID), all-day events as whole
 * days of their zone. Synchronous on purpose: ical.js keeps VTIMEZONEs in a process-wide registry, so the
 * file's zones are registered, used and removed again without another file's expansion in between.
 */
export function expandBusyIntervals(text: string, options: ExpandOptions): BusyInterval[] {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new InvalidCalendar('not an iCalendar file');
  }
  if (calendar.name !== 'vcalendar') throw new InvalidCalendar('not a VCALENDAR');
  const fileZone = calendar.getFirstPropertyValue('x-wr-timezone');
  const defaultZone = isIanaZone(String(fileZone ?? '')) ? String(fileZone) : options.defaultZone;

  const registered: string[] = [];
  for (const component of calendar.getAllSubcomponents('vtimezone')) {
    const tzid = String(component.getFirstPropertyValue('tzid') ?? '');
    if (!tzid || ICAL.TimezoneService.has(tzid)) continue;
    ICAL.TimezoneService.register(component);
    registered.push(tzid);
  }
  try {
    return expandEvents(calendar, { ...options, defaultZone });
  } finally {
    for (const tzid of registered) ICAL.TimezoneService.remove(tzid);
  }
}

function expandEvents(calendar: ICAL.Component, { from, until, defaultZone }: ExpandOptions): BusyInterval[] {
  const events = calendar.getAllSubcomponents('vevent');
  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Component[] = [];
  for (const component of events) {
    if (component.hasProperty('recurrence-id')) exceptions.push(component);
    else masters.set(String(component.getFirstPropertyValue('uid') ?? masters.size), new ICAL.Event(component));
  }
  for (const component of exceptions) {
    const master = masters.get(String(component.getFirstPropertyValue('uid') ?? ''));
    // An exception without its series is an ordinary event of its own.
    if (master) master.relateException(component);
    else masters.set(`exception-${masters.size}`, new ICAL.Event(component));
  }

  const intervals: BusyInterval[] = [];
  const add = (component: ICAL.Component, start: ICAL.Time, end: ICAL.Time) => {
    if (!blocksTime(component)) return;
    const tzid = tzidOf(component) ?? null;
    const interval = { start: toInstant(start, tzid, defaultZone), end: toInstant(end, tzid, defaultZone) };
    if (interval.end > from && interval.start < until && interval.end > interval.start) intervals.push(interval);
  };

  for (const event of masters.values()) {
    if (intervals.length >= MAX_INTERVALS) break;
    if (!event.startDate) continue;
    if (!event.isRecurring()) {
      add(event.component, event.startDate, event.endDate);
      continue;
    }
    const iterator = event.iterator();
    for (let index = 0; index < MAX_ITERATIONS_PER_EVENT && intervals.length < MAX_INTERVALS; index++) {
      const next = iterator.next();
      if (!next) break;
      const details = event.getOccurrenceDetails(next);
      if (toInstant(details.startDate, tzidOf(details.item.component) ?? null, defaultZone) >= until) break;
      add(details.item.component, details.startDate, details.endDate);
    }
  }
  return intervals;
}
