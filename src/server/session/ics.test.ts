import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness, type LoggedIn, type TestHarness } from '../test/harness';
import { hourFromNow, insertSession, type SessionFixture } from '../test/session-fixtures';
import { buildCalendar, escapeText, foldLine, formatUtc } from './ics';

const octets = (line: string) => new TextEncoder().encode(line).length;

/** Undoes line folding (RFC 5545 section 3.1) and splits into content lines. */
function unfold(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
}

/** The properties of the first component named `component` (not of components nested in it), by name. */
function properties(lines: string[], component: string): Map<string, string[]> {
  const begin = lines.indexOf(`BEGIN:${component}`);
  const end = lines.indexOf(`END:${component}`, begin);
  const map = new Map<string, string[]>();
  let depth = 0;
  for (const line of lines.slice(begin + 1, end)) {
    if (line.startsWith('BEGIN:')) depth++;
    if (line.startsWith('END:')) depth--;
    if (depth > 0 || line.startsWith('END:')) continue;
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).split(';')[0]!;
    map.set(name, [...(map.get(name) ?? []), line.slice(colon + 1)]);
  }
  return map;
}

describe('ics writer', () => {
  it('escapes text values', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds at 75 octets, never inside a character', () => {
    const line = `DESCRIPTION:${'Größenänderung für Übungsaufgaben '.repeat(8)}😀 end`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(4);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(unfold(folded)).toEqual([line]);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('writes CRLF lines, UTC times and alarms', () => {
    const text = buildCalendar(
      {
        uid: 'abc@example.test',
        stamp: new Date('2030-01-01T00:00:00.123Z'),
        start: new Date('2030-05-01T09:00:00Z'),
        end: new Date('2030-05-01T10:00:00Z'),
        summary: 'Rust, with Mia',
        description: 'Line one\nLine two',
        url: null,
        alarms: [{ minutesBefore: 30, description: 'Soon' }],
      },
      { productId: '-//Test//EN' },
    );
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const event = properties(unfold(text), 'VEVENT');
    expect(event.get('DTSTAMP')).toEqual(['20300101T000000Z']);
    expect(event.get('SUMMARY')).toEqual(['Rust\\, with Mia']);
    expect(event.get('DESCRIPTION')).toEqual(['Line one\\nLine two']);
    expect(event.has('URL')).toBe(false);
    expect(properties(unfold(text), 'VALARM').get('TRIGGER')).toEqual(['-PT30M']);
    expect(formatUtc(new Date('2030-12-31T23:59:59Z'))).toBe('20301231T235959Z');
  });
});

let h: TestHarness;
let mentor: LoggedIn;
let mentee: LoggedIn;
let session: SessionFixture;
beforeAll(async () => {
  h = await createTestHarness();
  mentor = await h.signup('mentor', { userName: 'Mentor Mia' });
  mentee = await h.signup('mentee', { userName: 'Jürgen Müller' });
  session = await insertSession(h, {
    mentorId: mentor.user._id,
    menteeId: mentee.user._id,
    start: hourFromNow(h, 50),
    skillTitle: 'TypeScript',
  });
});
afterAll(() => h.close());

const icsPath = (id: string) => `/app/session/${id}/ics`;

describe('GET /app/session/:id/ics', () => {
  it('gives the mentee a calendar file with the session, its Jitsi link and alarms', async () => {
    const response = await mentee.agent.get(icsPath(session.bookingId));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="session-${session.bookingId}.ics"`);
    const text = response.body as string;
    expect(text.split('\r\n').every((line) => octets(line) <= 75)).toBe(true);

    const lines = unfold(text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(properties(lines, 'VCALENDAR').get('VERSION')).toEqual(['2.0']);
    const event = properties(lines, 'VEVENT');
    expect(event.get('UID')).toEqual([`${session.bookingId}@localhost`]);
    expect(event.get('DTSTAMP')?.[0]).toMatch(/^\d{8}T\d{6}Z$/);
    expect(event.get('DTSTART')).toEqual([formatUtc(session.start)]);
    expect(event.get('DTEND')).toEqual([formatUtc(session.end)]);
    expect(event.get('SUMMARY')).toEqual(['TypeScript with Mentor Mia']);
    expect(event.get('URL')).toEqual([session.jitsiLink]);
    expect(event.get('DESCRIPTION')?.[0]).toContain(session.jitsiLink);
    const alarms = lines.filter((line) => line === 'BEGIN:VALARM');
    expect(alarms).toHaveLength(2);
    const triggers = lines.filter((line) => line.startsWith('TRIGGER:'));
    expect(triggers.sort()).toEqual(['TRIGGER:-P1D', 'TRIGGER:-PT1H']);
    expect(lines.filter((line) => line === 'ACTION:DISPLAY')).toHaveLength(2);
  });

  it('names the mentee for the mentor, in German when asked for', async () => {
    const byHeader = await mentor.agent.get(icsPath(session.bookingId), { 'accept-language': 'de' });
    expect(byHeader.status).toBe(200);
    const event = properties(unfold(byHeader.body), 'VEVENT');
    expect(event.get('SUMMARY')).toEqual(['TypeScript mit Jürgen Müller']);
    expect(event.get('DESCRIPTION')).toEqual([`Mentoring-Sitzung: TypeScript\\nZum Videomeeting: ${session.jitsiLink}`]);
    expect(properties(unfold(byHeader.body), 'VALARM').get('DESCRIPTION')?.[0]).toBe(
      'Beginnt in 24 Stunden: TypeScript mit Jürgen Müller',
    );

    const byQuery = await mentor.agent.get(`${icsPath(session.bookingId)}?lang=de`);
    expect(properties(unfold(byQuery.body), 'VEVENT').get('SUMMARY')).toEqual(['TypeScript mit Jürgen Müller']);
    const unknownLang = await mentor.agent.get(`${icsPath(session.bookingId)}?lang=fr`);
    expect(unknownLang.status).toBe(200);
    expect(properties(unfold(unknownLang.body), 'VEVENT').get('SUMMARY')).toEqual(['TypeScript with Jürgen Müller']);
  });

  it('is only for the participants of a booked session', async () => {
    expect((await h.agent().get(icsPath(session.bookingId))).status).toBe(401);
    for (const role of ['mentor', 'mentee'] as const) {
      const stranger = await h.signup(role);
      const response = await stranger.agent.get(icsPath(session.bookingId));
      expect(response.status).toBe(403);
      expect(response.body.msg).toBe('This is not your session.');
    }
    expect((await mentee.agent.get(icsPath('00000000-0000-4000-8000-000000000000'))).status).toBe(404);
    expect((await mentee.agent.get(icsPath('nope'))).status).toBe(400);

    const cancelled = await insertSession(h, {
      mentorId: mentor.user._id,
      menteeId: mentee.user._id,
      start: hourFromNow(h, 60),
      status: 'cancelled',
    });
    expect((await mentee.agent.get(icsPath(cancelled.bookingId))).status).toBe(409);
  });

  it('is what the session lists link to', async () => {
    const upcoming = await mentee.agent.get('/app/session/upcoming-sessions');
    const response = await mentee.agent.get(upcoming.body[0].icsUrl);
    expect(response.status).toBe(200);
    expect(properties(unfold(response.body), 'VEVENT').get('UID')).toEqual([`${session.bookingId}@localhost`]);
  });
});
