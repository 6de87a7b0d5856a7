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

/** A session's meeting opens this long before its start (the card's Join button), and stays open until its end. */
export const JOIN_OPENS_MINUTES = 10;
export const JOIN_OPENS_MS = JOIN_OPENS_MINUTES * 60_000;

export function canJoinSession(start: Date, end: Date, now: Date): boolean {
  return now.getTime() >= start.getTime() - JOIN_OPENS_MS && now.getTime() < end.getTime();
}

/**
 * Moving a session: the mentee with the same notice as cancelling (more than 24 hours), the mentor until
 * it starts (with a reason). The agenda stays editable by the mentee until the start.
 */
export function canRescheduleSession(side: SessionSide, start: Date, now: Date): boolean {
  return side === 'mentee' ? canCancelSession(start, now) : start.getTime() > now.getTime();
}
