import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { currentUser, requireRole } from '../middleware/auth';
import { listAvailableUpcomingEvents } from './calendar.service';

/**
 * The calendar's part of `/session`: mounted on the same prefix as the session routes (Hono merges
 * routers), because the data is slots, not sessions.
 */
export const sessionCalendarRoutes = new Hono<AppEnv>().get('/available-upcoming-events', requireRole('mentor'), async (c) => {
  return c.json(await listAvailableUpcomingEvents(c.get('deps'), currentUser(c)));
});
