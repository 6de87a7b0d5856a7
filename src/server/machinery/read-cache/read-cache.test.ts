import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, feedback, protoSkills, userSkills, users } from '../../db/schema';
import { addMentorSkill, hourSlot } from '../../test/calendar-fixtures';
import { ReadCache } from './read-cache';
import { createTestHarness, type LoggedIn, type TestAgent, type TestHarness } from '../../test/harness';
import { hourFromNow, insertSession } from '../../test/session-fixtures';

let h: TestHarness;
beforeAll(async () => {
  // This file tests the cache itself: on whatever the project's switches say.
  h = await createTestHarness({ READ_CACHE: 'on' });
});
afterAll(() => h.close());

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const UPCOMING = '/app/session/upcoming-sessions';

/** A name nobody else in this file's database has, so a search for it finds exactly the one mentor. */
const uniqueName = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

async function mentorNamed(userName: string): Promise<LoggedIn> {
  return h.signup('mentor', { userName });
}

async function searchNames(agent: TestAgent, text: string): Promise<string[]> {
  const response = await agent.get(`/app/search?query=${encodeURIComponent(text)}`);
  expect(response.status).toBe(200);
  return (response.body as Array<{ userName: string }>).map((mentor) => mentor.userName);
}

/** A day-aligned window, as the client asks for: the same path on every call of a test, so the cache can answer it. */
function calendarPath(mentorUuid: string) {
  const now = Math.floor(h.clock.now().getTime() / DAY) * DAY;
  const window = `start=${new Date(now - DAY).toISOString()}&end=${new Date(now + 10 * DAY).toISOString()}`;
  return `/app/calendar/${mentorUuid}?${window.replace(/:/g, '%3A')}`;
}

async function calendar(agent: TestAgent, mentorUuid: string) {
  const response = await agent.get(calendarPath(mentorUuid));
  expect(response.status).toBe(200);
  return response.body as Array<{ _id: string; status?: string }>;
}

async function upcoming(agent: TestAgent) {
  const response = await agent.get(UPCOMING);
  expect(response.status).toBe(200);
  return response.body as Array<{ _id: string; canCancel: boolean; myFeedbackGiven: boolean; otherFeedbackGiven: boolean; mentorId: { userName: string } }>;
}

describe('ReadCache', () => {
  const body = (text: string) => new TextEncoder().encode(text);
  const entry = (text: string, validUntil = Infinity) => ({ version: '1', body: body(text), validFrom: 100, validUntil });

  it('answers only for the same version within [computed at, valid until)', () => {
    const cache = new ReadCache();
    cache.set('k', entry('a', 200));
    expect(cache.get('k', '1', 150)).toEqual(body('a'));
    expect(cache.get('k', '2', 150)).toBeUndefined();
    expect(cache.get('k', '1', 99)).toBeUndefined();
    expect(cache.get('k', '1', 200)).toBeUndefined();
  });

  it('drops the least recently used entries beyond its entry and byte limits', () => {
    const cache = new ReadCache({ entries: 2, bytes: 6 });
    cache.set('a', entry('aa'));
    cache.set('b', entry('bb'));
    cache.get('a', '1', 100);
    cache.set('c', entry('cc'));
    expect(cache.get('b', '1', 100)).toBeUndefined();
    expect(cache.get('a', '1', 100)).toEqual(body('aa'));
    cache.set('d', entry('ddddd'));
    expect([cache.get('a', '1', 100), cache.get('c', '1', 100), cache.get('d', '1', 100)]).toEqual([
      undefined,
      undefined,
      body('ddddd'),
    ]);
  });
});

describe('read cache: serving', () => {
  it('serves the stored answer while the version stands, and a fresh one once it moves', async () => {
    const name = uniqueName('Cached');
    const mentor = await mentorNamed(name);
    const reader = await h.signup('mentee');
    expect(await searchNames(reader.agent, name)).toEqual([name]);

    // A write behind the triggers' back, with the version put back: only the cache can still say the old name.
    await h.db
      .update(users)
      .set({ userName: `${name} renamed` })
      .where(eq(users.id, mentor.user._id));
    await h.db.execute(sql`update read_versions set version = version - 1 where scope = 'mentors'`);
    expect(await searchNames(reader.agent, name)).toEqual([name]);

    await h.db.execute(sql`update read_versions set version = version + 1 where scope = 'mentors'`);
    expect(await searchNames(reader.agent, name)).toEqual([`${name} renamed`]);
  });

  it('never answers a logged-out session from the cache', async () => {
    const reader = await h.signup('mentee');
    expect((await reader.agent.get(UPCOMING)).status).toBe(200);
    const cookie = reader.agent.cookieHeader;
    expect((await reader.agent.get('/app/user/logout')).status).toBe(200);
    const replayed = h.agent();
    // Search is public (decision 106), so only a page of one's own shows whether the cache knew the logout.
    expect((await replayed.get(UPCOMING, { cookie })).status).toBe(401);
  });
});

describe('read cache: search', () => {
  it('shows a mentor’s new name, new skill, a catalogue rename and a role change at once', async () => {
    const name = uniqueName('Searchable');
    const mentor = await mentorNamed(name);
    const reader = await h.signup('mentee');
    const skillsOf = async () => {
      const response = await reader.agent.get(`/app/search?query=${encodeURIComponent(name)}`);
      return (response.body as Array<{ skills: Array<{ protoSkillId: { protoSkillTitle: string } }> }>)[0]?.skills.map(
        (skill) => skill.protoSkillId.protoSkillTitle,
      );
    };
    expect(await skillsOf()).toEqual([]);

    const skill = await addMentorSkill(h, mentor.user._id, { title: 'Caching' });
    expect(await skillsOf()).toEqual(['Caching']);

    const [row] = await h.db.select().from(userSkills).where(eq(userSkills.id, skill.id));
    await h.db.update(protoSkills).set({ title: 'Cache design' }).where(eq(protoSkills.id, row!.protoSkillId));
    expect(await skillsOf()).toEqual(['Cache design']);

    expect((await mentor.agent.post('/app/user/change-username', { newUserName: `${name} Jr` })).status).toBe(200);
    expect(await searchNames(reader.agent, name)).toEqual([`${name} Jr`]);

    expect((await mentor.agent.delete('/app/user')).status).toBe(200);
    expect(await searchNames(reader.agent, name)).toEqual([]);
  });

  it('lists an admin while they act as mentor, and no longer once they stop', async () => {
    const name = uniqueName('Acting');
    const admin = await h.admin({ userName: name });
    const reader = await h.signup('mentee');
    expect(await searchNames(reader.agent, name)).toEqual([]);
    expect((await admin.agent.put('/app/user/change-role', { role: 'mentor' })).status).toBe(200);
    expect(await searchNames(reader.agent, name)).toEqual([name]);
    expect((await admin.agent.put('/app/user/change-role', { role: 'admin' })).status).toBe(200);
    expect(await searchNames(reader.agent, name)).toEqual([]);
  });
});

describe('read cache: calendar', () => {
  it('answers 404 once the mentor has deleted their account', async () => {
    const mentor = await h.signup('mentor');
    const viewer = await h.signup('mentee');
    expect(await calendar(viewer.agent, mentor.user.uuid)).toEqual([]);
    expect((await mentor.agent.delete('/app/user')).status).toBe(200);
    expect((await viewer.agent.get(calendarPath(mentor.user.uuid))).status).toBe(404);
  });

  it('shows added, held and deleted slots to the mentee and the states to the mentor', async () => {
    const mentor = await h.signup('mentor');
    const skill = await addMentorSkill(h, mentor.user._id);
    const viewer = await h.signup('mentee');
    const booker = await h.signup('mentee');
    expect(await calendar(viewer.agent, mentor.user.uuid)).toEqual([]);

    const slot = (await mentor.agent.post('/app/calendar', hourSlot(h, 30))).body as { _id: string };
    expect((await calendar(viewer.agent, mentor.user.uuid)).map((s) => s._id)).toEqual([slot._id]);
    expect((await calendar(mentor.agent, mentor.user.uuid)).map((s) => s.status)).toEqual(['free']);

    expect((await booker.agent.post(`/app/calendar/book/${slot._id}`, { skillId: skill.id })).status).toBe(201);
    expect(await calendar(viewer.agent, mentor.user.uuid)).toEqual([]);
    expect((await calendar(mentor.agent, mentor.user.uuid)).map((s) => s.status)).toEqual(['pending']);

    const other = (await mentor.agent.post('/app/calendar', hourSlot(h, 40))).body as { _id: string };
    expect((await calendar(viewer.agent, mentor.user.uuid)).map((s) => s._id)).toEqual([other._id]);
    expect((await mentor.agent.delete(`/app/calendar/${other._id}`)).status).toBe(200);
    expect(await calendar(viewer.agent, mentor.user.uuid)).toEqual([]);
  });

  it('lets a slot drop out when it starts and come back when a hold runs out, without any write', async () => {
    const mentor = await h.signup('mentor');
    const skill = await addMentorSkill(h, mentor.user._id);
    const viewer = await h.signup('mentee');
    const starting = (await mentor.agent.post('/app/calendar', hourSlot(h, 2))).body as { _id: string; start: string };
    const held = (await mentor.agent.post('/app/calendar', hourSlot(h, 5))).body as { _id: string };
    const booker = await h.signup('mentee');
    expect((await booker.agent.post(`/app/calendar/book/${held._id}`, { skillId: skill.id })).status).toBe(201);
    const path = calendarPath(mentor.user.uuid);
    const ids = async () => ((await viewer.agent.get(path)).body as Array<{ _id: string }>).map((s) => s._id);
    expect(await ids()).toEqual([starting._id]);

    const [hold] = await h.db.select({ expiresAt: bookings.holdExpiresAt }).from(bookings).where(eq(bookings.slotId, held._id));
    h.clock.set(new Date(hold!.expiresAt!.getTime() + 1000));
    expect(await ids()).toEqual([starting._id, held._id]);

    h.clock.set(new Date(Date.parse(starting.start) + 1000));
    expect(await ids()).toEqual([held._id]);
    h.clock.set(new Date());
  });
});

describe('read cache: upcoming sessions', () => {
  it('shows a cancellation, feedback and the other side’s new name', async () => {
    const mentor = await h.signup('mentor', { userName: 'Original Name' });
    const mentee = await h.signup('mentee');
    const session = await insertSession(h, { mentorId: mentor.user._id, menteeId: mentee.user._id, start: hourFromNow(h, 72) });
    expect((await upcoming(mentee.agent)).map((s) => s.mentorId.userName)).toEqual(['Original Name']);

    expect((await mentor.agent.post('/app/user/change-username', { newUserName: 'Changed Name' })).status).toBe(200);
    expect((await upcoming(mentee.agent)).map((s) => s.mentorId.userName)).toEqual(['Changed Name']);

    await h.db.insert(feedback).values({ bookingId: session.bookingId, authorId: mentee.user._id, authorRole: 'mentee' });
    expect((await upcoming(mentee.agent)).map((s) => s.myFeedbackGiven)).toEqual([true]);
    expect((await upcoming(mentor.agent)).map((s) => s.otherFeedbackGiven)).toEqual([true]);

    expect((await mentor.agent.delete(`/app/session/cancel-session/${session.bookingId}`)).status).toBe(200);
    expect(await upcoming(mentee.agent)).toEqual([]);
    expect(await upcoming(mentor.agent)).toEqual([]);
  });

  it('keeps each user’s list and language apart', async () => {
    const mentor = await h.signup('mentor');
    const first = await h.signup('mentee');
    const second = await h.signup('mentee');
    const mine = await insertSession(h, { mentorId: mentor.user._id, menteeId: first.user._id, start: hourFromNow(h, 50) });
    const theirs = await insertSession(h, { mentorId: mentor.user._id, menteeId: second.user._id, start: hourFromNow(h, 52) });
    expect((await upcoming(first.agent)).map((s) => s._id)).toEqual([mine.bookingId]);
    expect((await upcoming(second.agent)).map((s) => s._id)).toEqual([theirs.bookingId]);
    expect((await upcoming(mentor.agent)).map((s) => s._id)).toEqual([mine.bookingId, theirs.bookingId]);

    const german = h.agent({ lang: 'de' });
    expect((await german.post('/app/user/login', { email: first.user.email, password: first.password })).status).toBe(200);
    const [english] = (await first.agent.get(UPCOMING)).body as Array<{ icsUrl: string }>;
    const [deutsch] = (await german.get(UPCOMING)).body as Array<{ icsUrl: string }>;
    expect(english!.icsUrl).toMatch(/lang=en$/);
    expect(deutsch!.icsUrl).toMatch(/lang=de$/);
  });

  it('drops a session when it ends and stops offering cancellation 24 hours before, without any write', async () => {
    const mentor = await h.signup('mentor');
    const mentee = await h.signup('mentee');
    const start = hourFromNow(h, 30);
    await insertSession(h, { mentorId: mentor.user._id, menteeId: mentee.user._id, start });
    expect((await upcoming(mentee.agent)).map((s) => s.canCancel)).toEqual([true]);

    h.clock.set(new Date(start.getTime() - DAY + 1000));
    expect((await upcoming(mentee.agent)).map((s) => s.canCancel)).toEqual([false]);
    h.clock.set(new Date(start.getTime() + HOUR + 1000));
    expect(await upcoming(mentee.agent)).toEqual([]);
    h.clock.set(new Date());
  });
});

describe('read cache: two instances on one database', () => {
  it('shows each instance the other one’s writes at once', async () => {
    const second = await createTestHarness({ READ_CACHE: 'on' }, { sharedDatabaseOf: h });
    try {
      const name = uniqueName('Shared');
      const mentor = await mentorNamed(name);
      const mentee = await h.signup('mentee');
      const onSecond = second.agent();
      expect((await onSecond.post('/app/user/login', { email: mentee.user.email, password: mentee.password })).status).toBe(200);
      const mentorOnSecond = second.agent();
      expect((await mentorOnSecond.post('/app/user/login', { email: mentor.user.email, password: mentor.password })).status).toBe(
        200,
      );

      expect(await searchNames(onSecond, name)).toEqual([name]);
      expect(await calendar(onSecond, mentor.user.uuid)).toEqual([]);
      expect(await upcoming(onSecond)).toEqual([]);

      expect((await mentor.agent.post('/app/user/change-username', { newUserName: `${name} B` })).status).toBe(200);
      const slot = (await mentor.agent.post('/app/calendar', hourSlot(h, 60))).body as { _id: string };
      const session = await insertSession(h, { mentorId: mentor.user._id, menteeId: mentee.user._id, start: hourFromNow(h, 80) });
      expect(await searchNames(onSecond, name)).toEqual([`${name} B`]);
      expect((await calendar(onSecond, mentor.user.uuid)).map((s) => s._id)).toEqual([slot._id]);
      expect((await upcoming(onSecond)).map((s) => s._id)).toEqual([session.bookingId]);

      // And back: a write on the second instance, read on the first (which has cached the list by now).
      expect((await upcoming(mentee.agent)).map((s) => s._id)).toEqual([session.bookingId]);
      expect((await mentorOnSecond.delete(`/app/session/cancel-session/${session.bookingId}`)).status).toBe(200);
      expect(await upcoming(mentee.agent)).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
