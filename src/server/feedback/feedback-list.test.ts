import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackListSchema, reviewListSchema } from '../../shared/contracts/feedback';
import { feedback, users } from '../db/schema';
import { createTestHarness, type LoggedIn, type TestHarness } from '../test/harness';
import { IMAGE_PATH, PNG_1PX } from '../test/images';
import { hourFromNow, insertSession, type SessionFixture } from '../test/session-fixtures';

/**
 * Who sees which feedback. Mentor Ann had sessions with Ben (s1) and Cem (s2); Ben also had one with
 * mentor Dora (s3). Both sides gave feedback on all three; Ben's is public, Cem's private.
 */
let h: TestHarness;
let ann: LoggedIn;
let ben: LoggedIn;
let cem: LoggedIn;
let dora: LoggedIn;
let s1: SessionFixture;
let s2: SessionFixture;
let s3: SessionFixture;

async function give(author: LoggedIn, session: SessionFixture, body: Record<string, unknown>) {
  h.clock.advance(1000);
  const response = await author.agent.post('/app/feedback', { bookingId: session.bookingId, ...body });
  expect(response.status).toBe(201);
  return response.body.feedback._id as string;
}

const asMentor = { comment: 'Solid work', strengths: 'Focus', improvement: 'Pace' };

beforeAll(async () => {
  h = await createTestHarness();
  ann = await h.signup('mentor', { userName: 'Ann' });
  dora = await h.signup('mentor', { userName: 'Dora' });
  ben = await h.signup('mentee', { userName: 'Ben' });
  cem = await h.signup('mentee', { userName: 'Cem' });
  await ann.agent.put('/app/user/change-image', { newImage: PNG_1PX });
  s1 = await insertSession(h, { mentorId: ann.user._id, menteeId: ben.user._id, start: hourFromNow(h, -5), skillTitle: 'Go' });
  s2 = await insertSession(h, { mentorId: ann.user._id, menteeId: cem.user._id, start: hourFromNow(h, -3) });
  s3 = await insertSession(h, { mentorId: dora.user._id, menteeId: ben.user._id, start: hourFromNow(h, -2), skillTitle: 'SQL' });
  await give(ben, s1, { rating: 5, comment: 'Ann explains well', publicFeedback: true });
  await give(ann, s1, asMentor);
  await give(cem, s2, { rating: 2, comment: 'Too fast for me', publicFeedback: false });
  await give(ann, s2, asMentor);
  await give(ben, s3, { rating: 4, additionalComment: 'Dora knows SQL', publicFeedback: true });
  await give(dora, s3, asMentor);
});
afterAll(() => h.close());

type Item = { bookingId: string; authorRole: string; author: { userName: string } | null };
const summary = (items: Item[]) => items.map((item) => `${item.author?.userName ?? '-'}@${item.bookingId}`);

describe('GET /app/feedback', () => {
  it('shows a mentee both sides’ feedback on their own sessions only, newest first', async () => {
    const response = await ben.agent.get('/app/feedback');
    expect(response.status).toBe(200);
    expect(feedbackListSchema.safeParse(response.body).success).toBe(true);
    expect(summary(response.body)).toEqual([
      `Dora@${s3.bookingId}`,
      `Ben@${s3.bookingId}`,
      `Ann@${s1.bookingId}`,
      `Ben@${s1.bookingId}`,
    ]);
    const fromAnn = response.body.find((item: Item) => item.authorRole === 'mentor' && item.bookingId === s1.bookingId);
    expect(fromAnn).toEqual({
      _id: expect.any(String),
      bookingId: s1.bookingId,
      authorRole: 'mentor',
      author: { uuid: ann.user.uuid, userName: 'Ann' },
      comment: 'Solid work',
      strengths: 'Focus',
      improvement: 'Pace',
      publicFeedback: false,
      rating: null,
      additionalComment: null,
      createdAt: expect.any(String),
    });
  });

  it('filters by session, mentor and mentee within the caller’s own sessions', async () => {
    expect(summary((await ben.agent.get(`/app/feedback?bookingId=${s1.bookingId}`)).body)).toEqual([
      `Ann@${s1.bookingId}`,
      `Ben@${s1.bookingId}`,
    ]);
    expect(summary((await ben.agent.get(`/app/feedback?mentorUuid=${dora.user.uuid}`)).body)).toEqual([
      `Dora@${s3.bookingId}`,
      `Ben@${s3.bookingId}`,
    ]);
    // Ann's sessions with Cem are not Ben's business.
    expect((await ben.agent.get(`/app/feedback?menteeUuid=${cem.user.uuid}`)).body).toEqual([]);
    expect(summary((await ann.agent.get(`/app/feedback?menteeUuid=${cem.user.uuid}`)).body)).toEqual([
      `Ann@${s2.bookingId}`,
      `Cem@${s2.bookingId}`,
    ]);
    expect(
      (await ann.agent.get(`/app/feedback?mentorUuid=${ann.user.uuid}&menteeUuid=${ben.user.uuid}&bookingId=`)).body,
    ).toHaveLength(2);
    expect((await ann.agent.get('/app/feedback?page=2&limit=2')).body).toHaveLength(2);
    expect((await ann.agent.get('/app/feedback?page=3&limit=2')).body).toEqual([]);
  });

  it('refuses someone else’s session', async () => {
    const response = await ben.agent.get(`/app/feedback?bookingId=${s2.bookingId}`);
    expect(response.status).toBe(403);
    expect(response.body.msg).toBe('You did not take part in this session.');
    const stranger = await h.signup('mentee');
    expect((await stranger.agent.get('/app/feedback')).body).toEqual([]);
    expect((await stranger.agent.get(`/app/feedback?mentorUuid=${ann.user.uuid}`)).body).toEqual([]);
    expect((await stranger.agent.get(`/app/feedback?bookingId=${s1.bookingId}`)).status).toBe(403);
    expect((await ben.agent.get('/app/feedback?bookingId=00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await ben.agent.get('/app/feedback?mentorUuid=nope')).status).toBe(400);
    expect((await h.agent().get('/app/feedback')).status).toBe(401);
  });
});

describe('GET /app/feedback/public', () => {
  it('lists only public mentee feedback, for anyone, newest first, in the Review shape', async () => {
    // A mentor's feedback marked public by hand still stays out.
    await h.db.update(feedback).set({ publicFeedback: true }).where(eq(feedback.authorRole, 'mentor'));
    const response = await h.agent().get('/app/feedback/public');
    expect(response.status).toBe(200);
    expect(reviewListSchema.safeParse(response.body).success).toBe(true);
    expect(response.body).toEqual([
      {
        _id: expect.any(String),
        mentor: { userName: 'Dora', image: null },
        mentee: { userName: 'Ben', image: null },
        comment: 'Dora knows SQL',
        rating: 4,
        skills: [{ protoSkillId: { protoSkillTitle: 'SQL' } }],
        createdAt: expect.any(String),
      },
      {
        _id: expect.any(String),
        mentor: { userName: 'Ann', image: expect.stringMatching(IMAGE_PATH) },
        mentee: { userName: 'Ben', image: null },
        comment: 'Ann explains well',
        rating: 5,
        skills: [{ protoSkillId: { protoSkillTitle: 'Go' } }],
        createdAt: expect.any(String),
      },
    ]);
  });

  it('keeps a review whose mentor left, and drops the reviews of a mentee who left', async () => {
    const eve = await h.signup('mentee', { userName: 'Eve' });
    const gone = await h.signup('mentor', { userName: 'Gone' });
    const session = await insertSession(h, { mentorId: gone.user._id, menteeId: eve.user._id, start: hourFromNow(h, -10) });
    await give(eve, session, { rating: 3, comment: 'Okay', publicFeedback: true });
    await h.db.delete(users).where(eq(users.id, gone.user._id));
    const [newest] = (await h.agent().get('/app/feedback/public')).body;
    expect(newest).toMatchObject({ mentor: null, mentee: { userName: 'Eve' }, comment: 'Okay' });

    await h.db.delete(users).where(eq(users.id, eve.user._id));
    const after = (await h.agent().get('/app/feedback/public')).body;
    expect(after.map((review: { mentee: { userName: string } }) => review.mentee.userName)).not.toContain('Eve');
  });

  it('shows the newest 20 at most', async () => {
    const first = hourFromNow(h, -100).getTime();
    for (let index = 0; index < 22; index++) {
      const mentee = await h.signup('mentee', { userName: `Fan ${index}` });
      const start = new Date(first - index * 3600_000);
      const session = await insertSession(h, { mentorId: ann.user._id, menteeId: mentee.user._id, start });
      await give(mentee, session, { rating: 5, comment: `Review ${index}`, publicFeedback: true });
    }
    const response = await h.agent().get('/app/feedback/public');
    expect(response.body).toHaveLength(20);
    expect(response.body[0].comment).toBe('Review 21');
    expect(response.body[19].comment).toBe('Review 2');
  });
});
