import { describe, expect, it } from 'vitest';
import { createBookingFlight, type Learn } from './booking-flight';

const refused = new Error('taken');
const refuse = () => refused;
const MENTOR = 'mentor';
const NOW = 1_000_000;
const HOLD_ENDS = NOW + 15 * 60_000;

/** A request as the route makes it; without a calendar version unless given one. */
const ask = (slotId: string, requesterId: string, version: string | null = null, now = NOW) => ({
  slotId,
  requesterId,
  version,
  now,
});

/** An attempt the test finishes by hand, recording whether it ran at all. */
function controlled() {
  let ran = false;
  let settle!: (outcome: { holder?: string; fail?: Error }) => void;
  const attempt = (learn: Learn) => {
    ran = true;
    return new Promise<string>((resolve, reject) => {
      settle = ({ holder, fail }) => {
        if (holder) learn({ menteeId: holder, mentorId: MENTOR, until: HOLD_ENDS });
        if (fail) reject(fail);
        else resolve('booked');
      };
    });
  };
  return { attempt, ran: () => ran, settle: (outcome: Parameters<typeof settle>[0]) => settle(outcome) };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('booking single flight', () => {
  it('refuses every waiter once the attempt in flight has taken the slot, without running their attempts', async () => {
    const flight = createBookingFlight();
    const first = controlled();
    const winner = flight(ask('slot', 'a'), refuse, first.attempt);
    const waiters = ['b', 'c', 'd'].map((mentee) => {
      const own = controlled();
      return { own, result: flight(ask('slot', mentee), refuse, own.attempt) };
    });
    await tick();
    first.settle({ holder: 'a' });
    expect(await winner).toBe('booked');
    for (const waiter of waiters) {
      await expect(waiter.result).rejects.toBe(refused);
      expect(waiter.own.ran()).toBe(false);
    }
  });

  it('lets the next waiter try when the attempt before it failed for a reason of its own', async () => {
    const flight = createBookingFlight();
    const first = controlled();
    const second = controlled();
    const failing = flight(ask('slot', 'a'), refuse, first.attempt);
    const next = flight(ask('slot', 'b'), refuse, second.attempt);
    await tick();
    expect(second.ran()).toBe(false);
    first.settle({ fail: new Error('skill not offered') });
    await expect(failing).rejects.toThrow('skill not offered');
    await tick();
    expect(second.ran()).toBe(true);
    second.settle({ holder: 'b' });
    expect(await next).toBe('booked');
  });

  it('lets the holder and the mentor of the slot ask for themselves', async () => {
    const flight = createBookingFlight();
    const first = controlled();
    const again = controlled();
    const mentor = controlled();
    flight(ask('slot', 'a'), refuse, first.attempt).catch(() => undefined);
    const clickedAgain = flight(ask('slot', 'a'), refuse, again.attempt);
    const byMentor = flight(ask('slot', MENTOR), refuse, mentor.attempt);
    await tick();
    first.settle({ holder: 'a' });
    await tick();
    expect(again.ran()).toBe(true);
    again.settle({ holder: 'a' });
    expect(await clickedAgain).toBe('booked');
    await tick();
    expect(mentor.ran()).toBe(true);
    mentor.settle({ fail: new Error('own slot') });
    await expect(byMentor).rejects.toThrow('own slot');
  });

  it('does not hold up bookings of other slots', async () => {
    const flight = createBookingFlight();
    const slow = controlled();
    const other = controlled();
    const pending = flight(ask('slot-1', 'a'), refuse, slow.attempt);
    const elsewhere = flight(ask('slot-2', 'b'), refuse, other.attempt);
    await tick();
    expect(other.ran()).toBe(true);
    other.settle({ holder: 'b' });
    expect(await elsewhere).toBe('booked');
    slow.settle({ holder: 'a' });
    expect(await pending).toBe('booked');
  });
});

describe('what the flight remembers after an attempt', () => {
  /** A finished attempt by 'a' that took the slot, made by a request that had read calendar version 'v1'. */
  async function taken() {
    const flight = createBookingFlight();
    const first = controlled();
    const booked = flight(ask('slot', 'a', 'v1'), refuse, first.attempt);
    await tick();
    first.settle({ holder: 'a' });
    await booked;
    return flight;
  }

  it('refuses a later request that read the same calendar version without running its attempt', async () => {
    const flight = await taken();
    const later = controlled();
    await expect(flight(ask('slot', 'b', 'v1'), refuse, later.attempt)).rejects.toBe(refused);
    expect(later.ran()).toBe(false);
  });

  it('lets a request try for itself once the calendar changed, the hold ran out or no version was read', async () => {
    const flight = await taken();
    for (const request of [ask('slot', 'b', 'v2'), ask('slot', 'b', 'v1', HOLD_ENDS), ask('slot', 'b', null)]) {
      const later = controlled();
      const result = flight(request, refuse, later.attempt);
      await tick();
      expect(later.ran()).toBe(true);
      later.settle({ fail: new Error('the database decides') });
      await expect(result).rejects.toThrow('the database decides');
    }
  });

  it('lets the holder and the mentor ask again under the same version', async () => {
    const flight = await taken();
    for (const requester of ['a', MENTOR]) {
      const again = controlled();
      const result = flight(ask('slot', requester, 'v1'), refuse, again.attempt);
      await tick();
      expect(again.ran()).toBe(true);
      again.settle({ holder: 'a' });
      expect(await result).toBe('booked');
    }
  });
});
