import { Hono } from 'hono';
import { z } from 'zod';
import { busySourceRequestSchema } from '../../shared/contracts/calendar-sync';
import type { AppEnv } from '../http/context';
import { localize } from '../i18n/localized';
import { currentUser, requireRole, requireUser } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { addSource, listSources, removeSource } from './busy-sources.service';
import { calendarSyncMessages as t } from './calendar-sync.messages';
import { createFeedToken, feedTokenStatus, renderFeed, revokeFeedToken } from './feed.service';

const sourceIdSchema = z.object({ id: z.uuid() });

/** `/app/calendar/feed-token` and `/app/calendar/feed/{secret}.ics`; mounted before the calendar's `/:mentorUuid` routes. */
export const calendarFeedRoutes = new Hono<AppEnv>()
  .get('/feed-token', requireUser, async (c) => c.json(await feedTokenStatus(c.get('deps'), currentUser(c)._id)))
  .post('/feed-token', requireUser, async (c) => c.json(await createFeedToken(c.get('deps'), currentUser(c)._id), 201))
  .delete('/feed-token', requireUser, async (c) => {
    await revokeFeedToken(c.get('deps'), currentUser(c)._id);
    return c.json({ message: localize(t.feedRevoked, c.get('lang')) });
  })
  // No login: calendar apps fetch it with the secret in the address alone.
  .get('/feed/:file', async (c) => {
    const file = c.req.param('file');
    const body = await renderFeed(c.get('deps'), file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '');
    // Calendar apps poll on their own schedule; a few minutes of reuse is harmless, and `private` keeps
    // shared caches from holding a secret address's answer.
    c.header('Cache-Control', 'private, max-age=300');
    c.header('X-Robots-Tag', 'noindex');
    return c.body(body, 200, { 'Content-Type': 'text/calendar; charset=utf-8' });
  });

/** `/app/calendar/busy-sources`: a mentor's busy calendars. */
export const busySourceRoutes = new Hono<AppEnv>()
  .get('/', requireRole('mentor'), async (c) => c.json(await listSources(c.get('deps'), currentUser(c)._id, c.get('lang'))))
  .post('/', requireRole('mentor'), validate('json', busySourceRequestSchema), async (c) =>
    c.json(await addSource(c.get('deps'), currentUser(c)._id, c.req.valid('json').url, c.get('lang')), 201),
  )
  .delete('/:id', requireRole('mentor'), validate('param', sourceIdSchema), async (c) => {
    await removeSource(c.get('deps'), currentUser(c)._id, c.req.valid('param').id);
    return c.json({ message: localize(t.sourceRemoved, c.get('lang')) });
  });
