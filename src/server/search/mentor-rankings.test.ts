import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, feedback, slots, users } from '../db/schema';
import { insertBooking, insertSlot, insertUsers } from '../test/direct-fixtures';
import { createTestHarness, usingPostgres, type TestHarness } from '../test/harness';
import { refreshLapsedRankings } from './mentor-rankings';

const HOUR = 3_600_000;

let h: TestHarness;
let mentee: { id: string };
beforeAll(async () => {
  h = await createTestHarness();
  mentee = (await insertUsers(h.db, [{ userName: 'Ranking Mentee', role: 'mentee' }]))[0]!;
});
afterAll(() => h.close());

async function newMentor(name: string) {
  const [row] = await insertUsers(h.db, [{ userName: name }]);
  return row!.id;
}

async function figures(mentorId: string) {
  const [row] = await h.db
    .select({ average: users.ratingAverage, count: users.ratingCount, nextFree: users.nextFreeAt })
    .from(users)
    .where(eq(users.id, mentorId));
  return { average: row!.average, count: row!.count, nextFree: row!.nextFree?.getTime() ?? null };
}

const addSlot = (mentorId: string, startMs: number) => insertSlot(h.db, mentorId, startMs);
const book = (slot: Awaited<ReturnType<typeof addSlot>>, status: 'pending' | 'confirmed', holdExpiresAt: Date | null = null) =>
  insertBooking(h.db, slot, mentee.id, status, holdExpiresAt);

/**
 * Offsets from one instant in whole seconds, so the figures compare equal whatever precision the driver
 * gives timestamps, and slots an hour apart never overlap by the second between two clock reads.
 */
const base = Math.floor(Date.now() / 1000) * 1000;
const at = (offsetMs: number) => base + offsetMs;

describe('the ranking figures search orders by', () => {
  it('follow slots and bookings: the first future slot without a live booking', async () => {
    const mentor = await newMentor('Ranking Slots');
    expect(await figures(mentor)).toEqual({ average: null, count: 0, nextFree: null });
    const later = await addSlot(mentor, at(3 * HOUR));
    const sooner = await addSlot(mentor, at(2 * HOUR));
    await addSlot(mentor, at(-2 * HOUR));
    expect((await figures(mentor)).nextFree).toBe(sooner.startAt.getTime());

    const hold = await book(sooner, 'pending', new Date(Date.now() + 10 * 60_000));
    expect((await figures(mentor)).nextFree).toBe(later.startAt.getTime());
    await h.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, hold.id));
    expect((await figures(mentor)).nextFree).toBe(sooner.startAt.getTime());

    await book(sooner, 'confirmed');
    await h.db.delete(slots).where(eq(slots.id, later.id));
    expect((await figures(mentor)).nextFree).toBeNull();
  });

  it('follow feedback: mentee ratings only, averaged to one decimal', async () => {
    const mentor = await newMentor('Ranking Ratings');
    const ratings = [5, 4, 4];
    const rows = [];
    for (const [index, rating] of ratings.entries()) {
      const past = await book(await addSlot(mentor, at(-(index + 2) * 24 * HOUR)), 'confirmed');
      const [row] = await h.db
        .insert(feedback)
        .values([
          { bookingId: past.id, authorId: mentee.id, authorRole: 'mentee', rating, comment: 'Fine' },
          { bookingId: past.id, authorId: mentor, authorRole: 'mentor', comment: 'Good', strengths: 'x', improvement: 'y' },
        ])
        .returning();
      rows.push(row!);
    }
    expect(await figures(mentor)).toMatchObject({ average: 4.3, count: 3 });
    await h.db.update(feedback).set({ rating: 1 }).where(eq(feedback.id, rows[0]!.id));
    expect(await figures(mentor)).toMatchObject({ average: 3, count: 3 });
    await h.db.delete(feedback).where(eq(feedback.authorRole, 'mentee'));
    expect(await figures(mentor)).toMatchObject({ average: null, count: 0 });
  });

  it('catch up, through the minute job, with a slot that has begun and a hold that ran out', async () => {
    const mentor = await newMentor('Ranking Time');
    const starting = await addSlot(mentor, Date.now() + 1_000);
    const held = await addSlot(mentor, at(2 * HOUR));
    const free = await addSlot(mentor, at(3 * HOUR));
    await book(held, 'pending', new Date(Date.now() + 1_000));
    expect((await figures(mentor)).nextFree).toBe(starting.startAt.getTime());

    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await figures(mentor)).nextFree).toBe(starting.startAt.getTime());
    const { claimed } = await refreshLapsedRankings(h.db, new Date());
    expect(claimed).toBeGreaterThanOrEqual(1);
    expect((await figures(mentor)).nextFree).toBe(held.startAt.getTime());
    expect(free.startAt.getTime()).toBeGreaterThan(held.startAt.getTime());
  });
});

describe.runIf(usingPostgres())('the ranking figures under concurrent writers', () => {
  it("include a concurrent transaction's slot that committed while this one waited", async () => {
    const mentor = await newMentor('Ranking Race');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const first = new Promise<void>((resolve) => (inserted = resolve));
    const sooner = at(2 * HOUR);
    const holder = h.db.transaction(async (tx) => {
      await tx.insert(slots).values({ mentorId: mentor, startAt: new Date(sooner), endAt: new Date(sooner + HOUR), title: 'A' });
      inserted();
      await gate;
    });
    await first;
    // Its snapshot cannot see the uncommitted sooner slot; it must wait for it and recompute after.
    const waiter = h.db.insert(slots).values({
      mentorId: mentor,
      startAt: new Date(at(5 * HOUR)),
      endAt: new Date(at(6 * HOUR)),
      title: 'B',
    });
    const waiting = waiter.then(() => undefined);
    await h.db.execute(sql`select pg_sleep(0.2)`);
    release();
    await Promise.all([holder, waiting]);
    expect((await figures(mentor)).nextFree).toBe(sooner);
  });
});
