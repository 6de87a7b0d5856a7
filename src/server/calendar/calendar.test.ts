import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, slots } from '../db/schema';
import { addMentorSkill, hourSlot } from '../test/calendar-fixtures';
import { createTestHarness, type LoggedIn, type TestHarness } from '../test/harness';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness();
});
afterAll(() => h.close());

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** The window the client asks for: around the slots we create (all within the next few days). */
function windowQuery(fromMs = h.clock.now().getTime() - DAY, toMs = h.clock.now().getTime() + 10 * DAY) {
  return `start=${encodeURIComponent(new Date(fromMs).toISOString())}&end=${encodeURIComponent(new Date(toMs).toISOString())}`;
}

async function createSlot(mentor: LoggedIn, hoursAhead: number, minutesOffset = 0) {
  const response = await mentor.agent.post('/app/calendar', hourSlot(h, hoursAhead, minutesOffset));
  expect(response.status).toBe(201);
  return response.body as { _id: string; start: string; end: string; title: string };
}

async function book(mentee: LoggedIn, slotId: string, skillId: string) {
  const response = await mentee.agent.post(`/app/calendar/book/${slotId}`, { skillId });
  expect(response.status).toBe(201);
  return response.body.bookingId as string;
}

describe('POST /app/calendar', () => {
  it('creates a one-hour slot for the mentor, in UTC, with the default title', async () => {
    const mentor = await h.signup('mentor');
    const { start } = hourSlot(h, 30);
    const startDate = new Date(start);
    // The same instant written with a +02:00 offset.
    const local = new Date(startDate.getTime() + 2 * HOUR).toISOString().replace('.000Z', '+02:00');
    const localEnd = new Date(startDate.getTime() + 3 * HOUR).toISOString().replace('.000Z', '+02:00');
    const response = await mentor.agent.post('/app/calendar', { start: local, end: localEnd });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      _id: expect.any(String),
      start: startDate.toISOString(),
      end: new Date(startDate.getTime() + HOUR).toISOString(),
      title: '1 Hour Session',
      status: 'free',
      bookingId: null,
    });

    const titled = await mentor.agent.post('/app/calendar', { ...hourSlot(h, 31), title: '  Career chat  ' });
    expect(titled.status).toBe(201);
    expect(titled.body.title).toBe('Career chat');
  });

  it('needs a logged-in mentor', async () => {
    expect((await h.agent().post('/app/calendar', hourSlot(h, 30))).status).toBe(401);
    const mentee = await h.signup('mentee');
    const response = await mentee.agent.post('/app/calendar', hourSlot(h, 30));
    expect(response.status).toBe(403);
    expect(await h.db.select().from(slots).where(eq(slots.mentorId, mentee.user._id))).toEqual([]);
  });

  it('accepts exactly 60 minutes and says so under `end` otherwise', async () => {
    const mentor = await h.signup('mentor');
    const { start } = hourSlot(h, 30);
    for (const minutes of [30, 59, 61, 120]) {
      const end = new Date(new Date(start).getTime() + minutes * 60_000).toISOString();
      const response = await mentor.agent.post('/app/calendar', { start, end });
      expect(response.status).toBe(400);
      expect(response.body.error).toEqual([{ path: 'end', msg: 'A slot must be exactly 60 minutes long' }]);
    }
    const german = await mentor.agent.post('/app/calendar', { start, end: start }, { 'accept-language': 'de' });
    expect(german.body.error).toEqual([{ path: 'end', msg: 'Ein Termin muss genau 60 Minuten dauern' }]);
  });

  it('refuses local times without offset, missing times and long titles', async () => {
    const mentor = await h.signup('mentor');
    const { start, end } = hourSlot(h, 30);
    const local = await mentor.agent.post('/app/calendar', { start: start.replace('.000Z', ''), end });
    expect(local.status).toBe(400);
    expect(local.body.error).toEqual([
      { path: 'start', msg: 'Enter a date and time with a time zone, e.g. 2030-05-01T09:00:00Z' },
    ]);

    const missing = await mentor.agent.post('/app/calendar', {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.map((issue: { path: string }) => issue.path).sort()).toEqual(['end', 'start']);

    const longTitle = await mentor.agent.post('/app/calendar', { start, end, title: 'x'.repeat(101) });
    expect(longTitle.status).toBe(400);
    expect(longTitle.body.error).toEqual([{ path: 'title', msg: 'Slot title must be at most 100 characters' }]);
  });

  it('refuses a start in the past or right now', async () => {
    const mentor = await h.signup('mentor');
    for (const hoursAhead of [-2, 0]) {
      const response = await mentor.agent.post('/app/calendar', hourSlot(h, hoursAhead));
      expect(response.status).toBe(400);
      expect(response.body.error).toEqual([{ path: 'start', msg: 'A slot must start in the future.' }]);
    }
  });

  it('refuses overlaps with 409, partial ones too, but allows back-to-back slots and other mentors', async () => {
    const mentor = await h.signup('mentor');
    await createSlot(mentor, 40);

    const same = await mentor.agent.post('/app/calendar', hourSlot(h, 40));
    expect(same.status).toBe(409);
    expect(same.body.msg).toBe('This time overlaps one of your other slots.');
    for (const minutes of [30, -30, 1, -59]) {
      expect((await mentor.agent.post('/app/calendar', hourSlot(h, 40, minutes))).status).toBe(409);
    }
    const german = await mentor.agent.post('/app/calendar', hourSlot(h, 40, 15), { 'accept-language': 'de' });
    expect(german.body.msg).toBe('Diese Zeit überschneidet sich mit einem Ihrer anderen Termine.');

    await createSlot(mentor, 39);
    await createSlot(mentor, 41);
    await createSlot(await h.signup('mentor'), 40);
    expect(await h.db.select().from(slots).where(eq(slots.mentorId, mentor.user._id))).toHaveLength(3);
  });
});

describe('GET /app/calendar/:mentorUuid', () => {
  it('validates the window', async () => {
    const mentor = await h.signup('mentor');
    const path = `/app/calendar/${mentor.user.uuid}`;
    const now = h.clock.now().getTime();

    const missing = await mentor.agent.get(path);
    expect(missing.status).toBe(400);
    expect(missing.body.error.map((issue: { path: string }) => issue.path).sort()).toEqual(['end', 'start']);

    const reversed = await mentor.agent.get(`${path}?${windowQuery(now, now)}`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.error).toEqual([{ path: 'end', msg: 'End must be after start' }]);

    const tooLong = await mentor.agent.get(`${path}?${windowQuery(now, now + 63 * DAY)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toEqual([{ path: 'end', msg: 'The time range may span at most 62 days' }]);
    expect((await mentor.agent.get(`${path}?${windowQuery(now, now + 62 * DAY)}`)).status).toBe(200);

    const local = await mentor.agent.get(`${path}?start=2030-01-01T00:00:00&end=2030-02-01T00:00:00Z`);
    expect(local.status).toBe(400);
    expect(local.body.error[0].path).toBe('start');
  });

  it('answers a visitor, 404 for an unknown mentor and 400 for a malformed id', async () => {
    const mentor = await h.signup('mentor');
    expect((await h.agent().get(`/app/calendar/${mentor.user.uuid}?${windowQuery()}`)).status).toBe(200);
    const unknown = await mentor.agent.get(`/app/calendar/00000000-0000-4000-8000-000000000000?${windowQuery()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('This mentor does not exist.');
    const malformed = await mentor.agent.get(`/app/calendar/not-a-uuid?${windowQuery()}`);
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toEqual([expect.objectContaining({ path: 'mentorUuid' })]);
  });

  it('shows others only bookable future slots in the window, and the mentor everything with its state', async () => {
    const mentor = await h.signup('mentor');
    const skill = await addMentorSkill(h, mentor.user._id);
    const free = await createSlot(mentor, 50);
    const held = await createSlot(mentor, 51);
    const booked = await createSlot(mentor, 52);
    const outside = await createSlot(mentor, 20 * 24);
    const now = h.clock.now().getTime();
    const [past] = await h.db
      .insert(slots)
      .values({
        mentorId: mentor.user._id,
        startAt: new Date(now - 5 * HOUR),
        endAt: new Date(now - 4 * HOUR),
        title: '1 Hour Session',
      })
      .returning();

    const mentee = await h.signup('mentee');
    const heldBooking = await book(mentee, held._id, skill.id);
    const bookedBooking = await book(mentee, booked._id, skill.id);
    await h.db.update(bookings).set({ status: 'confirmed', holdExpiresAt: null }).where(eq(bookings.id, bookedBooking));

    const path = `/app/calendar/${mentor.user.uuid}?${windowQuery(now - DAY, now + 10 * DAY)}`;
    for (const viewer of [mentee, await h.signup('mentee'), await h.signup('mentor')]) {
      const response = await viewer.agent.get(path);
      expect(response.status).toBe(200);
      expect(response.body).toEqual([{ _id: free._id, start: free.start, end: free.end, title: '1 Hour Session' }]);
    }

    const own = await mentor.agent.get(path);
    expect(own.status).toBe(200);
    expect(own.body).toEqual([
      {
        _id: past!.id,
        start: past!.startAt.toISOString(),
        end: past!.endAt.toISOString(),
        title: '1 Hour Session',
        status: 'free',
        bookingId: null,
      },
      { ...free, status: 'free', bookingId: null },
      { ...held, status: 'pending', bookingId: heldBooking, booking: { menteeName: mentee.user.userName, skillTitle: expect.any(String) } },
      { ...booked, status: 'booked', bookingId: bookedBooking, booking: { menteeName: mentee.user.userName, skillTitle: expect.any(String) } },
    ]);
    expect(own.body.map((slot: { _id: string }) => slot._id)).not.toContain(outside._id);
  });
});

describe('DELETE /app/calendar/:id', () => {
  it('lets the owning mentor delete a free slot', async () => {
    const mentor = await h.signup('mentor');
    const slot = await createSlot(mentor, 60);
    const response = await mentor.agent.delete(`/app/calendar/${slot._id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ _id: slot._id, message: 'Availability slot deleted.' });
    expect((await mentor.agent.get(`/app/calendar/${mentor.user.uuid}?${windowQuery()}`)).body).toEqual([]);
    expect((await mentor.agent.delete(`/app/calendar/${slot._id}`)).status).toBe(404);
  });

  it('refuses strangers, other mentors and unknown ids', async () => {
    const mentor = await h.signup('mentor');
    const slot = await createSlot(mentor, 60);
    expect((await h.agent().delete(`/app/calendar/${slot._id}`)).status).toBe(401);
    const other = await (await h.signup('mentor')).agent.delete(`/app/calendar/${slot._id}`);
    expect(other.status).toBe(403);
    expect(other.body.msg).toBe('This is not your availability slot.');
    expect((await (await h.signup('mentee')).agent.delete(`/app/calendar/${slot._id}`)).status).toBe(403);
    expect((await mentor.agent.delete('/app/calendar/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const malformed = await mentor.agent.delete('/app/calendar/nope');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toEqual([expect.objectContaining({ path: 'id' })]);
    expect(await h.db.select().from(slots).where(eq(slots.id, slot._id))).toHaveLength(1);
  });

  it('refuses a held or booked slot with 409, and allows it once the hold has run out', async () => {
    const mentor = await h.signup('mentor');
    const skill = await addMentorSkill(h, mentor.user._id);
    const held = await createSlot(mentor, 70);
    const booked = await createSlot(mentor, 71);
    const mentee = await h.signup('mentee');
    const heldBooking = await book(mentee, held._id, skill.id);
    const bookedBooking = await book(mentee, booked._id, skill.id);
    await h.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, bookedBooking));

    const heldResponse = await mentor.agent.delete(`/app/calendar/${held._id}`);
    expect(heldResponse.status).toBe(409);
    expect(heldResponse.body.msg).toMatch(/currently booking this slot/);
    const bookedResponse = await mentor.agent.delete(`/app/calendar/${booked._id}`);
    expect(bookedResponse.status).toBe(409);
    expect(bookedResponse.body.msg).toBe('This slot is booked and cannot be deleted. Cancel the session instead.');

    h.clock.advance(16 * 60_000);
    expect((await mentor.agent.delete(`/app/calendar/${held._id}`)).status).toBe(200);
    expect((await mentor.agent.delete(`/app/calendar/${booked._id}`)).status).toBe(409);
    // The run-out hold stays as history, detached from the deleted slot.
    const [history] = await h.db.select().from(bookings).where(eq(bookings.id, heldBooking));
    expect(history).toMatchObject({ slotId: null, status: 'expired' });
  });
});

describe('GET /app/session/available-upcoming-events', () => {
  it("lists the mentor's own future free slots by start time", async () => {
    const mentor = await h.signup('mentor', { userName: 'Grace' });
    const skill = await addMentorSkill(h, mentor.user._id);
    const later = await createSlot(mentor, 90);
    const sooner = await createSlot(mentor, 80);
    const held = await createSlot(mentor, 85);
    await book(await h.signup('mentee'), held._id, skill.id);
    const now = h.clock.now().getTime();
    await h.db
      .insert(slots)
      .values({ mentorId: mentor.user._id, startAt: new Date(now - 3 * HOUR), endAt: new Date(now - 2 * HOUR), title: 'Past' });
    await createSlot(await h.signup('mentor'), 80);

    const response = await mentor.agent.get('/app/session/available-upcoming-events');
    expect(response.status).toBe(200);
    const grace = { uuid: mentor.user.uuid, userName: 'Grace' };
    expect(response.body).toEqual([
      { ...sooner, status: 'free', bookingId: null, mentor: grace },
      { ...later, status: 'free', bookingId: null, mentor: grace },
    ]);
  });

  it('is for logged-in mentors only', async () => {
    expect((await h.agent().get('/app/session/available-upcoming-events')).status).toBe(401);
    expect((await (await h.signup('mentee')).agent.get('/app/session/available-upcoming-events')).status).toBe(403);
  });
});
