import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { sessionListQuerySchema, type CancelSessionResponse, type SessionList } from '../../shared/contracts/session';
import type { AppEnv } from '../http/context';
import { languages, localize } from '../i18n/localized';
import { currentUser, requireUser } from '../middleware/auth';
import { idParamSchema, validate } from '../middleware/validate';
import { users } from '../db/schema';
import { cachedJson, readScope, versionOf, type ReadScope } from '../machinery/read-cache/read-cache';
import { sessionMessages } from './session.messages';
import * as sessionService from './session.service';

/** A download link cannot send Accept-Language the app chose, so the file's language may come in the query. */
const icsQuerySchema = z.object({ lang: z.enum(languages).optional().catch(undefined) });

/** The caller's confirmed sessions; `users` is the caller's row of the auth lookup. */
const ownSessionsScope: ReadScope = { name: 'own_sessions', version: versionOf(sql`'sessions:' || ${users.id}`) };

/**
 * Sessions: confirmed bookings seen by their participants. Mounted on `/session` beside the calendar's
 * `available-upcoming-events` and the payment domain's `confirm-free-slot`.
 */
export const sessionRoutes = new Hono<AppEnv>()
  .get(
    '/upcoming-sessions',
    readScope(() => ownSessionsScope),
    requireUser,
    validate('query', sessionListQuerySchema),
    async (c) => {
      const viewer = currentUser(c);
      const page = c.req.valid('query');
      // Per caller and acting role (which sides of a booking they see).
      return cachedJson(c, `upcoming|${viewer._id}|${viewer.role}|${page.page}|${page.limit}`, async (now) => {
        const { sessions, validUntil } = await sessionService.listUpcomingSessions(
          c.get('deps'),
          viewer,
          page,
          c.get('lang'),
          now,
        );
        return { value: sessions satisfies SessionList, validUntil };
      });
    },
  )
  .get('/past-sessions', requireUser, validate('query', sessionListQuerySchema), async (c) => {
    const sessions = await sessionService.listPastSessions(c.get('deps'), currentUser(c), c.req.valid('query'), c.get('lang'));
    return c.json(sessions satisfies SessionList);
  })
  .delete('/cancel-session/:id', requireUser, validate('param', idParamSchema), async (c) => {
    const result = await sessionService.cancelSession(c.get('deps'), currentUser(c), c.req.valid('param').id);
    const body: CancelSessionResponse = { ...result, message: localize(sessionMessages.cancelled, c.get('lang')) };
    return c.json(body);
  })
  .get('/:id/ics', requireUser, validate('param', idParamSchema), validate('query', icsQuerySchema), async (c) => {
    const lang = c.req.valid('query').lang ?? c.get('lang');
    const file = await sessionService.sessionCalendarFile(c.get('deps'), currentUser(c), c.req.valid('param').id, lang);
    return c.body(file.content, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.filename}"`,
    });
  });
