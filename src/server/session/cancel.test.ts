import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cancelSessionResponseSchema } from '../../shared/contracts/session';
import { bookings, payments } from '../db/schema';
import { addMentorSkill } from '../test/calendar-fixtures';
import { createTestHarness, type LoggedIn, type TestHarness } from '../test/harness';
import { freeSessionTokens, freezeClock, hourFromNow, insertSession, type SessionFixture } from '../test/session-fixtures';

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

const HOUR = 3600_000;
const cancelPath = (id: string) => `/app/session/cancel-session/${id}`;

interface Setup {
  mentor: LoggedIn;
  mentee: LoggedIn;
  skillId: string;
  session: SessionFixture;
}

async function setup(hoursAhead = 72): Promise<Setup> {
  const mentor = await h.signup('mentor', { userName: 'Mentor Mia' });
  const mentee = await h.signup('mentee', { userName: 'Mentee Max' });
  const skill = await addMentorSkill(h, mentor.user._id);
  const session = await insertSession(h, {
    mentorId: mentor.user._id,
    menteeId: mentee.user._id,
    start: hourFromNow(h, hoursAhead),
    userSkillId: skill.id,
    skillTitle: skill.title,
  });
  return { mentor, mentee, skillId: skill.id, session };
}

const bookingRow = async (id: string) => (await h.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe('DELETE /app/session/cancel-session/:id', () => {
  it('lets the mentee cancel, gives them one free-session token and answers with the new balance', async () => {
    const { mentee, session } = await setup();
    const response = await mentee.agent.delete(cancelPath(session.bookingId));
    expect(response.status).toBe(200);
    expect(cancelSessionResponseSchema.safeParse(response.body).success).toBe(true);
    expect(response.body).toEqual({
      _id: session.bookingId,
      message: 'Your session has been canceled successfully!',
      cancelledBy: 'mentee',
      freeSessionTokens: 1,
    });
    expect(await freeSessionTokens(h, mentee.user._id)).toBe(1);
    const row = await bookingRow(session.bookingId);
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'mentee' });
    expect(row.cancelledAt).toBeInstanceOf(Date);
    expect((await mentee.agent.get('/app/user/auth')).body.freeSessionTokens).toBe(1);
    expect((await mentee.agent.get('/app/session/upcoming-sessions')).body).toEqual([]);
  });

  it('lets the mentor cancel and credits the mentee, without telling the mentor their balance', async () => {
    const { mentor, mentee, session } = await setup();
    const response = await mentor.agent.delete(cancelPath(session.bookingId), undefined, { 'accept-language': 'de' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      _id: session.bookingId,
      message: 'Ihre Sitzung wurde erfolgreich abgesagt!',
      cancelledBy: 'mentor',
    });
    expect(await freeSessionTokens(h, mentee.user._id)).toBe(1);
    expect(await freeSessionTokens(h, mentor.user._id)).toBe(0);
    expect((await bookingRow(session.bookingId)).cancelledBy).toBe('mentor');
  });

  it('refuses at exactly 24 hours before the start and allows it a millisecond earlier', async () => {
    const { mentee, session } = await setup(30);
    const start = session.start.getTime();

    unfreeze = freezeClock(h, new Date(start - 24 * HOUR));
    const atBoundary = await mentee.agent.delete(cancelPath(session.bookingId));
    expect(atBoundary.status).toBe(409);
    expect(atBoundary.body.msg).toBe('Sessions can only be canceled more than 24 hours before they start.');
    const upcoming = await mentee.agent.get('/app/session/upcoming-sessions');
    expect(upcoming.body[0]).toMatchObject({ _id: session.bookingId, canCancel: false });

    unfreeze();
    unfreeze = freezeClock(h, new Date(start - 24 * HOUR - 1));
    expect((await mentee.agent.get('/app/session/upcoming-sessions')).body[0].canCancel).toBe(true);
    expect((await mentee.agent.delete(cancelPath(session.bookingId))).status).toBe(200);
  });

  it('refuses inside the last 24 hours with the clock moved forward, changing nothing', async () => {
    const { mentor, mentee, session } = await setup(48);
    h.clock.advance(25 * HOUR);
    try {
      const german = await mentor.agent.delete(cancelPath(session.bookingId), undefined, { 'accept-language': 'de' });
      expect(german.status).toBe(409);
      expect(german.body.msg).toBe(
        'Sitzungen können nur abgesagt werden, solange bis zu ihrem Beginn noch mehr als 24 Stunden bleiben.',
      );
      expect((await mentee.agent.delete(cancelPath(session.bookingId))).status).toBe(409);
    } finally {
      h.clock.advance(-25 * HOUR);
    }
    expect((await bookingRow(session.bookingId)).status).toBe('confirmed');
    expect(await freeSessionTokens(h, mentee.user._id)).toBe(0);
  });

  it('grants the token once when the same session is cancelled twice', async () => {
    const { mentor, mentee, session } = await setup();
    expect((await mentee.agent.delete(cancelPath(session.bookingId))).status).toBe(200);
    const again = await mentee.agent.delete(cancelPath(session.bookingId));
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('This session has already been canceled.');
    expect((await mentor.agent.delete(cancelPath(session.bookingId))).status).toBe(409);
    expect(await freeSessionTokens(h, mentee.user._id)).toBe(1);
  });

  it('grants the token once when both participants cancel at the same moment', async () => {
    for (let round = 0; round < 3; round++) {
      const { mentor, mentee, session } = await setup(72 + round);
      const responses = await Promise.all([
        mentee.agent.delete(cancelPath(session.bookingId)),
        mentor.agent.delete(cancelPath(session.bookingId)),
        mentee.agent.delete(cancelPath(session.bookingId)),
        mentor.agent.delete(cancelPath(session.bookingId)),
      ]);
      expect(responses.map((response) => response.status).sort((a, b) => a - b)).toEqual([200, 409, 409, 409]);
      expect(await freeSessionTokens(h, mentee.user._id)).toBe(1);
    }
  });

  it('frees the slot so another mentee can book it', async () => {
    const { mentor, skillId, session } = await setup();
    const rival = await h.signup('mentee');
    const bookPath = `/app/calendar/book/${session.slotId}`;
    expect((await rival.agent.post(bookPath, { skillId })).status).toBe(409);

    expect((await mentor.agent.delete(cancelPath(session.bookingId))).status).toBe(200);
    const booked = await rival.agent.post(bookPath, { skillId });
    expect(booked.status).toBe(201);
    expect(booked.body.booking.mentee.uuid).toBe(rival.user.uuid);
  });

  it('keeps the payment as it was (no refund)', async () => {
    const { mentee, session } = await setup();
    await h.db.insert(payments).values({
      bookingId: session.bookingId,
      provider: 'simulated',
      intentId: `pi_${session.bookingId}`,
      clientSecret: 'secret',
      amountCents: 1000,
      currency: 'EUR',
      status: 'succeeded',
    });
    expect((await mentee.agent.delete(cancelPath(session.bookingId))).status).toBe(200);
    const [payment] = await h.db.select().from(payments).where(eq(payments.bookingId, session.bookingId));
    expect(payment!.status).toBe('succeeded');
  });

  it('is only for the two participants', async () => {
    const { mentee, session } = await setup();
    const strangerMentee = await h.signup('mentee');
    const strangerMentor = await h.signup('mentor');
    const admin = await h.admin();
    for (const stranger of [strangerMentee, strangerMentor, admin]) {
      const response = await stranger.agent.delete(cancelPath(session.bookingId));
      expect(response.status).toBe(403);
      expect(response.body.msg).toBe('This is not your session.');
    }
    expect((await h.agent().delete(cancelPath(session.bookingId))).status).toBe(401);
    expect((await bookingRow(session.bookingId)).status).toBe('confirmed');
    expect(await freeSessionTokens(h, mentee.user._id)).toBe(0);
  });

  it('answers 404 for an unknown session, 400 for a malformed id, 409 for a hold', async () => {
    const { mentor, mentee } = await setup();
    const unknown = await mentee.agent.delete(cancelPath('00000000-0000-4000-8000-000000000000'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('This session does not exist.');
    expect((await mentee.agent.delete(cancelPath('not-an-id'))).status).toBe(400);

    const hold = await insertSession(h, {
      mentorId: mentor.user._id,
      menteeId: mentee.user._id,
      start: hourFromNow(h, 100),
      status: 'pending',
    });
    const response = await mentee.agent.delete(cancelPath(hold.bookingId));
    expect(response.status).toBe(409);
    expect(response.body.msg).toBe('This session is not booked.');
    expect(await freeSessionTokens(h, mentee.user._id)).toBe(0);
  });
});
