/** What the metrics tell about one periodic job (see periodic-job.ts). Times in ms since the epoch. */
export interface JobState {
  intervalMs: number;
  /** When the job was started on this instance: the reference for lag until a first run succeeds. */
  registeredAt: number;
  lastSucceededAt: number | null;
  failures: number;
  running: boolean;
}

/**
 * The periodic jobs of one server process and how their runs went, read by the metrics on each scrape.
 * One per app (index.ts puts it in the deps), so that tests can run several apps side by side.
 */
export class JobBoard {
  readonly jobs = new Map<string, JobState>();

  constructor(readonly clock: () => number = Date.now) {}

  register(name: string, intervalMs: number) {
    this.jobs.set(name, { intervalMs, registeredAt: this.clock(), lastSucceededAt: null, failures: 0, running: false });
  }

  started(name: string) {
    const job = this.jobs.get(name);
    if (job) job.running = true;
  }

  finished(name: string, outcome: 'succeeded' | 'failed') {
    const job = this.jobs.get(name);
    if (!job) return;
    job.running = false;
    if (outcome === 'succeeded') job.lastSucceededAt = this.clock();
    else job.failures += 1;
  }

  /**
   * How far past its due time the job's next successful run is: 0 while it keeps its interval; it grows
   * when runs fail, hang or pile up behind a slow database.
   */
  lagSeconds(job: JobState): number {
    const since = this.clock() - (job.lastSucceededAt ?? job.registeredAt);
    return Math.max(0, since - job.intervalMs) / 1000;
  }
}
