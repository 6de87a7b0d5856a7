/**
 * Cancelling (and so rescheduling) needs more than 24 hours' notice: at exactly 24 hours before the
 * start it is already too late. The client disables its button with the same rule the server enforces.
 */
export const CANCELLATION_NOTICE_HOURS = 24;
export const CANCELLATION_NOTICE_MS = CANCELLATION_NOTICE_HOURS * 3600_000;

export function canCancelSession(start: Date, now: Date): boolean {
  return start.getTime() - now.getTime() > CANCELLATION_NOTICE_MS;
}

/** Feedback opens when the session starts (a running session may already be rated) and never closes. */
export function canGiveFeedback(start: Date, now: Date): boolean {
  return start.getTime() <= now.getTime();
}

/** Which side of a session someone is on; a mentee never books their own slot, so it is never both. */
export const sessionSides = ['mentor', 'mentee'] as const;
export type SessionSide = (typeof sessionSides)[number];
