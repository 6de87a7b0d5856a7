import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { submitFeedbackResponseSchema } from '../../shared/contracts/feedback';
import { feedback } from '../db/schema';
import { createTestHarness, type LoggedIn, type TestHarness } from '../test/harness';
import { freezeClock, hourFromNow, insertSession, type SessionFixture } from '../test/session-fixtures';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness();
});
afterAll(() => h.close());

let unfreeze: (() => void) | undefined;
afterEach(() => {
  unfreeze?.();
  unfreeze = undefined;
});

interface Setup {
  mentor: LoggedIn;
  mentee: LoggedIn;
  session: SessionFixture;
}

/** A mentor and a mentee with one confirmed session that ended an hour ago (or starts `hours` from now). */
async function setup(hours = -2): Promise<Setup> {
  const mentor = await h.signup('mentor', { userName: 'Mentor Mia' });
  const mentee = await h.signup('mentee', { userName: 'Mentee Max' });
  const session = await insertSession(h, { mentorId: mentor.user._id, menteeId: mentee.user._id, start: hourFromNow(h, hours) });
  return { mentor, mentee, session };
}

const mentorBody = (bookingId: string) => ({
  bookingId,
  isMentor: true,
  comment: '  Well prepared.  ',
  strengths: 'Asks good questions',
  improvement: 'Write more tests',
});

const menteeBody = (bookingId: string, extra: Record<string, unknown> = {}) => ({
  bookingId,
  isMentor: false,
  rating: 5,
  comment: 'Very helpful session',
  publicFeedback: true,
  ...extra,
});

const rowsOf = (bookingId: string) => h.db.select().from(feedback).where(eq(feedback.bookingId, bookingId));

describe('POST /app/feedback', () => {
  it('stores the mentor’s feedback, trimmed, private and without rating', async () => {
    const { mentor, session } = await setup();
    const response = await mentor.agent.post('/app/feedback', {
      ...mentorBody(session.bookingId),
      rating: 1,
      publicFeedback: true,
    });
    expect(response.status).toBe(201);
    expect(submitFeedbackResponseSchema.safeParse(response.body).success).toBe(true);
    expect(response.body.message).toBe('Feedback submitted successfully!');
    expect(response.body.feedback).toEqual({
      _id: expect.any(String),
      bookingId: session.bookingId,
      authorRole: 'mentor',
      author: { uuid: mentor.user.uuid, userName: 'Mentor Mia' },
      comment: 'Well prepared.',
      strengths: 'Asks good questions',
      improvement: 'Write more tests',
      publicFeedback: false,
      rating: null,
      additionalComment: null,
      createdAt: expect.any(String),
    });
    expect(await rowsOf(session.bookingId)).toHaveLength(1);
  });

  it('wants comment, strengths and improvement from a mentor', async () => {
    const { mentor, session } = await setup();
    const response = await mentor.agent.post('/app/feedback', {
      bookingId: session.bookingId,
      comment: 'Fine',
      strengths: '   ',
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual([
      { path: 'strengths', msg: 'Please describe the strengths.' },
      { path: 'improvement', msg: 'Please say what could be improved.' },
    ]);
    const german = await mentor.agent.post('/app/feedback', { bookingId: session.bookingId }, { 'accept-language': 'de' });
    expect(german.body.error).toContainEqual({ path: 'comment', msg: 'Bitte geben Sie einen Kommentar ein.' });
    expect(await rowsOf(session.bookingId)).toEqual([]);
  });

  it('decides the side from the booking, not from isMentor', async () => {
    const { mentee, session } = await setup();
    const response = await mentee.agent.post('/app/feedback', { ...mentorBody(session.bookingId), isMentor: true });
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe('Please provide feedback.');
    expect(response.body.error).toEqual([{ path: 'rating', msg: 'Please give a rating from 1 to 5.' }]);
  });

  it('stores the mentee’s rating, comment and public choice', async () => {
    const { mentee, session } = await setup();
    const response = await mentee.agent.post('/app/feedback', menteeBody(session.bookingId, { rating: '4', strengths: '' }));
    expect(response.status).toBe(201);
    expect(response.body.feedback).toMatchObject({
      authorRole: 'mentee',
      author: { uuid: mentee.user.uuid, userName: 'Mentee Max' },
      rating: 4,
      comment: 'Very helpful session',
      strengths: null,
      publicFeedback: true,
    });
  });

  it('wants a rating from 1 to 5 and a comment or additional comment from a mentee', async () => {
    const { mentee, session } = await setup();
    const noWords = await mentee.agent.post('/app/feedback', { bookingId: session.bookingId, rating: 3, comment: ' ' });
    expect(noWords.status).toBe(400);
    expect(noWords.body.msg).toBe('Please provide feedback.');
    expect(noWords.body.error).toEqual([{ path: 'comment', msg: 'Please provide feedback.' }]);
    const german = await mentee.agent.post(
      '/app/feedback',
      { bookingId: session.bookingId, rating: 3 },
      { 'accept-language': 'de' },
    );
    expect(german.body.msg).toBe('Bitte geben Sie ein Feedback ab.');

    const noRating = await mentee.agent.post('/app/feedback', { bookingId: session.bookingId, comment: 'Nice' });
    expect(noRating.status).toBe(400);
    expect(noRating.body.error).toEqual([{ path: 'rating', msg: 'Please give a rating from 1 to 5.' }]);

    for (const rating of [0, 6, 2.5, 'five']) {
      const bad = await mentee.agent.post('/app/feedback', menteeBody(session.bookingId, { rating }));
      expect(bad.status).toBe(400);
      expect(bad.body.error).toEqual([{ path: 'rating', msg: 'Rating must be a whole number from 1 to 5' }]);
    }
    expect(await rowsOf(session.bookingId)).toEqual([]);

    const additionalOnly = await mentee.agent.post('/app/feedback', {
      bookingId: session.bookingId,
      rating: 1,
      additionalComment: 'Only this',
    });
    expect(additionalOnly.status).toBe(201);
    expect(additionalOnly.body.feedback).toMatchObject({
      rating: 1,
      comment: null,
      additionalComment: 'Only this',
      publicFeedback: false,
    });
  });

  it('bounds text length', async () => {
    const { mentee, session } = await setup();
    const response = await mentee.agent.post('/app/feedback', menteeBody(session.bookingId, { comment: 'x'.repeat(2001) }));
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual([{ path: 'comment', msg: 'Feedback must be at most 2000 characters' }]);
    const german = await mentee.agent.post('/app/feedback', menteeBody(session.bookingId, { comment: 'x'.repeat(2001) }), {
      'accept-language': 'de',
    });
    expect(german.body.error).toEqual([{ path: 'comment', msg: 'Das Feedback darf höchstens 2000 Zeichen lang sein' }]);
    expect((await mentee.agent.post('/app/feedback', menteeBody(session.bookingId, { comment: 'x'.repeat(2000) }))).status).toBe(
      201,
    );
  });

  it('opens when the session starts', async () => {
    const { mentor, mentee, session } = await setup(30);
    const early = await mentee.agent.post('/app/feedback', menteeBody(session.bookingId));
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe('You can give feedback once the session has started.');

    unfreeze = freezeClock(h, new Date(session.start.getTime() - 1));
    expect((await mentor.agent.post('/app/feedback', mentorBody(session.bookingId))).status).toBe(409);
    unfreeze();
    unfreeze = freezeClock(h, session.start);
    expect((await mentor.agent.post('/app/feedback', mentorBody(session.bookingId))).status).toBe(201);
    expect((await mentee.agent.post('/app/feedback', menteeBody(session.bookingId))).status).toBe(201);
    expect(await rowsOf(session.bookingId)).toHaveLength(2);
  });

  it('takes one feedback per side', async () => {
    const { mentor, mentee, session } = await setup();
    expect((await mentee.agent.post('/app/feedback', menteeBody(session.bookingId))).status).toBe(201);
    const again = await mentee.agent.post('/app/feedback', menteeBody(session.bookingId, { rating: 1 }));
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('You have already given feedback for this session.');
    expect((await mentor.agent.post('/app/feedback', mentorBody(session.bookingId))).status).toBe(201);
    expect((await mentor.agent.post('/app/feedback', mentorBody(session.bookingId))).status).toBe(409);

    const racing = await Promise.all(
      [1, 2, 3].map(async () => {
        const { mentee: racer, session: raced } = await setup();
        const responses = await Promise.all(
          [1, 2, 3, 4].map(() => racer.agent.post('/app/feedback', menteeBody(raced.bookingId))),
        );
        return { statuses: responses.map((response) => response.status).sort((a, b) => a - b), rows: (await rowsOf(raced.bookingId)).length };
      }),
    );
    for (const race of racing) expect(race).toEqual({ statuses: [201, 409, 409, 409], rows: 1 });
  });

  it('replays the first answer for a repeated Idempotency-Key', async () => {
    const { mentee, session } = await setup();
    const headers = { 'Idempotency-Key': `feedback-${session.bookingId}` };
    const first = await mentee.agent.post('/app/feedback', menteeBody(session.bookingId), headers);
    expect(first.status).toBe(201);
    const replay = await mentee.agent.post('/app/feedback', menteeBody(session.bookingId), headers);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await rowsOf(session.bookingId)).toHaveLength(1);
    // Without the key, a repeat is a second submission and refused.
    expect((await mentee.agent.post('/app/feedback', menteeBody(session.bookingId))).status).toBe(409);
  });

  it('is only for participants of a booked session', async () => {
    const { mentor, mentee, session } = await setup();
    expect((await h.agent().post('/app/feedback', menteeBody(session.bookingId))).status).toBe(401);
    for (const role of ['mentee', 'mentor'] as const) {
      const stranger = await h.signup(role);
      const response = await stranger.agent.post('/app/feedback', {
        ...menteeBody(session.bookingId),
        ...mentorBody(session.bookingId),
      });
      expect(response.status).toBe(403);
      expect(response.body.msg).toBe('You did not take part in this session.');
    }
    const unknown = await mentee.agent.post('/app/feedback', menteeBody('00000000-0000-4000-8000-000000000000'));
    expect(unknown.status).toBe(404);
    const malformed = await mentee.agent.post('/app/feedback', menteeBody('abc'));
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toEqual([{ path: 'bookingId', msg: 'Must be a valid id' }]);

    const cancelled = await insertSession(h, {
      mentorId: mentor.user._id,
      menteeId: mentee.user._id,
      start: hourFromNow(h, -30),
      status: 'cancelled',
    });
    const response = await mentee.agent.post('/app/feedback', menteeBody(cancelled.bookingId));
    expect(response.status).toBe(409);
    expect(response.body.msg).toBe('Feedback can only be given on booked sessions.');
    expect(await rowsOf(session.bookingId)).toEqual([]);
  });
});
