import { AsyncLocalStorage } from 'node:async_hooks';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/context';

export const TEST_CLOCK_HEADER = 'x-test-clock-offset-ms';

const offsets = new AsyncLocalStorage<number>();

/**
 * The server's clock. Browser tests must see sessions "in the past" without waiting and without
 * moving time for every other test running in parallel, so with TEST_HOOKS=true a request may carry
 * its own offset in milliseconds; everything that request does reads this clock.
 */
export const serverNow = () => new Date(Date.now() + (offsets.getStore() ?? 0));

export const testClock = createMiddleware<AppEnv>(async (c, next) => {
  const offset = Number(c.req.header(TEST_CLOCK_HEADER) ?? 0);
  if (!Number.isFinite(offset) || offset === 0) return next();
  return offsets.run(offset, next);
});
