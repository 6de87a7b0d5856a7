import { eq } from 'drizzle-orm';
import { bookings, payments, users } from '../db/schema';
import { addMentorSkill, hourSlot } from './calendar-fixtures';
import type { LoggedIn, TestHarness } from './harness';

export const MINUTE = 60_000;

export interface HeldBooking {
  mentor: LoggedIn;
  mentee: LoggedIn;
  bookingId: string;
  slotId: string;
}

/**
 * A pending booking made through the real API: a mentor (a fresh one unless given) adds a slot `hoursAhead` from now and
 * the mentee (a fresh one unless given) books it, so the hold runs BOOKING_HOLD_MINUTES from now.
 */
export async function heldBooking(
  h: TestHarness,
  options: { mentee?: LoggedIn; mentor?: LoggedIn; hoursAhead?: number } = {},
): Promise<HeldBooking> {
  const mentor = options.mentor ?? (await h.signup('mentor'));
  const skill = await addMentorSkill(h, mentor.user._id);
  const slot = await mentor.agent.post('/app/calendar', hourSlot(h, options.hoursAhead ?? 48));
  if (slot.status !== 201) throw new Error(`adding a slot failed: ${slot.status} ${JSON.stringify(slot.body)}`);
  const mentee = options.mentee ?? (await h.signup('mentee'));
  const booked = await mentee.agent.post(`/app/calendar/book/${slot.body._id}`, { skillId: skill.id });
  if (booked.status !== 201) throw new Error(`booking failed: ${booked.status} ${JSON.stringify(booked.body)}`);
  return { mentor, mentee, bookingId: booked.body.bookingId, slotId: slot.body._id };
}

export async function setFreeSessionTokens(h: TestHarness, userId: string, tokens: number): Promise<void> {
  await h.db.update(users).set({ freeSessionTokens: tokens }).where(eq(users.id, userId));
}

export async function freeSessionTokensOf(h: TestHarness, userId: string): Promise<number> {
  const [row] = await h.db.select({ tokens: users.freeSessionTokens }).from(users).where(eq(users.id, userId));
  return row!.tokens;
}

export async function bookingRow(h: TestHarness, bookingId: string) {
  const [row] = await h.db.select().from(bookings).where(eq(bookings.id, bookingId));
  return row!;
}

export function paymentRows(h: TestHarness, bookingId: string) {
  return h.db.select().from(payments).where(eq(payments.bookingId, bookingId));
}
