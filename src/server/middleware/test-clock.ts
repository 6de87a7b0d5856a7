import { AsyncLocalStorage } from 'node:async_hooks';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/context';

export const TEST_CLOCK_HEADER = 'x-test-clock-offset-ms';
/** The same offset as a cookie: it also rides on requests a test cannot add headers to (a service worker's). */
export const TEST_CLOCK_COOKIE = 'test-clock-offset-ms';

const offsets = new AsyncLocalStorage<number>();

/**
 * The server's clock. Browser tests must see sessions "in the past" without waiting and without
 * moving time for every other test running in parallel, so with TEST_HOOKS=true a request may carry
 * its own offset in milliseconds; everything that request does reads this clock.
 */
export const serverNow = () => new Date(Date.now() + (offsets.getStore() ?? 0));

export const testClock = createMiddleware<AppEnv>(async (c, next) => {
  const offset = Number(c.req.header(TEST_CLOCK_HEADER) ?? getCookie(c, TEST_CLOCK_COOKIE) ?? 0);
  if (!Number.isFinite(offset) || offset === 0) return next();
  return offsets.run(offset, next);
});
