import { Hono } from 'hono';
import { weeklyHoursQuerySchema, weeklyHoursRequestSchema } from '../../shared/contracts/weekly-hours';
import type { AppEnv } from '../http/context';
import { currentUser, requireRole } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { getWeeklyHours, putWeeklyHours, stopWeeklyHours } from './weekly-hours.service';

/** `/app/calendar/weekly-hours` (docs/product.md); mounted before the calendar's `/:mentorUuid` routes. */
export const weeklyHoursRoutes = new Hono<AppEnv>()
  .get('/', requireRole('mentor'), async (c) => c.json(await getWeeklyHours(c.get('deps'), currentUser(c))))
  .put(
    '/',
    requireRole('mentor'),
    validate('query', weeklyHoursQuerySchema),
    validate('json', weeklyHoursRequestSchema),
    async (c) => {
      const preview = c.req.valid('query').preview === 'true';
      return c.json(await putWeeklyHours(c.get('deps'), currentUser(c), c.req.valid('json'), preview, c.get('lang')));
    },
  )
  .delete('/', requireRole('mentor'), async (c) => c.json(await stopWeeklyHours(c.get('deps'), currentUser(c), c.get('lang'))));
