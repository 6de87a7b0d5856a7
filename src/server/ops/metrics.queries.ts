import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

export interface OutboxState {
  /** Notices still to send: unsent, with attempts left. */
  unsent: number;
  /** Seconds since the oldest of those was written; 0 when none waits. */
  oldestAgeSeconds: number;
  /** Notices the sender gave up on after its last attempt: they stay unsent until someone looks. */
  givenUp: number;
}

/** The booking-notice outbox, read on the partial index of unsent rows (`booking_notices_due_idx`). */
export async function readOutboxState(db: DbOrTx, now: Date, maxAttempts: number): Promise<OutboxState> {
  const result = (await db.execute(sql`select
      count(*) filter (where attempts < ${maxAttempts})::int as unsent,
      coalesce(extract(epoch from ${now.toISOString()}::timestamptz - min(created_at) filter (where attempts < ${maxAttempts})), 0)::float8 as age,
      count(*) filter (where attempts >= ${maxAttempts})::int as given_up
    from booking_notices where sent_at is null`)) as unknown as {
    rows: Array<{ unsent: number | string; age: number | string; given_up: number | string }>;
  };
  const row = result.rows[0]!;
  return { unsent: Number(row.unsent), oldestAgeSeconds: Math.max(0, Number(row.age)), givenUp: Number(row.given_up) };
}
