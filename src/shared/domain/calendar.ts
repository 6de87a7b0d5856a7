/** A session, and so every availability slot, lasts exactly one hour. */
export const SLOT_MINUTES = 60;
export const SLOT_DURATION_MS = SLOT_MINUTES * 60_000;

/** Title the server gives a slot created without one (the spec's client always sends this). */
export const DEFAULT_SLOT_TITLE = '1 Hour Session';
/** Title the client shows for a slot that arrives without one. */
export const DEFAULT_READ_SLOT_TITLE = '30 min session';
export const MAX_SLOT_TITLE_LENGTH = 100;

/** Longest `GET /calendar/:mentorUuid` window: a month view with its leading and trailing weeks fits. */
export const MAX_CALENDAR_WINDOW_DAYS = 62;

export const bookingStatuses = ['pending', 'confirmed', 'cancelled', 'expired'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** How a slot looks to its mentor: nobody holds it, a mentee holds it while paying, or it is booked. */
export const slotStatuses = ['free', 'pending', 'booked'] as const;
export type SlotStatus = (typeof slotStatuses)[number];

export const isExactlyOneSlotLong = (start: Date, end: Date) => end.getTime() - start.getTime() === SLOT_DURATION_MS;

/**
 * A pending hold whose time has run out counts as expired even before housekeeping rewrites the row,
 * so nothing depends on how often housekeeping runs.
 */
export function effectiveBookingStatus(status: BookingStatus, holdExpiresAt: Date | null, now: Date): BookingStatus {
  return status === 'pending' && holdExpiresAt !== null && holdExpiresAt.getTime() <= now.getTime() ? 'expired' : status;
}
