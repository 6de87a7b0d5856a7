import { inBackground } from './db/turns';
import type { AppDeps } from './http/context';

export interface PeriodicJob {
  /** Stops the timer and waits for a run in progress, so the database can be closed after it. */
  stop(): Promise<void>;
}

/**
 * Runs `run` now and then every `intervalMs` on every instance (claims in the database keep each piece
 * of work to one instance). A run still busy when the next tick comes is not doubled; a failed run is
 * logged and the next tick tries again. `log` gives the two log lines' messages; `log.job` names the job
 * in the metrics (`deps.jobs`, job-board.ts), which report how far behind its schedule it runs.
 */
export function startPeriodicJob(
  deps: Pick<AppDeps, 'logger' | 'jobs'>,
  log: { sent: string; failed: string; job?: string },
  intervalMs: number,
  run: () => Promise<{ claimed: number }>,
): PeriodicJob {
  let running: Promise<void> | null = null;
  let stopped = false;
  const name = log.job ?? log.sent.replace(/\W+/g, '_');
  deps.jobs?.register(name, intervalMs);
  const tick = () => {
    if (running || stopped) return;
    deps.jobs?.started(name);
    running = inBackground(run)
      .then((summary) => {
        deps.jobs?.finished(name, 'succeeded');
        if (summary.claimed) deps.logger.info(summary, log.sent);
      })
      .catch((error: unknown) => {
        deps.jobs?.finished(name, 'failed');
        deps.logger.error({ err: error }, log.failed);
      })
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
