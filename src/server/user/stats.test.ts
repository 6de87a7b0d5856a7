import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStatsSchema } from '../../shared/contracts/user';
import { bookings, slots } from '../db/schema';
import { insertUsers } from '../test/direct-fixtures';
import { createTestHarness, type TestHarness } from '../test/harness';

const HOUR = 3_600_000;
let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness();
});
afterAll(() => h.close());

async function session(mentorId: string, menteeId: string, startMs: number, status: 'confirmed' | 'cancelled') {
  const [slot] = await h.db
    .insert(slots)
    .values({ mentorId, startAt: new Date(startMs), endAt: new Date(startMs + HOUR), title: '1 Hour Session' })
    .returning();
  await h.db.insert(bookings).values({
    slotId: slot!.id,
    mentorId,
    menteeId,
    skillTitle: 'Rust',
    title: '1 Hour Session',
    startAt: slot!.startAt,
    endAt: slot!.endAt,
    status,
    priceCents: 1000,
    currency: 'EUR',
  });
}

describe('GET /app/user/stats', () => {
  it('counts finished confirmed sessions, their hours and the different people met, on either side', async () => {
    const mentor = await h.signup('mentor');
    const mentee = await h.signup('mentee');
    const [other, third] = await insertUsers(h.db, [{ userName: 'Other Mentee', role: 'mentee' }, { userName: 'Third Mentor' }]);
    const now = h.clock.now().getTime();
    await session(mentor.user._id, mentee.user._id, now - 50 * HOUR, 'confirmed');
    await session(mentor.user._id, mentee.user._id, now - 30 * HOUR, 'confirmed');
    await session(mentor.user._id, other!.id, now - 20 * HOUR, 'confirmed');
    await session(mentor.user._id, other!.id, now - 10 * HOUR, 'cancelled');
    // Not finished yet: started half an hour ago, and tomorrow's.
    await session(mentor.user._id, mentee.user._id, now - HOUR / 2, 'confirmed');
    await session(mentor.user._id, mentee.user._id, now + 24 * HOUR, 'confirmed');
    await session(third!.id, mentee.user._id, now - 5 * HOUR, 'confirmed');
    await h.db
      .insert(slots)
      .values({ mentorId: mentor.user._id, startAt: new Date(now + 48 * HOUR), endAt: new Date(now + 49 * HOUR), title: 'Free' });

    const mentorStats = userStatsSchema.parse((await mentor.agent.get('/app/user/stats')).body);
    expect(mentorStats).toEqual({ sessionsCompleted: 3, hoursCompleted: 3, peopleMet: 2, futureSlots: 2 });
    const menteeStats = userStatsSchema.parse((await mentee.agent.get('/app/user/stats')).body);
    expect(menteeStats).toEqual({ sessionsCompleted: 3, hoursCompleted: 3, peopleMet: 2, futureSlots: 0 });
  });

  it('is all zeros for someone new, and needs a login', async () => {
    const { agent } = await h.signup('mentee');
    expect((await agent.get('/app/user/stats')).body).toEqual({ sessionsCompleted: 0, hoursCompleted: 0, peopleMet: 0, futureSlots: 0 });
    expect((await h.agent().get('/app/user/stats')).status).toBe(401);
  });
});
