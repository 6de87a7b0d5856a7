/** Who occupies a slot, as an attempt to book it found out. */
export interface SlotHolder {
  /** Null once the holder's account is gone. */
  menteeId: string | null;
  mentorId: string;
  /** Epoch ms until which the answer stands by the clock: the hold runs out or the slot starts, whichever is first. */
  until: number;
}

/** Tells the flight what the attempt learned; an attempt that learned nothing leaves the slot to the next requester. */
export type Learn = (holder: SlotHolder) => void;

export interface FlightRequest {
  slotId: string;
  requesterId: string;
  /**
   * The version of the slot's calendar as the request's auth lookup read it (see read-cache.ts):
   * every write to the mentor's slots and bookings, on any instance, changes it. Null when unknown.
   */
  version: string | null;
  now: number;
}

/** Slots whose holder is remembered; the oldest goes first (a race's losers all come within moments). */
const MAX_KNOWN = 1_000;

/**
 * Per-process single flight for bookings of one slot. Requests for a slot that arrive while an attempt
 * on it runs wait for that attempt instead of going to the database side by side. If it found the slot
 * held (its own new hold or someone else's booking), every waiter who is neither that holder nor the
 * slot's mentor is refused at once: their requests overlapped the moment the slot was held, so "just
 * taken" is the answer the database would have given. Anything else (the attempt failed for a reason
 * of its own requester, like a skill the mentor does not offer) lets the next waiter try for itself.
 *
 * What an attempt learned is also kept with the calendar version its request read before it ran. A
 * later request that reads the same version is refused the same way without the database: no write
 * has touched the slot's bookings between the two reads, so the holder seen in between still holds it
 * (and the clock is checked against `until`). Any other version, and the request tries for itself.
 * The database stays the authority: the unique index still decides between processes.
 */
export function createBookingFlight() {
  const tails = new Map<string, Promise<SlotHolder | undefined>>();
  const known = new Map<string, SlotHolder & { version: string }>();

  const refuses = (holder: SlotHolder | undefined, request: FlightRequest) =>
    holder !== undefined &&
    request.now < holder.until &&
    holder.menteeId !== request.requesterId &&
    holder.mentorId !== request.requesterId;

  function remember(request: FlightRequest, holder: SlotHolder) {
    if (request.version === null) return;
    known.delete(request.slotId);
    known.set(request.slotId, { ...holder, version: request.version });
    if (known.size > MAX_KNOWN) known.delete(known.keys().next().value!);
  }

  return async function inFlight<T>(
    request: FlightRequest,
    refuse: () => Error,
    attempt: (learn: Learn) => Promise<T>,
  ): Promise<T> {
    const { slotId } = request;
    const remembered = known.get(slotId);
    if (remembered && remembered.version === request.version && refuses(remembered, request)) {
      throw refuse();
    }
    const previous = tails.get(slotId);
    let learned: SlotHolder | undefined;
    let finish!: (holder: SlotHolder | undefined) => void;
    const mine = new Promise<SlotHolder | undefined>((resolve) => (finish = resolve));
    tails.set(slotId, mine);
    try {
      const holder = previous && (await previous);
      if (refuses(holder, request)) {
        // Passed on, so a waiter behind this one is answered the same way without waiting any longer.
        learned = holder;
        throw refuse();
      }
      return await attempt((found) => {
        learned = found;
        remember(request, found);
      });
    } finally {
      finish(learned);
      if (tails.get(slotId) === mine) tails.delete(slotId);
    }
  };
}

export type BookingFlight = ReturnType<typeof createBookingFlight>;
