import type { AppDeps } from '../http/context';
import { JOB_TIMING } from '../job-timing';
import { startPeriodicJob, type PeriodicJob } from '../periodic-job';
import { systemResolveHost } from '../push/push-endpoint';
import { FALLBACK_TIME_ZONE } from '../delivery/session-mail';
import { calendarAddressPolicy, fetchBusyCalendar } from './busy-fetch';
import { expandBusyIntervals, InvalidCalendar } from './busy-expand';
import {
  claimDueBusySources,
  markSourceFailed,
  markSourceUnchanged,
  storeExpandedSource,
  type ClaimedSource,
} from './busy-sources.queries';

const DAY_MS = 24 * 3600_000;
/** How far ahead busy times are kept: 26 weeks, and a day more so the window never falls short between fetches. */
export const BUSY_HORIZON_MS = 26 * 7 * DAY_MS + DAY_MS;
/** After a day, fetch without If-None-Match: an unchanged file still has new occurrences entering the window. */
const REEXPAND_AFTER_MS = DAY_MS;

export interface RefreshOptions {
  /** Tests shorten the 10 s limit. */
  timeoutMs?: number;
  maxBytes?: number;
}

export type RefreshOutcome = 'expanded' | 'unchanged' | 'failed';

/** Fetches one source and stores what it says (or why it failed); never throws for the source's own faults. */
export async function refreshBusySource(
  deps: AppDeps,
  source: ClaimedSource,
  options: RefreshOptions = {},
): Promise<RefreshOutcome> {
  const now = deps.now();
  const nextFetchAt = new Date(now.getTime() + deps.config.BUSY_REFRESH_MINUTES * 60_000);
  const fresh = source.expandedAt !== null && now.getTime() - source.expandedAt.getTime() < REEXPAND_AFTER_MS;
  const outcome = await fetchBusyCalendar(source.url, {
    etag: fresh ? source.etag : null,
    policy: calendarAddressPolicy(deps.config),
    resolveHost: deps.resolveHost ?? systemResolveHost,
    ...options,
  });
  if (outcome.kind === 'unchanged') {
    await markSourceUnchanged(deps.db, source.id, now, nextFetchAt);
    return 'unchanged';
  }
  if (outcome.kind === 'failed') {
    await markSourceFailed(deps.db, source.id, outcome.error, nextFetchAt);
    return 'failed';
  }
  try {
    const intervals = expandBusyIntervals(outcome.body, {
      from: now,
      until: new Date(now.getTime() + BUSY_HORIZON_MS),
      defaultZone: source.mentorTimeZone ?? FALLBACK_TIME_ZONE,
    });
    await storeExpandedSource(deps.db, source, { etag: outcome.etag, intervals, now, nextFetchAt });
    return 'expanded';
  } catch (error) {
    if (!(error instanceof InvalidCalendar)) throw error;
    await markSourceFailed(deps.db, source.id, 'invalid', nextFetchAt);
    return 'failed';
  }
}

/** One run of the refresh job: every due source, claimed so that each is fetched by one instance only. */
export async function refreshDueBusySources(deps: AppDeps, options: RefreshOptions = {}): Promise<{ claimed: number }> {
  let claimed = 0;
  for (;;) {
    const batch = await claimDueBusySources(
      deps.db,
      deps.now(),
      JOB_TIMING.busyCalendars.leaseMs,
      JOB_TIMING.busyCalendars.batch,
    );
    if (!batch.length) return { claimed };
    claimed += batch.length;
    for (const source of batch) await refreshBusySource(deps, source, options);
  }
}

/** Checks for due sources every minute; each source comes due every BUSY_REFRESH_MINUTES. */
export function startBusyRefresh(deps: AppDeps): PeriodicJob {
  return startPeriodicJob(
    deps,
    { job: 'busy_calendars', sent: 'busy calendars refreshed', failed: 'busy calendar refresh failed' },
    JOB_TIMING.busyCalendars.intervalMs,
    () => refreshDueBusySources(deps),
  );
}
