import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { mentorsByUuidRequestSchema, searchQuerySchema } from '../../shared/contracts/search';
import type { AppEnv } from '../http/context';
import { requireUser } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { cachedJson, readScope, versionOf, type ReadScope } from '../read-cache/read-cache';
import * as searchService from './search.service';

/** Every mentor with their skills: what search lists. */
const mentorsScope: ReadScope = { name: 'mentors', version: versionOf(sql`'mentors'`) };

/** Mounted before the auth loader, which reads this version in its statement (see read-cache.ts). */
export const searchReadScopes = new Hono<AppEnv>().get(
  '/',
  readScope(() => mentorsScope),
);

/** Any logged-in user may look for mentors; both answers are plain arrays of mentor list items. */
export const searchRoutes = new Hono<AppEnv>()
  .get('/', requireUser, validate('query', searchQuerySchema), async (c) => {
    const { text, limit } = c.req.valid('query');
    // The same list for every caller: only the parameters make the key.
    return cachedJson(c, `search|${limit}|${text}`, async () => ({
      value: await searchService.searchMentorsByName(c.get('deps'), text, limit),
    }));
  })
  .post('/mentor/by-uuid', requireUser, validate('json', mentorsByUuidRequestSchema), async (c) => {
    return c.json(await searchService.findMentorsByFilter(c.get('deps'), c.req.valid('json')));
  });
