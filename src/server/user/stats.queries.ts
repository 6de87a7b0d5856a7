import { sql } from 'drizzle-orm';
import type { UserStats } from '../../shared/contracts/user';
import type { DbOrTx } from '../db/client';

/**
 * One user's progress, read on `bookings_mentee_start_idx` / `bookings_mentor_start_idx` and
 * `slots_mentor_start_idx`: finished confirmed sessions on either side, and slots ahead.
 */
export async function readUserStats(db: DbOrTx, userId: string, now: Date): Promise<UserStats> {
  const at = now.toISOString();
  const result = (await db.execute(sql`select
      count(*)::int as "sessionsCompleted",
      coalesce(sum(extract(epoch from b.end_at - b.start_at)) / 3600, 0)::float8 as "hoursCompleted",
      count(distinct case when b.mentor_id = ${userId} then b.mentee_id else b.mentor_id end)::int as "peopleMet",
      (select count(*)::int from slots s where s.mentor_id = ${userId} and s.start_at > ${at}::timestamptz) as "futureSlots"
    from (
      select start_at, end_at, mentor_id, mentee_id from bookings
        where mentee_id = ${userId} and status = 'confirmed' and end_at <= ${at}::timestamptz
      union all
      select start_at, end_at, mentor_id, mentee_id from bookings
        where mentor_id = ${userId} and status = 'confirmed' and end_at <= ${at}::timestamptz
    ) b`)) as unknown as { rows: Array<Record<keyof UserStats, number | string>> };
  const row = result.rows[0]!;
  return {
    sessionsCompleted: Number(row.sessionsCompleted),
    hoursCompleted: Math.round(Number(row.hoursCompleted) * 10) / 10,
    peopleMet: Number(row.peopleMet),
    futureSlots: Number(row.futureSlots),
  };
}
