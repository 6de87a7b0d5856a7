import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../db/schema';
import { addMentorSkill, hourSlot } from '../test/calendar-fixtures';
import { createTestHarness, type LoggedIn, type TestHarness } from '../test/harness';
import { expireStaleHolds } from './calendar.service';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness();
});
afterAll(() => h.close());

const MINUTE = 60_000;
const DAY = 24 * 3600_000;

interface Setup {
  mentor: LoggedIn;
  mentee: LoggedIn;
  skill: Awaited<ReturnType<typeof addMentorSkill>>;
  slot: { _id: string; start: string; end: string; title: string };
}

/** A mentor with one skill and one slot `hoursAhead` from now, and a mentee who wants it. */
async function setup(hoursAhead = 48, title?: string): Promise<Setup> {
  const mentor = await h.signup('mentor', { userName: 'Mentor Mia' });
  const skill = await addMentorSkill(h, mentor.user._id, { title: 'TypeScript', description: 'Types that help' });
  const created = await mentor.agent.post('/app/calendar', { ...hourSlot(h, hoursAhead), title });
  expect(created.status).toBe(201);
  return { mentor, mentee: await h.signup('mentee', { userName: 'Mentee Max' }), skill, slot: created.body };
}

const bookPath = (slotId: string) => `/app/calendar/book/${slotId}`;

function menteeView(mentor: LoggedIn, viewer: LoggedIn) {
  const now = h.clock.now().getTime();
  const query = `start=${new Date(now).toISOString()}&end=${new Date(now + 30 * DAY).toISOString()}`;
  return viewer.agent.get(`/app/calendar/${mentor.user.uuid}?${query}`);
}

describe('POST /app/calendar/book/:id', () => {
  it('holds the slot for the mentee with a snapshot of slot, skill and price', async () => {
    const { mentor, mentee, skill, slot } = await setup(48, 'Intro call');
    const before = h.clock.now().getTime();
    const response = await mentee.agent.post(bookPath(slot._id), { skillId: skill.id });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('The slot is held for you for 15 minutes. Please complete your booking.');
    const { bookingId, booking } = response.body;
    expect(booking).toEqual({
      _id: bookingId,
      slotId: slot._id,
      title: 'Intro call',
      price: 10,
      priceCents: 1000,
      currency: 'EUR',
      start: slot.start,
      end: slot.end,
      status: 'pending',
      holdExpiresAt: expect.any(String),
      selectedSkill: [{ protoSkillTitle: 'TypeScript', protoSkillDescription: 'Types that help' }],
      agenda: null,
      mentee: { uuid: mentee.user.uuid, userName: 'Mentee Max', email: mentee.user.email },
      mentor: { uuid: mentor.user.uuid, userName: 'Mentor Mia', image: null },
    });
    const holdMs = Date.parse(booking.holdExpiresAt) - before;
    expect(holdMs).toBeGreaterThanOrEqual(15 * MINUTE);
    expect(holdMs).toBeLessThan(16 * MINUTE);

    const [row] = await h.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row).toMatchObject({
      slotId: slot._id,
      mentorId: mentor.user._id,
      menteeId: mentee.user._id,
      userSkillId: skill.id,
      status: 'pending',
    });
    expect((await menteeView(mentor, await h.signup('mentee'))).body).toEqual([]);
  });

  it('needs a logged-in mentee', async () => {
    const { mentor, skill, slot } = await setup();
    expect((await h.agent().post(bookPath(slot._id), { skillId: skill.id })).status).toBe(401);
    expect((await mentor.agent.post(bookPath(slot._id), { skillId: skill.id })).status).toBe(403);
    expect((await (await h.signup('mentor')).agent.post(bookPath(slot._id), { skillId: skill.id })).status).toBe(403);
    expect(await h.db.select().from(bookings).where(eq(bookings.slotId, slot._id))).toEqual([]);
  });

  it('wants one of the slot mentor’s own skills', async () => {
    const { mentee, slot } = await setup();
    const missing = await mentee.agent.post(bookPath(slot._id), {});
    expect(missing.status).toBe(400);
    expect(missing.body.error).toEqual([{ path: 'skillId', msg: "Select one of the mentor's skills" }]);
    expect((await mentee.agent.post(bookPath(slot._id), { skillId: 'abc' })).status).toBe(400);

    const otherMentor = await h.signup('mentor');
    const foreignSkill = await addMentorSkill(h, otherMentor.user._id);
    const foreign = await mentee.agent.post(bookPath(slot._id), { skillId: foreignSkill.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toEqual([{ path: 'skillId', msg: 'This mentor does not offer that skill.' }]);
    const german = await mentee.agent.post(bookPath(slot._id), { skillId: foreignSkill.id }, { 'accept-language': 'de' });
    expect(german.body.error).toEqual([{ path: 'skillId', msg: 'Dieser Mentor bietet diese Fähigkeit nicht an.' }]);
    expect(await h.db.select().from(bookings).where(eq(bookings.slotId, slot._id))).toEqual([]);
  });

  it('answers 404 for an unknown slot and 409 for one that has started', async () => {
    const { mentee, skill, slot } = await setup(2);
    expect((await mentee.agent.post(bookPath('00000000-0000-4000-8000-000000000000'), { skillId: skill.id })).status).toBe(404);
    const malformed = await mentee.agent.post(bookPath('nope'), { skillId: skill.id });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toEqual([expect.objectContaining({ path: 'id' })]);
    h.clock.set(new Date(Date.parse(slot.start) + MINUTE));
    const started = await mentee.agent.post(bookPath(slot._id), { skillId: skill.id });
    expect(started.status).toBe(409);
    expect(started.body.msg).toBe('This slot has already started and can no longer be booked.');
  });

  it('gives a held slot to nobody else, but gives the holder their own hold back', async () => {
    const { skill, slot, mentee } = await setup();
    const first = await mentee.agent.post(bookPath(slot._id), { skillId: skill.id });
    expect(first.status).toBe(201);

    const rival = await (await h.signup('mentee')).agent.post(bookPath(slot._id), { skillId: skill.id });
    expect(rival.status).toBe(409);
    expect(rival.body.msg).toBe('This slot has just been taken. Please choose another one.');

    h.clock.advance(5 * MINUTE);
    const again = await mentee.agent.post(bookPath(slot._id), { skillId: skill.id });
    expect(again.status).toBe(200);
    expect(again.body.bookingId).toBe(first.body.bookingId);
    // Clicking again does not extend the hold.
    expect(again.body.booking.holdExpiresAt).toBe(first.body.booking.holdExpiresAt);
    expect(again.body.message).toBe('The slot is held for you for 10 minutes. Please complete your booking.');
    expect(await h.db.select().from(bookings).where(eq(bookings.slotId, slot._id))).toHaveLength(1);
  });

  it('takes the newly chosen skill when the holder books again', async () => {
    const { mentor, skill, slot, mentee } = await setup();
    const second = await addMentorSkill(h, mentor.user._id, { title: 'Rust', description: null });
    const first = await mentee.agent.post(bookPath(slot._id), { skillId: skill.id });
    const again = await mentee.agent.post(bookPath(slot._id), { skillId: second.id });
    expect(again.status).toBe(200);
    expect(again.body.bookingId).toBe(first.body.bookingId);
    expect(again.body.booking.selectedSkill).toEqual([{ protoSkillTitle: 'Rust', protoSkillDescription: null }]);
  });

  it('refuses a confirmed slot to everybody, its own mentee included', async () => {
    const { skill, slot, mentee } = await setup();
    const first = await mentee.agent.post(bookPath(slot._id), { skillId: skill.id });
    await h.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, first.body.bookingId));
    h.clock.advance(20 * MINUTE);

    const own = await mentee.agent.post(bookPath(slot._id), { skillId: skill.id });
    expect(own.status).toBe(409);
    expect(own.body.msg).toBe('You have already booked this slot.');
    expect((await (await h.signup('mentee')).agent.post(bookPath(slot._id), { skillId: skill.id })).status).toBe(409);
  });

  it('frees the slot when the hold runs out: it reads as free and the next mentee gets it', async () => {
    const { mentor, skill, slot, mentee } = await setup();
    const first = await mentee.agent.post(bookPath(slot._id), { skillId: skill.id });
    const latecomer = await h.signup('mentee');
    expect((await latecomer.agent.post(bookPath(slot._id), { skillId: skill.id })).status).toBe(409);

    h.clock.advance(16 * MINUTE);
    expect((await menteeView(mentor, latecomer)).body).toEqual([
      { _id: slot._id, start: slot.start, end: slot.end, title: slot.title },
    ]);
    const own = await menteeView(mentor, mentor);
    expect(own.body).toEqual([{ ...slot, status: 'free', bookingId: null }]);
    const stale = await mentee.agent.get(`/app/calendar/booking-details/${first.body.bookingId}`);
    expect(stale.body.status).toBe('expired');

    const second = await latecomer.agent.post(bookPath(slot._id), { skillId: skill.id });
    expect(second.status).toBe(201);
    expect(second.body.bookingId).not.toBe(first.body.bookingId);
    const rows = await h.db.select().from(bookings).where(eq(bookings.slotId, slot._id));
    expect(new Map(rows.map((row) => [row.id, row.status]))).toEqual(
      new Map([
        [first.body.bookingId, 'expired'],
        [second.body.bookingId, 'pending'],
      ]),
    );
  });
});

describe('GET /app/calendar/booking-details/:id', () => {
  it('shows the booking to both participants and to nobody else', async () => {
    const { mentor, skill, slot, mentee } = await setup();
    const { bookingId, booking } = (await mentee.agent.post(bookPath(slot._id), { skillId: skill.id })).body;
    const path = `/app/calendar/booking-details/${bookingId}`;

    for (const participant of [mentee, mentor]) {
      const response = await participant.agent.get(path);
      expect(response.status).toBe(200);
      expect(response.body).toEqual(booking);
    }
    expect((await h.agent().get(path)).status).toBe(401);
    for (const stranger of [await h.signup('mentee'), await h.signup('mentor'), await h.admin()]) {
      const response = await stranger.agent.get(path);
      expect(response.status).toBe(403);
      expect(response.body.msg).toBe('This is not your booking.');
    }
    expect((await mentee.agent.get('/app/calendar/booking-details/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const malformed = await mentee.agent.get('/app/calendar/booking-details/x');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toEqual([expect.objectContaining({ path: 'id' })]);
  });
});

describe('expireStaleHolds', () => {
  it('marks run-out holds expired and leaves running ones alone', async () => {
    const a = await setup();
    const old = (await a.mentee.agent.post(bookPath(a.slot._id), { skillId: a.skill.id })).body.bookingId;
    h.clock.advance(10 * MINUTE);
    const b = await setup();
    const fresh = (await b.mentee.agent.post(bookPath(b.slot._id), { skillId: b.skill.id })).body.bookingId;
    h.clock.advance(6 * MINUTE);

    expect(await expireStaleHolds(h.db, h.clock.now())).toBeGreaterThanOrEqual(1);
    const status = async (id: string) => (await h.db.select().from(bookings).where(eq(bookings.id, id)))[0]?.status;
    expect(await status(old)).toBe('expired');
    expect(await status(fresh)).toBe('pending');
  });
});

describe('with configured hold time and price', () => {
  let custom: TestHarness;
  beforeAll(async () => {
    custom = await createTestHarness({ BOOKING_HOLD_MINUTES: '5', SESSION_PRICE: '12.50', CURRENCY: 'usd' });
  });
  afterAll(() => custom.close());

  it('holds for BOOKING_HOLD_MINUTES and charges SESSION_PRICE in CURRENCY', async () => {
    const mentor = await custom.signup('mentor');
    const skill = await addMentorSkill(custom, mentor.user._id);
    const slot = (await mentor.agent.post('/app/calendar', hourSlot(custom, 30))).body;
    const mentee = await custom.signup('mentee');
    const before = custom.clock.now().getTime();
    const response = await mentee.agent.post(bookPath(slot._id), { skillId: skill.id });
    expect(response.status).toBe(201);
    expect(response.body.booking).toMatchObject({ price: 12.5, priceCents: 1250, currency: 'USD' });
    const holdMs = Date.parse(response.body.booking.holdExpiresAt) - before;
    expect(holdMs).toBeGreaterThanOrEqual(5 * MINUTE);
    expect(holdMs).toBeLessThan(6 * MINUTE);

    custom.clock.advance(5 * MINUTE + 1000);
    const next = await (await custom.signup('mentee')).agent.post(bookPath(slot._id), { skillId: skill.id });
    expect(next.status).toBe(201);
  });
});
