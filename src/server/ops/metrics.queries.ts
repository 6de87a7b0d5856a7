import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

export interface OutboxState {
  unsent: number;
  /** Seconds since the oldest unsent notice was written; 0 when none waits. */
  oldestAgeSeconds: number;
}

/** The booking-notice outbox: rows not yet sent, read on the partial index `booking_notices_due_idx`. */
export async function readOutboxState(db: DbOrTx, now: Date): Promise<OutboxState> {
  const result = (await db.execute(sql`select count(*)::int as unsent,
      coalesce(extract(epoch from ${now.toISOString()}::timestamptz - min(created_at)), 0)::float8 as age
    from booking_notices where sent_at is null`)) as unknown as { rows: Array<{ unsent: number | string; age: number | string }> };
  const row = result.rows[0]!;
  return { unsent: Number(row.unsent), oldestAgeSeconds: Math.max(0, Number(row.age)) };
}
