import { z } from 'zod/mini';
import {
  DEFAULT_SLOT_TITLE,
  MAX_CALENDAR_WINDOW_DAYS,
  MAX_SLOT_TITLE_LENGTH,
  SLOT_MINUTES,
  bookingStatuses,
  isExactlyOneSlotLong,
  slotStatuses,
} from '../domain/calendar';
import { MAX_AGENDA_LENGTH, hiddenReasons } from '../domain/calendar-sync';

/**
 * An instant in ISO-8601 with `Z` or an offset (`2030-05-01T09:00:00+02:00`). A local time without
 * offset is refused: the server cannot know which zone it meant.
 */
const instantMessage = 'Enter a date and time with a time zone, e.g. 2030-05-01T09:00:00Z';
export const instantSchema = z.pipe(
  z.pipe(z.string({ error: instantMessage }).check(z.trim()), z.iso.datetime({ offset: true, error: instantMessage })),
  z.transform((value: string) => new Date(value)),
);

const DAY_MS = 86_400_000;

/** Range rules only make sense once both ends parsed; zod runs refinements on the object regardless. */
const bothParsed = (range: { start: unknown; end: unknown }): range is { start: Date; end: Date } =>
  range.start instanceof Date && range.end instanceof Date;

/** `GET /calendar/:mentorUuid?start&end`: the visible range, as the calendar's month or week. */
export const calendarWindowQuerySchema = z.object({ start: instantSchema, end: instantSchema }).check(
  z.refine((window) => !bothParsed(window) || window.end > window.start, { path: ['end'], message: 'End must be after start' }),
  z.refine(
    (window) => !bothParsed(window) || window.end.getTime() - window.start.getTime() <= MAX_CALENDAR_WINDOW_DAYS * DAY_MS,
    {
      path: ['end'],
      message: `The time range may span at most ${MAX_CALENDAR_WINDOW_DAYS} days`,
    },
  ),
);
export type CalendarWindowQuery = z.input<typeof calendarWindowQuerySchema>;

/** `POST /calendar`: a mentor adds one hour of availability. */
export const createSlotRequestSchema = z
  .object({
    start: instantSchema,
    end: instantSchema,
    title: z.pipe(
      z.nullish(
        z
          .string()
          .check(z.trim(), z.maxLength(MAX_SLOT_TITLE_LENGTH, `Slot title must be at most ${MAX_SLOT_TITLE_LENGTH} characters`)),
      ),
      z.transform((title: string | null | undefined) => title || DEFAULT_SLOT_TITLE),
    ),
  })
  .check(
    z.refine((slot) => !bothParsed(slot) || isExactlyOneSlotLong(slot.start, slot.end), {
      path: ['end'],
      message: `A slot must be exactly ${SLOT_MINUTES} minutes long`,
    }),
  );
export type CreateSlotRequest = z.input<typeof createSlotRequestSchema>;

/**
 * `POST /calendar/book/:slotId`: the mentee picks one of the mentor's skills (a user-skill `_id`) and may
 * say what they would like to discuss (`agenda`).
 */
export const bookSlotRequestSchema = z.object({
  skillId: z.uuid({ error: "Select one of the mentor's skills" }),
  agenda: z.optional(
    z.nullable(
      z.string().check(z.trim(), z.maxLength(MAX_AGENDA_LENGTH, `The agenda may be at most ${MAX_AGENDA_LENGTH} characters`)),
    ),
  ),
});
export type BookSlotRequest = z.input<typeof bookSlotRequestSchema>;

// ---- Answers ----

/**
 * An availability slot. Times are UTC ISO-8601. `status` and `bookingId` are only sent to the slot's
 * own mentor; everybody else only ever receives bookable slots. A free future slot mentees are not
 * offered carries, for its mentor, `hiddenReason` (minimum notice, a busy calendar, another session's
 * buffer) and `busy: true` when one of their calendars is busy then.
 */
export const slotSchema = z.object({
  _id: z.string(),
  start: z.string(),
  end: z.string(),
  title: z.string(),
  status: z.optional(z.enum(slotStatuses)),
  bookingId: z.optional(z.nullable(z.string())),
  /** Only to the slot's own mentor, on a held or booked slot: who (null after an account deletion) and for which skill. */
  booking: z.optional(z.nullable(z.object({ menteeName: z.nullable(z.string()), skillTitle: z.string() }))),
  hiddenReason: z.optional(z.enum(hiddenReasons)),
  busy: z.optional(z.boolean()),
});
export type Slot = z.infer<typeof slotSchema>;
export const slotListSchema = z.array(slotSchema);

/** `GET /session/available-upcoming-events`: the mentor's own future slots nobody has taken. */
export const availableEventSchema = z.extend(slotSchema, {
  mentor: z.object({ uuid: z.string(), userName: z.string() }),
});
export type AvailableEvent = z.infer<typeof availableEventSchema>;
export const availableEventListSchema = z.array(availableEventSchema);

/**
 * `GET /calendar/booking-details/:bookingId` and the `booking` of a booking response. `status` is
 * `expired` as soon as an unpaid hold has run out. Participants may be null after an account deletion.
 */
export const bookingDetailsSchema = z.object({
  _id: z.string(),
  slotId: z.nullable(z.string()),
  title: z.string(),
  /** In currency units (10 means 10.00); `priceCents` is the exact amount. */
  price: z.number(),
  priceCents: z.int(),
  currency: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(bookingStatuses),
  holdExpiresAt: z.nullable(z.string()),
  selectedSkill: z.array(z.object({ protoSkillTitle: z.string(), protoSkillDescription: z.nullable(z.string()) })),
  /** What the mentee would like to discuss, or null. */
  agenda: z.nullable(z.string()),
  mentee: z.nullable(z.object({ uuid: z.string(), userName: z.string(), email: z.string() })),
  /** `image`: the mentor's 64 px picture URL, or null. */
  mentor: z.nullable(z.object({ uuid: z.string(), userName: z.string(), image: z.optional(z.nullable(z.string())) })),
});
export type BookingDetails = z.infer<typeof bookingDetailsSchema>;

export const bookSlotResponseSchema = z.object({
  bookingId: z.string(),
  booking: bookingDetailsSchema,
  message: z.string(),
});
export type BookSlotResponse = z.infer<typeof bookSlotResponseSchema>;

export const deleteSlotResponseSchema = z.object({ _id: z.string(), message: z.string() });
export type DeleteSlotResponse = z.infer<typeof deleteSlotResponseSchema>;
