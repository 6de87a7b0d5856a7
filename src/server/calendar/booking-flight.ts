/** Who occupies a slot, as an attempt to book it found out. */
export interface SlotHolder {
  /** Null once the holder's account is gone. */
  menteeId: string | null;
  mentorId: string;
}

/** Tells the flight what the attempt learned; an attempt that learned nothing leaves the slot to the next requester. */
export type Learn = (holder: SlotHolder) => void;

/**
 * Per-process single flight for bookings of one slot. Requests for a slot that arrive while an attempt
 * on it runs wait for that attempt instead of going to the database side by side. If it found the slot
 * held (its own new hold or someone else's booking), every waiter who is neither that holder nor the
 * slot's mentor is refused at once: their requests overlapped the moment the slot was held, so "just
 * taken" is the answer the database would have given. Anything else (the attempt failed for a reason
 * of its own requester, like a skill the mentor does not offer) lets the next waiter try for itself.
 * The database stays the authority: the unique index still decides between processes.
 */
export function createBookingFlight() {
  const tails = new Map<string, Promise<SlotHolder | undefined>>();

  return async function inFlight<T>(
    slotId: string,
    requesterId: string,
    refuse: () => Error,
    attempt: (learn: Learn) => Promise<T>,
  ): Promise<T> {
    const previous = tails.get(slotId);
    let learned: SlotHolder | undefined;
    let finish!: (holder: SlotHolder | undefined) => void;
    const mine = new Promise<SlotHolder | undefined>((resolve) => (finish = resolve));
    tails.set(slotId, mine);
    try {
      const holder = previous && (await previous);
      if (holder && holder.menteeId !== requesterId && holder.mentorId !== requesterId) {
        // Passed on, so a waiter behind this one is answered the same way without waiting any longer.
        learned = holder;
        throw refuse();
      }
      return await attempt((found) => (learned = found));
    } finally {
      finish(learned);
      if (tails.get(slotId) === mine) tails.delete(slotId);
    }
  };
}

export type BookingFlight = ReturnType<typeof createBookingFlight>;
