import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, slots, weeklyHours } from '../db/schema';
import { addMentorSkill, hourSlot } from '../test/calendar-fixtures';
import { createTestHarness, type LoggedIn, type TestHarness } from '../test/harness';
import { extendWeeklyHours } from './weekly-hours.service';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness();
});
afterAll(() => h.close());

const BERLIN = 'Europe/Berlin';
const DAY = 86_400_000;
const sunday = (start: string, end: string) => ({ weekday: 7, start, end });

async function mentorAt(isoNow: string): Promise<LoggedIn> {
  h.clock.set(new Date(isoNow));
  return h.signup('mentor');
}

async function slotStarts(mentorId: string): Promise<string[]> {
  const rows = await h.db
    .select({ startAt: slots.startAt })
    .from(slots)
    .where(eq(slots.mentorId, mentorId))
    .orderBy(slots.startAt);
  return rows.map((row) => row.startAt.toISOString());
}

describe('PUT /calendar/weekly-hours', () => {
  it('makes one-hour UTC slots for a Berlin mentor across the last Sunday of March (a lost hour)', async () => {
    const mentor = await mentorAt('2030-03-20T12:00:00Z');
    const body = { timeZone: BERLIN, weeksAhead: 3, ranges: [sunday('01:00', '04:00')] };
    const response = await mentor.agent.put('/app/calendar/weekly-hours', body);
    expect(response.status).toBe(200);
    const expected = [
      // 24 March, CET (UTC+1): 01:00, 02:00, 03:00.
      '2030-03-24T00:00:00.000Z',
      '2030-03-24T01:00:00.000Z',
      '2030-03-24T02:00:00.000Z',
      // 31 March: 01:00 CET, then 03:00 CEST — 02:00 does not exist that night.
      '2030-03-31T00:00:00.000Z',
      '2030-03-31T01:00:00.000Z',
      // 7 April, CEST (UTC+2).
      '2030-04-06T23:00:00.000Z',
      '2030-04-07T00:00:00.000Z',
      '2030-04-07T01:00:00.000Z',
    ];
    expect(response.body).toMatchObject({
      added: 8,
      skipped: [],
      removed: 0,
      preview: false,
      message: '8 slots added, 0 skipped.',
    });
    expect(response.body.slots).toEqual(expected);
    expect(await slotStarts(mentor.user._id)).toEqual(expected);
    expect((await mentor.agent.get('/app/calendar/weekly-hours')).body).toEqual(body);
  });

  it('makes four slots on the last Sunday of October (an hour twice) and skips the past hours of today', async () => {
    const mentor = await mentorAt('2030-10-20T12:00:00Z');
    const response = await mentor.agent.put('/app/calendar/weekly-hours', {
      timeZone: BERLIN,
      weeksAhead: 2,
      ranges: [sunday('01:00', '04:00')],
    });
    expect(response.status).toBe(200);
    expect(response.body.skipped).toEqual(
      ['2030-10-19T23:00:00.000Z', '2030-10-20T00:00:00.000Z', '2030-10-20T01:00:00.000Z'].map((start) => ({
        start,
        reason: 'past',
      })),
    );
    // 27 October: 01:00 CEST, 02:00 CEST, 02:00 CET, 03:00 CET.
    expect(await slotStarts(mentor.user._id)).toEqual([
      '2030-10-26T23:00:00.000Z',
      '2030-10-27T00:00:00.000Z',
      '2030-10-27T01:00:00.000Z',
      '2030-10-27T02:00:00.000Z',
    ]);
    expect(response.body.message).toBe('4 slots added, 3 skipped.');
  });

  it('skips hours that overlap existing slots, says so, and answers a German mentor in German', async () => {
    const mentor = await mentorAt('2030-06-03T08:00:00Z'); // Monday
    // 18:30–19:30 Berlin on Tuesday 4 June overlaps the pattern's 18:00 and 19:00 hours.
    const manual = await mentor.agent.post('/app/calendar', { start: '2030-06-04T16:30:00Z', end: '2030-06-04T17:30:00Z' });
    expect(manual.status).toBe(201);
    const body = { timeZone: BERLIN, weeksAhead: 1, ranges: [{ weekday: 2, start: '18:00', end: '21:00' }] };
    const response = await mentor.agent.put('/app/calendar/weekly-hours', body, { 'accept-language': 'de' });
    expect(response.body).toMatchObject({
      added: 1,
      slots: ['2030-06-04T18:00:00.000Z'],
      skipped: [
        { start: '2030-06-04T16:00:00.000Z', reason: 'overlap' },
        { start: '2030-06-04T17:00:00.000Z', reason: 'overlap' },
      ],
    });
    expect(response.body.message).toBe('1 Termin hinzugefügt, 2 übersprungen.');
    // Saving the same week again finds its slot already there: nothing added, nothing new skipped.
    const again = await mentor.agent.put('/app/calendar/weekly-hours', body);
    expect(again.body).toMatchObject({ added: 0, removed: 0 });
    expect(again.body.skipped.map((skip: { reason: string }) => skip.reason)).toEqual(['overlap', 'overlap']);
    expect(await slotStarts(mentor.user._id)).toEqual(['2030-06-04T16:30:00.000Z', '2030-06-04T18:00:00.000Z']);
  });

  it('previews without writing anything', async () => {
    const mentor = await mentorAt('2030-06-03T08:00:00Z');
    const body = { timeZone: 'America/New_York', ranges: [{ weekday: 4, start: '09:00', end: '12:00' }] };
    const preview = await mentor.agent.put('/app/calendar/weekly-hours?preview=true', body);
    expect(preview.status).toBe(200);
    // Default 8 weeks ahead, three hours each Thursday; 09:00 EDT is 13:00 UTC.
    expect(preview.body).toMatchObject({ added: 24, preview: true, message: '24 slots would be added, 0 skipped.' });
    expect(preview.body.slots[0]).toBe('2030-06-06T13:00:00.000Z');
    expect(await slotStarts(mentor.user._id)).toEqual([]);
    expect((await mentor.agent.get('/app/calendar/weekly-hours')).body).toBeNull();
  });

  it('replaces the free slots of a changed week and keeps held ones', async () => {
    const mentor = await mentorAt('2030-06-03T08:00:00Z');
    await mentor.agent.put('/app/calendar/weekly-hours', {
      timeZone: 'UTC',
      weeksAhead: 1,
      ranges: [{ weekday: 2, start: '10:00', end: '12:00' }],
    });
    const [first] = await h.db.select().from(slots).where(eq(slots.mentorId, mentor.user._id)).orderBy(slots.startAt);
    const mentee = await h.signup('mentee');
    const skill = await addMentorSkill(h, mentor.user._id);
    expect((await mentee.agent.post(`/app/calendar/book/${first!.id}`, { skillId: skill.id })).status).toBe(201);

    const changed = await mentor.agent.put('/app/calendar/weekly-hours', {
      timeZone: 'UTC',
      weeksAhead: 1,
      ranges: [{ weekday: 3, start: '10:00', end: '11:00' }],
    });
    expect(changed.body).toMatchObject({ added: 1, removed: 1 });
    expect(await slotStarts(mentor.user._id)).toEqual(['2030-06-04T10:00:00.000Z', '2030-06-05T10:00:00.000Z']);
  });
});

describe('DELETE /calendar/weekly-hours', () => {
  it('stops the pattern and removes its future free slots; held, booked and hand-made ones stay', async () => {
    const mentor = await mentorAt('2030-06-03T08:00:00Z');
    const manual = await mentor.agent.post('/app/calendar', hourSlot(h, 2));
    await mentor.agent.put('/app/calendar/weekly-hours', {
      timeZone: 'UTC',
      weeksAhead: 2,
      ranges: [{ weekday: 5, start: '08:00', end: '11:00' }],
    });
    const made = await h.db
      .select()
      .from(slots)
      .where(and(eq(slots.mentorId, mentor.user._id), eq(slots.fromWeeklyHours, true)))
      .orderBy(slots.startAt);
    expect(made).toHaveLength(6);
    const skill = await addMentorSkill(h, mentor.user._id);
    const [held, booked] = made;
    const mentee = await h.signup('mentee');
    expect((await mentee.agent.post(`/app/calendar/book/${held!.id}`, { skillId: skill.id })).status).toBe(201);
    const other = await h.signup('mentee');
    const hold = await other.agent.post(`/app/calendar/book/${booked!.id}`, { skillId: skill.id });
    await h.db
      .update(bookings)
      .set({ status: 'confirmed', confirmedAt: h.clock.now() })
      .where(eq(bookings.id, hold.body.bookingId));

    // Another mentor stopping theirs touches nothing of this one.
    const stranger = await h.signup('mentor');
    expect((await stranger.agent.delete('/app/calendar/weekly-hours')).body).toMatchObject({ removed: 0 });
    expect((await stranger.agent.get('/app/calendar/weekly-hours')).body).toBeNull();

    const response = await mentor.agent.delete('/app/calendar/weekly-hours');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ removed: 4, message: 'Weekly hours stopped; 4 free slots removed.' });
    const left = await h.db.select({ id: slots.id }).from(slots).where(eq(slots.mentorId, mentor.user._id));
    expect(new Set(left.map((row) => row.id))).toEqual(new Set([manual.body._id, held!.id, booked!.id]));
    expect((await mentor.agent.get('/app/calendar/weekly-hours')).body).toBeNull();
  });
});

describe('the daily job', () => {
  it('extends the horizon once, even run twice, and does not remake a slot deleted by hand', async () => {
    const mentor = await mentorAt('2030-06-03T08:00:00Z');
    await mentor.agent.put('/app/calendar/weekly-hours', {
      timeZone: BERLIN,
      weeksAhead: 1,
      ranges: [{ weekday: 3, start: '09:00', end: '11:00' }],
    });
    const [deleted] = await h.db.select().from(slots).where(eq(slots.mentorId, mentor.user._id)).orderBy(slots.startAt);
    expect((await mentor.agent.delete(`/app/calendar/${deleted!.id}`)).status).toBe(200);

    h.clock.advance(7 * DAY);
    await extendWeeklyHours(h.deps);
    await extendWeeklyHours(h.deps);
    expect(await slotStarts(mentor.user._id)).toEqual([
      '2030-06-05T08:00:00.000Z',
      '2030-06-12T07:00:00.000Z',
      '2030-06-12T08:00:00.000Z',
    ]);
    const [row] = await h.db.select().from(weeklyHours).where(eq(weeklyHours.mentorId, mentor.user._id));
    expect(row!.filledUntil).toBe('2030-06-17');
  });

  it('makes each slot once when two instances on one database run it at the same moment', async () => {
    const other = await createTestHarness({}, { sharedDatabaseOf: h });
    try {
      const mentors = await Promise.all([1, 2, 3].map(() => mentorAt('2030-09-02T04:00:00Z')));
      for (const mentor of mentors) {
        await mentor.agent.put('/app/calendar/weekly-hours', {
          timeZone: BERLIN,
          weeksAhead: 2,
          ranges: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '18:00' })),
        });
      }
      h.clock.advance(14 * DAY);
      other.clock.set(h.clock.now());
      const before = await Promise.all(mentors.map((mentor) => slotStarts(mentor.user._id)));
      const allBefore = (await h.db.select({ id: slots.id }).from(slots)).length;
      const [here, there] = await Promise.all([extendWeeklyHours(h.deps), extendWeeklyHours(other.deps)]);
      for (const [index, mentor] of mentors.entries()) {
        const after = await slotStarts(mentor.user._id);
        expect(after.length - before[index]!.length).toBe(100);
        expect(new Set(after).size).toBe(after.length);
      }
      // What the two report having made is what is there: no slot counted twice (other tests' mentors grew too).
      expect(here + there).toBe((await h.db.select({ id: slots.id }).from(slots)).length - allBefore);
    } finally {
      await other.close();
    }
  });
});

describe('who may use weekly hours, and bad input', () => {
  it('refuses mentees, admins and anonymous callers', async () => {
    const body = { timeZone: BERLIN, ranges: [] };
    for (const caller of [await h.signup('mentee'), await h.admin()]) {
      expect((await caller.agent.get('/app/calendar/weekly-hours')).status).toBe(403);
      expect((await caller.agent.put('/app/calendar/weekly-hours', body)).status).toBe(403);
      expect((await caller.agent.delete('/app/calendar/weekly-hours')).status).toBe(403);
    }
    expect((await h.agent().get('/app/calendar/weekly-hours')).status).toBe(401);
  });

  it('answers bad patterns with the 400 list form', async () => {
    const mentor = await mentorAt('2030-06-03T08:00:00Z');
    const cases: Array<[unknown, Array<{ path: string; msg: string }>]> = [
      [
        { timeZone: 'Mars/Olympus', weeksAhead: 27, ranges: [] },
        [
          { path: 'timeZone', msg: 'Choose a time zone from the list' },
          { path: 'weeksAhead', msg: 'Weeks ahead must be a whole number from 1 to 26' },
        ],
      ],
      [
        { timeZone: BERLIN, ranges: [{ weekday: 8, start: '18:30', end: '25:00' }] },
        [
          { path: 'ranges.0.weekday', msg: 'Weekday must be a whole number from 1 (Monday) to 7 (Sunday)' },
          { path: 'ranges.0.end', msg: 'Enter a time as HH:MM' },
          { path: 'ranges.0.start', msg: 'Weekly hours start and end on the full hour' },
        ],
      ],
      [
        { timeZone: BERLIN, ranges: [{ weekday: 1, start: '18:00', end: '17:00' }] },
        [{ path: 'ranges.0.end', msg: 'End must be after start' }],
      ],
      [
        {
          timeZone: BERLIN,
          ranges: [
            { weekday: 1, start: '18:00', end: '20:00' },
            { weekday: 1, start: '19:00', end: '21:00' },
          ],
        },
        [{ path: 'ranges', msg: 'Ranges of one day must not overlap' }],
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await mentor.agent.put('/app/calendar/weekly-hours', body);
      expect(response.status).toBe(400);
      expect(response.body.error).toEqual(expect.arrayContaining(errors));
      expect(response.body.error).toHaveLength(errors.length);
    }
    const badQuery = await mentor.agent.put('/app/calendar/weekly-hours?preview=maybe', { timeZone: BERLIN, ranges: [] });
    expect(badQuery.status).toBe(400);
    expect(await slotStarts(mentor.user._id)).toEqual([]);
  });
});
