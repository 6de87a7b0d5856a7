import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMentorSkill, hourSlot } from '../test/calendar-fixtures';
import { createTestHarness, type LoggedIn, type TestHarness } from '../test/harness';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness();
});
afterAll(() => h.close());

const DAY = 86_400_000;
const RULES = '/app/calendar/booking-rules';

function calendarOf(mentor: LoggedIn, viewer: LoggedIn) {
  const now = h.clock.now().getTime();
  return viewer.agent.get(
    `/app/calendar/${mentor.user.uuid}?start=${new Date(now).toISOString()}&end=${new Date(now + 30 * DAY).toISOString()}`,
  );
}

async function mentorWithSlots(hoursAhead: number[]) {
  const mentor = await h.signup('mentor');
  const skill = await addMentorSkill(h, mentor.user._id);
  const slots: Array<{ _id: string; start: string }> = [];
  for (const hours of hoursAhead) {
    const created = await mentor.agent.post('/app/calendar', hourSlot(h, hours));
    expect(created.status).toBe(201);
    slots.push(created.body);
  }
  return { mentor, skill, slots };
}

describe('GET|PUT /app/calendar/booking-rules', () => {
  it('starts with no notice and no buffer, and keeps what the mentor saves', async () => {
    const mentor = await h.signup('mentor');
    expect((await mentor.agent.get(RULES)).body).toEqual({ minNoticeHours: 0, bufferMinutes: 0 });
    const saved = await mentor.agent.put(RULES, { minNoticeHours: 12, bufferMinutes: 30 });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ minNoticeHours: 12, bufferMinutes: 30 });
    expect((await mentor.agent.get(RULES)).body).toEqual({ minNoticeHours: 12, bufferMinutes: 30 });
    // Another mentor's rules are their own.
    expect((await (await h.signup('mentor')).agent.get(RULES)).body).toEqual({ minNoticeHours: 0, bufferMinutes: 0 });
  });

  it('refuses values outside the choices with the list form, and mentees and visitors', async () => {
    const mentor = await h.signup('mentor');
    for (const body of [
      { minNoticeHours: 169, bufferMinutes: 0 },
      { minNoticeHours: -1, bufferMinutes: 0 },
      { minNoticeHours: 1.5, bufferMinutes: 0 },
      { minNoticeHours: 2, bufferMinutes: 20 },
      { minNoticeHours: '2', bufferMinutes: 15 },
      {},
    ]) {
      const response = await mentor.agent.put(RULES, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Array.isArray(response.body.error)).toBe(true);
      expect(typeof response.body.msg).toBe('string');
    }
    const mentee = await h.signup('mentee');
    expect((await mentee.agent.get(RULES)).status).toBe(403);
    expect((await mentee.agent.put(RULES, { minNoticeHours: 1, bufferMinutes: 0 })).status).toBe(403);
    expect((await h.agent().get(RULES)).status).toBe(401);
  });
});

describe('minimum notice', () => {
  it('hides slots starting sooner from mentees, search and booking (409), and shows the mentor why', async () => {
    const { mentor, skill, slots } = await mentorWithSlots([5, 30]);
    const mentee = await h.signup('mentee');
    // Read once so the calendar is cached: the rule change must invalidate it.
    expect((await calendarOf(mentor, mentee)).body.map((slot: { _id: string }) => slot._id)).toEqual([slots[0]!._id, slots[1]!._id]);
    expect((await mentee.agent.get(`/app/search/mentor/${mentor.user.uuid}`)).body.nextAvailable).toBe(slots[0]!.start);

    await mentor.agent.put(RULES, { minNoticeHours: 24, bufferMinutes: 0 });

    expect((await calendarOf(mentor, mentee)).body.map((slot: { _id: string }) => slot._id)).toEqual([slots[1]!._id]);
    const profile = (await mentee.agent.get(`/app/search/mentor/${mentor.user.uuid}`)).body;
    expect(profile.nextAvailable).toBe(slots[1]!.start);
    expect(profile.freeSlots.map((slot: { _id: string }) => slot._id)).toEqual([slots[1]!._id]);
    const own = (await calendarOf(mentor, mentor)).body;
    expect(own[0]).toMatchObject({ _id: slots[0]!._id, status: 'free', hiddenReason: 'notice', busy: false });
    expect(own[1].hiddenReason).toBeUndefined();

    const refused = await mentee.agent.post(`/app/calendar/book/${slots[0]!._id}`, { skillId: skill.id });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('This mentor needs more notice for this time. Please choose a later one.');
    expect((await mentee.agent.post(`/app/calendar/book/${slots[1]!._id}`, { skillId: skill.id })).status).toBe(201);
  });

  it('lets weekly hours skip the hours that could never be booked', async () => {
    const mentor = await h.signup('mentor');
    await mentor.agent.put(RULES, { minNoticeHours: 168, bufferMinutes: 0 });
    const response = await mentor.agent.put('/app/calendar/weekly-hours?preview=true', {
      timeZone: 'UTC',
      weeksAhead: 2,
      ranges: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '10:00', end: '11:00' })),
    });
    expect(response.status).toBe(200);
    const notice = response.body.skipped.filter((skip: { reason: string }) => skip.reason === 'notice');
    expect(notice.length).toBeGreaterThanOrEqual(6);
    const limit = h.clock.now().getTime() + 168 * 3600_000;
    for (const skip of notice) expect(Date.parse(skip.start)).toBeLessThanOrEqual(limit);
    for (const start of response.body.slots) expect(Date.parse(start)).toBeGreaterThan(limit);
  });
});

describe('buffer between sessions', () => {
  it('hides and refuses (409) a neighbouring slot of a held one, and frees it when the hold goes', async () => {
    const { mentor, skill, slots } = await mentorWithSlots([40, 41, 43]);
    await mentor.agent.put(RULES, { minNoticeHours: 0, bufferMinutes: 30 });
    const first = await h.signup('mentee');
    const second = await h.signup('mentee');
    const held = await first.agent.post(`/app/calendar/book/${slots[0]!._id}`, { skillId: skill.id });
    expect(held.status).toBe(201);

    expect((await calendarOf(mentor, second)).body.map((slot: { _id: string }) => slot._id)).toEqual([slots[2]!._id]);
    const own = (await calendarOf(mentor, mentor)).body;
    expect(own[1]).toMatchObject({ _id: slots[1]!._id, hiddenReason: 'buffer' });
    const refused = await second.agent.post(`/app/calendar/book/${slots[1]!._id}`, { skillId: skill.id });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('This time is too close to another session of this mentor. Please choose another one.');
    // Two hours away is outside a 30-minute buffer.
    expect((await second.agent.post(`/app/calendar/book/${slots[2]!._id}`, { skillId: skill.id })).status).toBe(201);

    // Without a buffer the neighbour is bookable again.
    await mentor.agent.put(RULES, { minNoticeHours: 0, bufferMinutes: 0 });
    expect((await second.agent.post(`/app/calendar/book/${slots[1]!._id}`, { skillId: skill.id })).status).toBe(201);
  });

  it('lets only one of two neighbouring slots be booked when both are booked at once', async () => {
    for (let round = 0; round < 3; round++) {
      const { mentor, skill, slots } = await mentorWithSlots([60 + round * 5, 61 + round * 5]);
      await mentor.agent.put(RULES, { minNoticeHours: 0, bufferMinutes: 15 });
      const mentees = await Promise.all([h.signup('mentee'), h.signup('mentee')]);
      const answers = await Promise.all(
        mentees.map((mentee, index) => mentee.agent.post(`/app/calendar/book/${slots[index]!._id}`, { skillId: skill.id })),
      );
      expect(answers.map((answer) => answer.status).toSorted((a, b) => a - b)).toEqual([201, 409]);
    }
  });
});
