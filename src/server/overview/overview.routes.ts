import { Hono } from 'hono';
import { overviewQuerySchema, type OverviewWeek } from '../../shared/contracts/overview';
import type { AppEnv } from '../http/context';
import { requireAdmin } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { getOverview } from './overview.service';

/** `GET /app/admin/overview?weeks=`: the business week by week, for the admin dashboard's charts. */
export const overviewRoutes = new Hono<AppEnv>().get('/', requireAdmin, validate('query', overviewQuerySchema), async (c) => {
  return c.json((await getOverview(c.get('deps'), c.req.valid('query').weeks)) satisfies OverviewWeek[]);
});
