import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { mentorsByUuidRequestSchema, mentorUuidParamSchema, searchQuerySchema } from '../../shared/contracts/search';
import { pageQuerySchema } from '../../shared/contracts/skills';
import type { AppEnv } from '../http/context';
import { requireUser } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { cachedJson, readScope, versionOf, type ReadScope } from '../machinery/read-cache/read-cache';
import * as searchService from './search.service';

/** Every mentor with their skills: what search lists. */
const mentorsScope: ReadScope = { name: 'mentors', version: versionOf(sql`'mentors'`) };

/**
 * Ratings, sessions given and free slots change with bookings and feedback, which bump no scope that
 * search could read in one row; a cached page is held this long at most (decision 047).
 */
const SEARCH_CACHE_MS = 15_000;

/**
 * Search, a mentor's profile and their reviews are public: a visitor sees who teaches here and a mentor
 * can share their profile. Nothing in these answers is private (no email). Looking mentors up by a list
 * of ids stays behind the login.
 */
export const searchRoutes = new Hono<AppEnv>()
  .get(
    '/',
    readScope(() => mentorsScope),
    validate('query', searchQuerySchema),
    async (c) => {
      const search = c.req.valid('query');
      // The same list for every caller: only the parameters make the key.
      const key = `search|${search.limit}|${search.categoryId ?? ''}|${search.protoSkillId ?? ''}|${search.proficiency ?? ''}|${search.text}`;
      return cachedJson(c, key, async (now) => {
        const value = await searchService.searchMentors(c.get('deps'), search);
        // A listed free slot stops being free when it starts.
        const starts = value.flatMap((mentor) => (mentor.nextAvailable ? [Date.parse(mentor.nextAvailable)] : []));
        return { value, validUntil: new Date(Math.min(now.getTime() + SEARCH_CACHE_MS, ...starts)) };
      });
    },
  )
  .post('/mentor/by-uuid', requireUser, validate('json', mentorsByUuidRequestSchema), async (c) => {
    return c.json(await searchService.findMentorsByFilter(c.get('deps'), c.req.valid('json')));
  })
  .get('/mentor/:uuid', validate('param', mentorUuidParamSchema), async (c) => {
    // A pending mentor sees their own profile; everyone else sees listed mentors only.
    return c.json(await searchService.getMentorProfile(c.get('deps'), c.req.valid('param').uuid, c.get('user')?.uuid));
  })
  .get('/mentor/:uuid/reviews', validate('param', mentorUuidParamSchema), validate('query', pageQuerySchema), async (c) => {
    return c.json(await searchService.getMentorReviews(c.get('deps'), c.req.valid('param').uuid, c.req.valid('query')));
  });
