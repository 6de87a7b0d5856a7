import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from './http/context';
import { commonMessages } from './i18n/common.messages';
import { errorBody } from './middleware/error-handler';

/** Well inside the 2 s a load balancer is promised an answer in, whatever DB_TIMEOUT_MS is. */
const HEALTH_TIMEOUT_MS = 1500;

/** Load balancers and the test harness wait for 200 here; it proves the database answers too. */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${HEALTH_TIMEOUT_MS} ms`)), HEALTH_TIMEOUT_MS);
  });
  try {
    await Promise.race([c.get('deps').db.execute(sql`select 1`), timeout]);
  } catch (error) {
    c.get('deps').logger.error({ err: error }, 'health check: database unreachable');
    return c.json(errorBody(c.get('lang'), commonMessages.databaseUnavailable), 503);
  } finally {
    clearTimeout(timer);
  }
  return c.json({ status: 'ok', database: 'up' });
});
