import { Hono } from 'hono';
import { bookingRulesSchema } from '../../shared/contracts/calendar-sync';
import type { AppEnv } from '../http/context';
import { currentUser, requireRole } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { findBookingRules, saveBookingRules } from './booking-rules.queries';

/** `/app/calendar/booking-rules`; mounted before the calendar's `/:mentorUuid` routes. */
export const bookingRulesRoutes = new Hono<AppEnv>()
  .get('/', requireRole('mentor'), async (c) => c.json(await findBookingRules(c.get('deps').db, currentUser(c)._id)))
  .put('/', requireRole('mentor'), validate('json', bookingRulesSchema), async (c) =>
    c.json(await saveBookingRules(c.get('deps').db, currentUser(c)._id, c.req.valid('json'), c.get('deps').now())),
  );
