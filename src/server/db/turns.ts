import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite runs every statement on the server's one thread, one at a time. Its own queue hands the next
 * waiting statement on as soon as one finishes (a promise continuation), so a long queue ran back to back
 * without the event loop ever reaching new connections, timers or argon2's answers: on a fresh server
 * under 100 clients, requests sat unread for over 10 s while the queue never emptied. This queue in front
 * of it yields to the event loop before each statement or transaction (setImmediate: after the poll phase),
 * and serves requests before background jobs (housekeeping, notices, reminders, ranking refresh), which
 * still get a turn at least every BACKGROUND_EVERY_MS so they cannot starve under constant load.
 */
const BACKGROUND_EVERY_MS = 1000;

const background = new AsyncLocalStorage<true>();
/** The real one, taken before any test's fake timers could replace it: a faked one would never run a statement. */
const yieldToEventLoop = setImmediate;

/** Marks the database work `work` starts as a background job's: it waits for requests' statements. */
export function inBackground<T>(work: () => Promise<T>): Promise<T> {
  return background.run(true, work);
}

class Turns {
  private busy = false;
  private readonly requests: Array<() => void> = [];
  private readonly jobs: Array<() => void> = [];
  private lastJobTurn = performance.now();

  async take<T>(work: () => Promise<T>): Promise<T> {
    await new Promise<void>((resolve) => {
      (background.getStore() ? this.jobs : this.requests).push(resolve);
      this.next();
    });
    try {
      return await work();
    } finally {
      this.busy = false;
      this.next();
    }
  }

  private next(): void {
    if (this.busy) return;
    const jobDue = this.jobs.length > 0 && (this.requests.length === 0 || performance.now() - this.lastJobTurn > BACKGROUND_EVERY_MS);
    const turn = jobDue ? this.jobs.shift() : this.requests.shift();
    if (!turn) return;
    if (jobDue) this.lastJobTurn = performance.now();
    this.busy = true;
    yieldToEventLoop(turn);
  }
}

/** Puts PGlite's query, exec and transaction (what Drizzle and the migrator call) behind one `Turns` queue. */
export function takeTurns(client: PGlite): void {
  const turns = new Turns();
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  Object.assign(client, {
    query: (...args: Parameters<PGlite['query']>) => turns.take(() => query(...args)),
    exec: (...args: Parameters<PGlite['exec']>) => turns.take(() => exec(...args)),
    transaction: (...args: Parameters<PGlite['transaction']>) => turns.take(() => transaction(...args)),
  });
}
