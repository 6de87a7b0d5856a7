import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { bookSlotRequestSchema, calendarWindowQuerySchema, createSlotRequestSchema } from '../../shared/contracts/calendar';
import type { AppEnv } from '../http/context';
import { localize } from '../i18n/localized';
import { currentUser, requireRole, requireUser } from '../middleware/auth';
import { idParamSchema, validate } from '../middleware/validate';
import { cachedJson, readScope, versionOf, type ReadScope } from '../machinery/read-cache/read-cache';
import { calendarMessages } from './calendar.messages';
import * as calendarService from './calendar.service';

const uuidSchema = z.uuid();
const mentorUuidParamSchema = z.object({ mentorUuid: uuidSchema });

/** One mentor's slots and their bookings, by the mentor's public uuid (as the triggers write it: lower case). */
const calendarVersion = versionOf(sql`'calendar:' || ${sql.placeholder('mentorUuid')}`);
function calendarScope(mentorUuid: string): ReadScope | undefined {
  if (!uuidSchema.safeParse(mentorUuid).success) return undefined;
  return { name: 'calendar', version: calendarVersion, params: { mentorUuid: mentorUuid.toLowerCase() } };
}

/**
 * The calendar a slot is in, by the slot's id (what a booking names and booking-flight.ts compares), as
 * `<mentor uuid>:<version>` so versions of two calendars can never be taken for each other; null when
 * there is no such slot.
 */
const slotCalendarVersion = sql`(
  select mentor.uuid::text || ':' || coalesce((select version from read_versions where scope = 'calendar:' || mentor.uuid), 0)
  from slots slot join users mentor on mentor.id = slot.mentor_id
  where slot.id = ${sql.placeholder('slotId')}::uuid)`;
function slotCalendarScope(slotId: string): ReadScope | undefined {
  if (!uuidSchema.safeParse(slotId).success) return undefined;
  return { name: 'slot_calendar', version: slotCalendarVersion, params: { slotId } };
}

export const calendarRoutes = new Hono<AppEnv>()
  .get('/booking-details/:id', requireUser, validate('param', idParamSchema), async (c) => {
    const bookingId = c.req.valid('param').id;
    return c.json(await calendarService.getBookingDetails(c.get('deps'), currentUser(c), bookingId));
  })
  .post(
    '/book/:id',
    // The booking flight compares the slot's calendar version (booking-flight.ts).
    readScope((c) => slotCalendarScope(c.req.param('id') ?? '')),
    requireRole('mentee'),
    validate('param', idParamSchema),
    validate('json', bookSlotRequestSchema),
    async (c) => {
      const slotId = c.req.valid('param').id;
      const deps = c.get('deps');
      const { skillId, agenda } = c.req.valid('json');
      const choice = { skillId, agenda: agenda || null };
      // The slot's calendar version came along with the session (the readScope above).
      const version = c.get('readVersion') ?? null;
      const result = await calendarService.bookSlot(deps, currentUser(c), slotId, choice, version, c.get('machinery').bookingFlight);
      const booking = await calendarService.getBookingDetails(deps, currentUser(c), result.bookingId);
      const minutesLeft = Math.max(1, Math.ceil((Date.parse(booking.holdExpiresAt ?? '') - deps.now().getTime()) / 60_000));
      const message = localize(calendarMessages.slotHeldForYou, c.get('lang'), { minutes: minutesLeft });
      return c.json({ bookingId: result.bookingId, booking, message }, result.created ? 201 : 200);
    },
  )
  // Public, like the mentor's profile: a visitor picks a time first and signs up when booking it.
  .get(
    '/:mentorUuid',
    readScope((c) => calendarScope(c.req.param('mentorUuid') ?? '')),
    validate('param', mentorUuidParamSchema),
    validate('query', calendarWindowQuerySchema),
    async (c) => {
      const mentorUuid = c.req.valid('param').mentorUuid;
      const viewer = c.get('user');
      const window = c.req.valid('query');
      // Everyone but the mentor (visitors too) sees the same bookable slots; the mentor sees their own states.
      const audience = viewer && mentorUuid.toLowerCase() === viewer.uuid.toLowerCase() ? 'own' : 'public';
      const key = `calendar|${mentorUuid.toLowerCase()}|${audience}|${window.start.getTime()}|${window.end.getTime()}`;
      return cachedJson(c, key, async (now) => {
        const { slots, validUntil } = await calendarService.getCalendar(c.get('deps'), viewer, mentorUuid, window, now);
        return { value: slots, validUntil };
      });
    },
  )
  .post('/', requireRole('mentor'), validate('json', createSlotRequestSchema), async (c) => {
    return c.json(await calendarService.createSlot(c.get('deps'), currentUser(c), c.req.valid('json')), 201);
  })
  .delete('/:id', requireUser, validate('param', idParamSchema), async (c) => {
    const slotId = c.req.valid('param').id;
    await calendarService.deleteSlot(c.get('deps'), currentUser(c), slotId);
    return c.json({ _id: slotId, message: localize(calendarMessages.slotDeleted, c.get('lang')) });
  });
