import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from './http/context';
import { commonMessages } from './i18n/common.messages';
import { errorBody } from './middleware/error-handler';

/** Load balancers and the test harness wait for 200 here; it proves the database answers too. */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  try {
    await c.get('deps').db.execute(sql`select 1`);
  } catch (error) {
    c.get('deps').logger.error({ err: error }, 'health check: database unreachable');
    return c.json(errorBody(c.get('lang'), commonMessages.databaseDown), 503);
  }
  return c.json({ status: 'ok', database: 'up' });
});
