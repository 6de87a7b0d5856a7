import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bookings, slots, users } from '../db/schema';
import type { TestHarness } from './harness';

const HOUR = 3600_000;

export interface SessionFixture {
  bookingId: string;
  slotId: string;
  start: Date;
  end: Date;
  jitsiLink: string;
}

export interface SessionOptions {
  mentorId: string;
  menteeId: string;
  /** Start of the one-hour session; may lie in the past. */
  start: Date;
  status?: 'pending' | 'confirmed' | 'cancelled' | 'expired';
  skillTitle?: string;
  skillDescription?: string | null;
  userSkillId?: string | null;
  title?: string;
}

/**
 * A paid session written straight into the database (slot and booking), so session and feedback tests
 * need neither the payment API nor waiting: past sessions are simply inserted with past times.
 * A mentor's sessions must not overlap (the slots' exclusion constraint).
 */
export async function insertSession(h: TestHarness, options: SessionOptions): Promise<SessionFixture> {
  const start = options.start;
  const end = new Date(start.getTime() + HOUR);
  const title = options.title ?? '1 Hour Session';
  const [slot] = await h.db.insert(slots).values({ mentorId: options.mentorId, startAt: start, endAt: end, title }).returning();
  const status = options.status ?? 'confirmed';
  const jitsiLink = `https://meet.jit.si/mentoring-${randomUUID()}`;
  const booked = status === 'confirmed' || status === 'cancelled';
  const [booking] = await h.db
    .insert(bookings)
    .values({
      slotId: slot!.id,
      mentorId: options.mentorId,
      menteeId: options.menteeId,
      userSkillId: options.userSkillId ?? null,
      skillTitle: options.skillTitle ?? 'TypeScript',
      skillDescription: options.skillDescription === undefined ? 'Types that help' : options.skillDescription,
      title,
      startAt: start,
      endAt: end,
      status,
      holdExpiresAt: status === 'pending' ? new Date(h.clock.now().getTime() + 15 * 60_000) : null,
      priceCents: 1000,
      currency: 'EUR',
      paidWith: booked ? 'card' : null,
      jitsiLink: booked ? jitsiLink : null,
      confirmedAt: booked ? h.clock.now() : null,
      cancelledAt: status === 'cancelled' ? h.clock.now() : null,
      cancelledBy: status === 'cancelled' ? 'mentor' : null,
    })
    .returning();
  return { bookingId: booking!.id, slotId: slot!.id, start, end, jitsiLink };
}

/** A whole hour `hours` from the test clock's current hour (negative: in the past). */
export function hourFromNow(h: TestHarness, hours: number): Date {
  return new Date(Math.floor(h.clock.now().getTime() / HOUR) * HOUR + hours * HOUR);
}

/**
 * Stops the app's clock at one instant, for boundaries that real time passing during a request would
 * blur (the 24-hour rule to the millisecond). Returns a function that lets it run again.
 */
export function freezeClock(h: TestHarness, at: Date): () => void {
  const frozen = new Date(at);
  h.deps.now = () => new Date(frozen);
  return () => {
    h.deps.now = h.clock.now;
  };
}

export async function freeSessionTokens(h: TestHarness, userId: string): Promise<number> {
  const [row] = await h.db.select({ tokens: users.freeSessionTokens }).from(users).where(eq(users.id, userId));
  return row!.tokens;
}
