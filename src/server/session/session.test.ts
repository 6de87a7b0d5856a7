import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionListSchema } from '../../shared/contracts/session';
import { users } from '../db/schema';
import { createTestHarness, type LoggedIn, type TestHarness } from '../test/harness';
import { hourFromNow, insertSession, type SessionFixture } from '../test/session-fixtures';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness();
});
afterAll(() => h.close());

const UPCOMING = '/app/session/upcoming-sessions';
const PAST = '/app/session/past-sessions';

interface World {
  mentor: LoggedIn;
  mentee: LoggedIn;
  /** 3 days ahead, 2 days ahead, ended yesterday, ended a week ago, running right now. */
  later: SessionFixture;
  sooner: SessionFixture;
  yesterday: SessionFixture;
  lastWeek: SessionFixture;
  running: SessionFixture;
}

async function world(): Promise<World> {
  const mentor = await h.signup('mentor', { userName: 'Mentor Mia' });
  const mentee = await h.signup('mentee', { userName: 'Mentee Max' });
  const pair = { mentorId: mentor.user._id, menteeId: mentee.user._id };
  const runningStart = new Date(h.clock.now().getTime() - 10 * 60_000);
  return {
    mentor,
    mentee,
    later: await insertSession(h, { ...pair, start: hourFromNow(h, 72), skillTitle: 'Rust', skillDescription: null }),
    sooner: await insertSession(h, { ...pair, start: hourFromNow(h, 48) }),
    yesterday: await insertSession(h, { ...pair, start: hourFromNow(h, -24) }),
    lastWeek: await insertSession(h, { ...pair, start: hourFromNow(h, -24 * 7) }),
    running: await insertSession(h, { ...pair, start: runningStart }),
  };
}

const ids = (body: Array<{ _id: string }>) => body.map((session) => session._id);

describe('GET /app/session/upcoming-sessions', () => {
  it('gives the mentee their confirmed sessions that have not ended, soonest first, in the spec shape', async () => {
    const w = await world();
    const response = await w.mentee.agent.get(UPCOMING);
    expect(response.status).toBe(200);
    expect(sessionListSchema.safeParse(response.body).success).toBe(true);
    expect(ids(response.body)).toEqual([w.running.bookingId, w.sooner.bookingId, w.later.bookingId]);
    expect(response.body[1]).toEqual({
      _id: w.sooner.bookingId,
      title: '1 Hour Session',
      start: w.sooner.start.toISOString(),
      end: w.sooner.end.toISOString(),
      price: 10,
      priceCents: 1000,
      currency: 'EUR',
      selectedSkill: [{ protoSkillTitle: 'TypeScript', protoSkillDescription: 'Types that help' }],
      mentorId: { uuid: w.mentor.user.uuid, userName: 'Mentor Mia', image: null },
      mentorUuid: w.mentor.user.uuid,
      menteeUuid: w.mentee.user.uuid,
      mentee: { uuid: w.mentee.user.uuid, userName: 'Mentee Max', image: null },
      jitsiLink: w.sooner.jitsiLink,
      googleMeetLink: null,
      status: 'confirmed',
      myRole: 'mentee',
      canCancel: true,
      canJoin: false,
      myFeedbackGiven: false,
      otherFeedbackGiven: false,
      icsUrl: `/app/session/${w.sooner.bookingId}/ics?lang=en`,
      agenda: null,
      canEditAgenda: true,
      canReschedule: true,
      myNotes: null,
    });
    expect(response.body[2].selectedSkill).toEqual([{ protoSkillTitle: 'Rust', protoSkillDescription: null }]);
    // The running session still shows its join link and can be joined, but can no longer be cancelled.
    expect(response.body[0]).toMatchObject({ jitsiLink: w.running.jitsiLink, canCancel: false, canJoin: true });
  });

  it('gives the mentor the same sessions from their side', async () => {
    const w = await world();
    const response = await w.mentor.agent.get(UPCOMING);
    expect(response.status).toBe(200);
    expect(ids(response.body)).toEqual([w.running.bookingId, w.sooner.bookingId, w.later.bookingId]);
    expect(response.body.every((session: { myRole: string }) => session.myRole === 'mentor')).toBe(true);
  });

  it('shows a stranger nothing of other people’s sessions', async () => {
    await world();
    for (const role of ['mentee', 'mentor'] as const) {
      const stranger = await h.signup(role);
      expect((await stranger.agent.get(UPCOMING)).body).toEqual([]);
      expect((await stranger.agent.get(PAST)).body).toEqual([]);
    }
  });

  it('leaves out holds, cancelled and expired bookings', async () => {
    const mentor = await h.signup('mentor');
    const mentee = await h.signup('mentee');
    const pair = { mentorId: mentor.user._id, menteeId: mentee.user._id };
    await insertSession(h, { ...pair, start: hourFromNow(h, 30), status: 'pending' });
    await insertSession(h, { ...pair, start: hourFromNow(h, 31), status: 'cancelled' });
    await insertSession(h, { ...pair, start: hourFromNow(h, 32), status: 'expired' });
    await insertSession(h, { ...pair, start: hourFromNow(h, -30), status: 'cancelled' });
    const kept = await insertSession(h, { ...pair, start: hourFromNow(h, 33) });
    expect(ids((await mentee.agent.get(UPCOMING)).body)).toEqual([kept.bookingId]);
    expect(ids((await mentor.agent.get(UPCOMING)).body)).toEqual([kept.bookingId]);
    expect((await mentee.agent.get(PAST)).body).toEqual([]);
  });

  it('moves a session to the past list the moment it ends', async () => {
    const w = await world();
    h.clock.set(w.running.end);
    try {
      expect(ids((await w.mentee.agent.get(UPCOMING)).body)).toEqual([w.sooner.bookingId, w.later.bookingId]);
      expect(ids((await w.mentee.agent.get(PAST)).body)[0]).toBe(w.running.bookingId);
    } finally {
      h.clock.set(new Date());
    }
  });

  it('needs a login', async () => {
    expect((await h.agent().get(UPCOMING)).status).toBe(401);
    expect((await h.agent().get(PAST)).status).toBe(401);
  });

  it('shows a deleted mentor as null, keeping the session for the mentee', async () => {
    const w = await world();
    await h.db.delete(users).where(eq(users.id, w.mentor.user._id));
    const past = await w.mentee.agent.get(PAST);
    expect(past.status).toBe(200);
    expect(past.body[0]).toMatchObject({ _id: w.yesterday.bookingId, mentorId: null, mentorUuid: null });
    expect(past.body[0].mentee).toEqual({ uuid: w.mentee.user.uuid, userName: 'Mentee Max', image: null });
  });

  it('writes the calendar link in the caller’s language', async () => {
    const w = await world();
    const german = await w.mentee.agent.get(UPCOMING, { 'accept-language': 'de' });
    expect(german.body[0].icsUrl).toBe(`/app/session/${w.running.bookingId}/ics?lang=de`);
  });
});

describe('GET /app/session/past-sessions', () => {
  it('gives ended sessions newest first, saying whether the caller gave feedback', async () => {
    const w = await world();
    const mentorFeedback = await w.mentor.agent.post('/app/feedback', {
      bookingId: w.yesterday.bookingId,
      comment: 'Good session',
      strengths: 'Curious',
      improvement: 'Practise more',
    });
    expect(mentorFeedback.status).toBe(201);

    const forMentee = await w.mentee.agent.get(PAST);
    expect(forMentee.status).toBe(200);
    expect(ids(forMentee.body)).toEqual([w.yesterday.bookingId, w.lastWeek.bookingId]);
    // The mentor's feedback is not the mentee's.
    expect(forMentee.body.map((s: { myFeedbackGiven: boolean }) => s.myFeedbackGiven)).toEqual([false, false]);
    expect(forMentee.body[0]).toMatchObject({ canCancel: false, myRole: 'mentee', status: 'confirmed' });

    const forMentor = await w.mentor.agent.get(PAST);
    expect(forMentor.body.map((s: { myFeedbackGiven: boolean }) => s.myFeedbackGiven)).toEqual([true, false]);
    // …and for the mentee it is the other side's, there to read.
    expect(forMentee.body.map((s: { otherFeedbackGiven: boolean }) => s.otherFeedbackGiven)).toEqual([true, false]);
    expect(forMentor.body.map((s: { otherFeedbackGiven: boolean }) => s.otherFeedbackGiven)).toEqual([false, false]);
  });

  it('pages with page and limit, 50 by default and never more than 100', async () => {
    const mentor = await h.signup('mentor');
    const mentee = await h.signup('mentee');
    const pair = { mentorId: mentor.user._id, menteeId: mentee.user._id };
    const starts = Array.from({ length: 5 }, (_, index) => hourFromNow(h, -2 - index * 2));
    for (const start of starts) await insertSession(h, { ...pair, start });

    const all = await mentee.agent.get(PAST);
    expect(all.body.map((s: { start: string }) => s.start)).toEqual(starts.map((start) => start.toISOString()));
    const second = await mentee.agent.get(`${PAST}?page=2&limit=2`);
    expect(second.status).toBe(200);
    expect(second.body.map((s: { start: string }) => s.start)).toEqual(starts.slice(2, 4).map((s) => s.toISOString()));
    expect((await mentee.agent.get(`${PAST}?page=3&limit=2`)).body).toHaveLength(1);
    expect((await mentee.agent.get(`${PAST}?limit=100000`)).status).toBe(200);
    expect((await mentee.agent.get(`${PAST}?page=0`)).status).toBe(400);
    expect((await mentee.agent.get(`${UPCOMING}?limit=abc`)).status).toBe(400);
  });
});

describe('sessions of an admin', () => {
  it('follow the role the admin acts in', async () => {
    const admin = await h.admin();
    const mentee = await h.signup('mentee');
    const mentor = await h.signup('mentor');
    const asMentor = await insertSession(h, { mentorId: admin.user._id, menteeId: mentee.user._id, start: hourFromNow(h, 50) });
    const asMentee = await insertSession(h, { mentorId: mentor.user._id, menteeId: admin.user._id, start: hourFromNow(h, 51) });

    expect(ids((await admin.agent.get(UPCOMING)).body)).toEqual([asMentor.bookingId, asMentee.bookingId]);
    expect((await admin.agent.put('/app/user/change-role', { role: 'mentor' })).status).toBe(200);
    expect(ids((await admin.agent.get(UPCOMING)).body)).toEqual([asMentor.bookingId]);
    expect((await admin.agent.put('/app/user/change-role', { role: 'mentee' })).status).toBe(200);
    expect(ids((await admin.agent.get(UPCOMING)).body)).toEqual([asMentee.bookingId]);
  });
});
