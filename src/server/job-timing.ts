const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * How often each background job runs (startPeriodicJob), how much one run claims and how long a claim is
 * the claiming instance's. Kept together because they depend on each other: a lease must outlast the work
 * of one batch (else a second instance sends it again), and the metrics' job lag counts from the interval.
 */
export const JOB_TIMING = {
  /** Booking notices (the outbox, decision 054): soon after the booking, retried while a mail fails. */
  bookingNotices: { intervalMs: 10 * SECOND, batch: 50, leaseMs: 2 * MINUTE, maxAttempts: 8 },
  /** Session reminders: due at whole minutes before a session; up to `concurrency` deliveries side by side. */
  reminders: { intervalMs: MINUTE, concurrency: 8 },
  /** Busy calendars: each source comes due every BUSY_REFRESH_MINUTES; this is how often due ones are looked for. A claimed source whose instance died is taken again after `leaseMs`. */
  busyCalendars: { intervalMs: MINUTE, batch: 20, leaseMs: 5 * MINUTE },
  /** Search rankings whose next free slot began or whose holds lapsed without a write. */
  searchRankings: { intervalMs: MINUTE },
  /** Monthly subscription periods and receipts whose mail failed. */
  subscriptions: { intervalMs: MINUTE },
  receipts: { intervalMs: MINUTE },
  /** Pruning, vacuuming and filling mentors' weekly hours ahead. */
  housekeeping: { intervalMs: HOUR },
} as const;

/** Push services drop a message with TTL 0 when the device is offline even for a moment. */
export const PUSH_MIN_TTL_SECONDS = 60;
