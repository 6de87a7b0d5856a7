import { sql } from 'drizzle-orm';
import { expireStaleHolds } from '../calendar/calendar.service';
import type { Database } from '../db/client';
import type { AppDeps } from '../http/context';
import { JOB_TIMING } from '../job-timing';
import { startPeriodicJob, type PeriodicJob } from '../periodic-job';

/**
 * The ranking figures search orders by (decision 086) change with every write through triggers, but two
 * things change them without a write: a mentor's next free slot begins, or a hold on an earlier slot runs
 * out. This marks lapsed holds expired (which fires the bookings trigger) and recomputes mentors whose
 * next free slot has begun or come within their minimum notice. Returns how many rows it touched.
 */
export async function refreshLapsedRankings(db: Database, now: Date): Promise<{ claimed: number }> {
  const expired = await expireStaleHolds(db, now);
  const result = (await db.execute(sql`with lapsed as (
      select coalesce(array_agg(id order by id), '{}') as ids from users
      where role = 'mentor' and next_free_at <= ${now.toISOString()}::timestamptz + interval '168 hours'
        and next_free_at <= ${now.toISOString()}::timestamptz
          + make_interval(hours => coalesce((select r.min_notice_hours from booking_rules r where r.mentor_id = users.id), 0)))
    select refresh_mentor_rankings(ids), cardinality(ids)::int as count from lapsed`)) as unknown as {
    rows: Array<{ count: number }>;
  };
  return { claimed: expired + (result.rows[0]?.count ?? 0) };
}

/** Runs `refreshLapsedRankings` every minute; safe on every instance at once, as the refresh locks each mentor's row. */
export function startRankingRefresh(deps: Pick<AppDeps, 'db' | 'logger' | 'now'>): PeriodicJob {
  return startPeriodicJob(
    deps,
    { job: 'search_rankings', sent: 'search rankings refreshed', failed: 'search ranking refresh failed' },
    JOB_TIMING.searchRankings.intervalMs,
    () => refreshLapsedRankings(deps.db, deps.now()),
  );
}
