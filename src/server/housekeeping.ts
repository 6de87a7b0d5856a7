import { sql } from 'drizzle-orm';
import { inBackground } from './db/turns';
import { extendWeeklyHours } from './calendar/weekly-hours.service';
import type { AppDeps } from './http/context';
import { JOB_TIMING } from './job-timing';
import { pruneIdempotencyKeys } from './middleware/idempotency';
import { pruneHits } from './middleware/rate-limit';
import { pruneExpiredAuths } from './user/auth.service';

/** Deletes rows that no longer mean anything; cheap and safe to run on every instance. */
export async function runHousekeeping(deps: AppDeps): Promise<void> {
  const now = deps.now();
  await pruneExpiredAuths(deps.db, now);
  await pruneHits(deps.db, now);
  await pruneIdempotencyKeys(deps.db, now);
  // PGlite has no autovacuum: without this, fresh rows sit in the trigram index's pending list and
  // stale statistics steer name search away from the index.
  // One table per statement: each holds PGlite's one connection for a shorter while.
  for (const table of ['users', 'user_skills', 'slots', 'bookings']) await deps.db.execute(sql.raw(`VACUUM (ANALYZE) ${table}`));
  await extendWeeklyHours(deps);
}

export function startHousekeeping(deps: AppDeps, intervalMs: number = JOB_TIMING.housekeeping.intervalMs): () => void {
  deps.jobs?.register('housekeeping', intervalMs);
  const run = () => {
    deps.jobs?.started('housekeeping');
    return inBackground(() => runHousekeeping(deps))
      .then(() => deps.jobs?.finished('housekeeping', 'succeeded'))
      .catch((error: unknown) => {
        deps.jobs?.finished('housekeeping', 'failed');
        deps.logger.error({ err: error }, 'housekeeping failed');
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
