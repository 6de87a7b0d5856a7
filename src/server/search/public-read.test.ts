import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotListSchema } from '../../shared/contracts/calendar';
import { mentorListSchema, mentorProfileSchema, mentorReviewsSchema } from '../../shared/contracts/search';
import { feedback } from '../db/schema';
import { insertBooking, insertCategory, insertProtoSkill, insertSlot, insertUsers, insertUserSkill } from '../test/direct-fixtures';
import { createTestHarness, type TestAgent, type TestHarness } from '../test/harness';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * What a visitor without an account may read: the search, a mentor's profile, reviews and free times,
 * and the price. None of it may carry an email address or who booked what.
 */
let h: TestHarness;
let visitor: TestAgent;
let now: number;
type Row = { id: string; uuid: string; email: string; userName: string };
let mentor: Row;
let mentee: Row;
let freeSlotId: string;

beforeAll(async () => {
  h = await createTestHarness();
  visitor = h.agent();
  now = h.clock.now().getTime();
  [mentor, mentee] = (await insertUsers(h.db, [
    { userName: 'Public Paula' },
    { userName: 'Private Pete', role: 'mentee' },
  ])) as unknown as [Row, Row];
  const category = await insertCategory(h.db, 'Programming');
  const rust = await insertProtoSkill(h.db, category.id, 'Rust');
  await insertUserSkill(h.db, mentor.id, rust.id, 'advanced');
  const past = await insertBooking(h.db, await insertSlot(h.db, mentor.id, now - 2 * DAY), mentee.id, 'confirmed');
  await h.db
    .insert(feedback)
    .values({ bookingId: past.id, authorId: mentee.id, authorRole: 'mentee', rating: 5, publicFeedback: true, comment: 'Great' });
  await insertBooking(h.db, await insertSlot(h.db, mentor.id, now + 3 * HOUR), mentee.id, 'confirmed');
  freeSlotId = (await insertSlot(h.db, mentor.id, now + 5 * HOUR)).id;
});
afterAll(() => h.close());

const window = () =>
  `start=${encodeURIComponent(new Date(now - DAY).toISOString())}&end=${encodeURIComponent(new Date(now + 7 * DAY).toISOString())}`;
/** No address of anyone, anywhere in an answer. */
const expectNoEmail = (body: unknown) => expect(JSON.stringify(body)).not.toMatch(/@example\.test|"email"/);

describe('reads open to visitors', () => {
  it('GET /app/search lists mentors without emails', async () => {
    const response = await visitor.get('/app/search?query=paula');
    expect(response.status).toBe(200);
    expect(mentorListSchema.parse(response.body).map((item) => item.userName)).toEqual(['Public Paula']);
    expectNoEmail(response.body);
  });

  it("GET /app/search/mentor/{uuid} and its reviews answer a visitor, naming the reviewer but no email", async () => {
    const profile = await visitor.get(`/app/search/mentor/${mentor.uuid}`);
    expect(profile.status).toBe(200);
    expect(mentorProfileSchema.parse(profile.body).freeSlots.map((slot) => slot._id)).toEqual([freeSlotId]);
    expectNoEmail(profile.body);
    const reviews = await visitor.get(`/app/search/mentor/${mentor.uuid}/reviews`);
    expect(reviews.status).toBe(200);
    expect(mentorReviewsSchema.parse(reviews.body).reviews[0]).toMatchObject({ mentee: { userName: 'Private Pete' }, rating: 5 });
    expectNoEmail(reviews.body);
  });

  it("GET /app/calendar/{uuid} shows a visitor only the bookable slots, with no booking or mentee", async () => {
    const response = await visitor.get(`/app/calendar/${mentor.uuid}?${window()}`);
    expect(response.status).toBe(200);
    const slots = slotListSchema.parse(response.body);
    expect(slots.map((slot) => slot._id)).toEqual([freeSlotId]);
    expect(slots[0]).not.toHaveProperty('booking');
    expect(slots[0]).not.toHaveProperty('bookingId');
    expect(JSON.stringify(response.body)).not.toContain('Private Pete');
  });

  it('GET /app/payment/config tells a visitor the price of a session', async () => {
    const response = await visitor.get('/app/payment/config');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ priceCents: expect.any(Number), currency: expect.any(String) });
  });

  it('bad input from a visitor is 400 in the list form, an unknown mentor 404', async () => {
    const malformed = await visitor.get('/app/search/mentor/not-a-uuid');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toEqual([{ path: 'uuid', msg: expect.any(String) }]);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await visitor.get(`/app/search/mentor/${unknown}`)).status).toBe(404);
    expect((await visitor.get(`/app/search/mentor/${unknown}/reviews`)).status).toBe(404);
    expect((await visitor.get(`/app/calendar/${unknown}?${window()}`)).status).toBe(404);
    const badWindow = await visitor.get(`/app/calendar/${mentor.uuid}?start=soon`);
    expect(badWindow.status).toBe(400);
    expect(Array.isArray(badWindow.body.error)).toBe(true);
  });

  it('a mentee is no mentor: their uuid has no public profile', async () => {
    expect((await visitor.get(`/app/search/mentor/${mentee.uuid}`)).status).toBe(404);
  });
});

describe('what stays behind the login', () => {
  it('looking mentors up by ids and booking still need an account', async () => {
    expect((await visitor.post('/app/search/mentor/by-uuid', { uuids: [mentor.uuid] })).status).toBe(401);
    expect((await visitor.post(`/app/calendar/book/${freeSlotId}`, { skillId: mentor.id })).status).toBe(401);
  });
});

describe("the mentor's own calendar", () => {
  it('names the mentee and the skill of each booked slot, for that mentor only', async () => {
    const own = await h.signup('mentor');
    const booker = await h.signup('mentee', { userName: 'Booking Bea' });
    const slot = await insertSlot(h.db, own.user._id, now + 4 * HOUR);
    await insertBooking(h.db, slot, booker.user._id, 'confirmed');
    const path = `/app/calendar/${own.user.uuid}?${window()}`;
    const mine = slotListSchema.parse((await own.agent.get(path)).body);
    expect(mine.find((item) => item._id === slot.id)).toMatchObject({
      status: 'booked',
      booking: { menteeName: 'Booking Bea', skillTitle: 'Rust' },
    });
    const others = await (await h.signup('mentor')).agent.get(path);
    expect(others.status).toBe(200);
    expect(JSON.stringify(others.body)).not.toContain('Booking Bea');
  });
});
