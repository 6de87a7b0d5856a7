/** Booking rules a mentor may set: notice up to a week, a buffer from these choices. */
export const MAX_MIN_NOTICE_HOURS = 168;
export const BUFFER_MINUTES_CHOICES = [0, 15, 30, 60] as const;
export type BufferMinutes = (typeof BUFFER_MINUTES_CHOICES)[number];

export const MAX_AGENDA_LENGTH = 500;
export const MAX_NOTE_LENGTH = 5000;

/** Why a free slot is not offered to mentees: minimum notice, a busy calendar, or another session's buffer. */
export const hiddenReasons = ['notice', 'busy', 'buffer'] as const;
export type HiddenReason = (typeof hiddenReasons)[number];
