import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, slots } from '../db/schema';
import { addMentorSkill, hourSlot } from '../test/calendar-fixtures';
import { createTestHarness, type LoggedIn, type TestHarness } from '../test/harness';

/**
 * Races that only the database can settle. On PostgreSQL the requests really run side by side on
 * separate pool connections; on PGlite (one connection) they interleave between statements. Within
 * one instance concurrent bookings of a slot also queue behind each other (booking-flight.ts), so the
 * races between two instances on one database are the ones that leave the decision to the database.
 */
let h: TestHarness;
let mentor: LoggedIn;
let skillId: string;
let mentees: LoggedIn[];
const RACERS = 20;

beforeAll(async () => {
  h = await createTestHarness();
  mentor = await h.signup('mentor');
  skillId = (await addMentorSkill(h, mentor.user._id)).id;
  mentees = await Promise.all(Array.from({ length: RACERS }, () => h.signup('mentee')));
});
afterAll(() => h.close());

async function createSlot(hoursAhead: number) {
  const response = await mentor.agent.post('/app/calendar', hourSlot(h, hoursAhead));
  expect(response.status).toBe(201);
  return response.body._id as string;
}

const liveBookings = (slotId: string) =>
  h.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.slotId, slotId), inArray(bookings.status, ['pending', 'confirmed'])));

function race(racers: LoggedIn[], slotId: string) {
  return Promise.all(racers.map((mentee) => mentee.agent.post(`/app/calendar/book/${slotId}`, { skillId })));
}

/** A booking sent to another instance with the session cookie the first one issued (sessions live in the database). */
async function bookThrough(instance: TestHarness, mentee: LoggedIn, slotId: string) {
  const response = await instance.app.request(`/app/calendar/book/${slotId}`, {
    method: 'POST',
    headers: { cookie: mentee.agent.cookieHeader, 'content-type': 'application/json' },
    body: JSON.stringify({ skillId }),
  });
  return { status: response.status, body: await response.json() };
}

const statuses = (responses: Array<{ status: number }>) => responses.map((response) => response.status).sort((a, b) => a - b);

describe('concurrent bookings of one slot', () => {
  it(`gives the slot to exactly one of ${RACERS} mentees and 409 to the rest`, async () => {
    const slotId = await createSlot(24);
    const responses = await race(mentees, slotId);

    expect(statuses(responses)).toEqual([201, ...Array<number>(RACERS - 1).fill(409)]);
    const winner = responses.find((response) => response.status === 201)!;
    const live = await liveBookings(slotId);
    expect(live).toHaveLength(1);
    expect(live[0]!.id).toBe(winner.body.bookingId);
    expect(await h.db.select().from(bookings).where(eq(bookings.slotId, slotId))).toHaveLength(1);
    for (const loser of responses.filter((response) => response.status === 409)) {
      expect(loser.body.msg).toBe('This slot has just been taken. Please choose another one.');
    }
  });

  it('still has exactly one winner when they race for a slot whose hold has run out', async () => {
    const slotId = await createSlot(30);
    const [first, ...others] = mentees;
    expect((await first!.agent.post(`/app/calendar/book/${slotId}`, { skillId })).status).toBe(201);
    h.clock.advance(16 * 60_000);

    const responses = await race(others, slotId);
    expect(statuses(responses)).toEqual([201, ...Array<number>(others.length - 1).fill(409)]);
    expect(await liveBookings(slotId)).toHaveLength(1);
    const all = await h.db.select().from(bookings).where(eq(bookings.slotId, slotId));
    expect(all.map((row) => row.status).sort()).toEqual(['expired', 'pending']);
  });

  describe('on two server instances sharing the database', () => {
    let other: TestHarness;
    beforeAll(async () => {
      other = await createTestHarness({}, { sharedDatabaseOf: h });
    });
    afterAll(() => other.close());

    /** Every other mentee goes through the second instance: the two cannot settle it between themselves. */
    async function raceOnBoth(racers: LoggedIn[], slotId: string) {
      other.clock.set(h.clock.now());
      const responses = await Promise.all(
        racers.map((mentee, index) =>
          index % 2 ? mentee.agent.post(`/app/calendar/book/${slotId}`, { skillId }) : bookThrough(other, mentee, slotId),
        ),
      );
      expect(statuses(responses)).toEqual([201, ...Array<number>(racers.length - 1).fill(409)]);
      const live = await liveBookings(slotId);
      expect(live).toHaveLength(1);
      expect(live[0]!.id).toBe(responses.find((response) => response.status === 201)!.body.bookingId);
    }

    it('gives a free slot to exactly one mentee', async () => {
      await raceOnBoth(mentees, await createSlot(36));
    });

    it('gives a slot whose hold has run out to exactly one mentee', async () => {
      const slotId = await createSlot(38);
      const [first, ...others] = mentees;
      expect((await first!.agent.post(`/app/calendar/book/${slotId}`, { skillId })).status).toBe(201);
      h.clock.advance(16 * 60_000);
      await raceOnBoth(others, slotId);
    });

    it('refuses from what an instance learned only until the slot changes anywhere', async () => {
      const slotId = await createSlot(42);
      const [holder, loser, later] = mentees;
      expect((await holder!.agent.post(`/app/calendar/book/${slotId}`, { skillId })).status).toBe(201);
      // The first loser finds the hold in the database; the next one is answered from what that taught.
      expect((await loser!.agent.post(`/app/calendar/book/${slotId}`, { skillId })).status).toBe(409);
      expect((await later!.agent.post(`/app/calendar/book/${slotId}`, { skillId })).status).toBe(409);

      // The hold ends through the other instance (its mentee's payment failed, say): a write the first never saw.
      other.clock.set(h.clock.now());
      const [hold] = await liveBookings(slotId);
      await other.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, hold!.id));

      const retried = await loser!.agent.post(`/app/calendar/book/${slotId}`, { skillId });
      expect(retried.status).toBe(201);
      expect((await liveBookings(slotId)).map((booking) => booking.menteeId)).toEqual([loser!.user._id]);
    });
  });

  it('gives a mentee who clicks twice at once their one hold twice', async () => {
    const slotId = await createSlot(40);
    const [mentee] = mentees;
    const responses = await race([mentee!, mentee!], slotId);
    expect(statuses(responses)).toEqual([200, 201]);
    expect(responses[0]!.body.bookingId).toBe(responses[1]!.body.bookingId);
    expect(await liveBookings(slotId)).toHaveLength(1);
  });
});

describe('other races on slots', () => {
  it('creates only one of several overlapping slots sent at once', async () => {
    const bodies = [0, 15, 30, 45, 0].map((minutes) => hourSlot(h, 60, minutes));
    const responses = await Promise.all(bodies.map((body) => mentor.agent.post('/app/calendar', body)));
    expect(statuses(responses)).toEqual([201, 409, 409, 409, 409]);
  });

  it('never deletes a slot from under a booking made at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      const slotId = await createSlot(80 + round);
      const [deleted, ...booked] = await Promise.all([
        mentor.agent.delete(`/app/calendar/${slotId}`),
        ...mentees.slice(0, 3).map((mentee) => mentee.agent.post(`/app/calendar/book/${slotId}`, { skillId })),
      ]);
      const winners = booked.filter((response) => response.status === 201);
      if (deleted!.status === 200) {
        expect(winners).toEqual([]);
        expect(await h.db.select().from(slots).where(eq(slots.id, slotId))).toEqual([]);
      } else {
        expect(deleted!.status).toBe(409);
        expect(winners).toHaveLength(1);
        expect(await liveBookings(slotId)).toHaveLength(1);
      }
    }
    const orphans = await h.db
      .select()
      .from(bookings)
      .where(and(isNull(bookings.slotId), inArray(bookings.status, ['pending', 'confirmed'])));
    expect(orphans).toEqual([]);
  });
});
