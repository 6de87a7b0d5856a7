/** The answers of the calendar endpoints (the requests are in calendar.ts), checked without zod (answer-shape.ts). */
import { bookingStatuses, slotStatuses } from '../domain/calendar';
import { array, extend, int, nullable, number, object, oneOf, optional, string, type Infer } from './answer-shape';

/**
 * An availability slot. Times are UTC ISO-8601. `status` and `bookingId` are only sent to the slot's
 * own mentor; everybody else only ever receives bookable slots.
 */
export const slotSchema = object({
  _id: string(),
  start: string(),
  end: string(),
  title: string(),
  status: optional(oneOf(slotStatuses)),
  bookingId: optional(nullable(string())),
});
export type Slot = Infer<typeof slotSchema>;
export const slotListSchema = array(slotSchema);

/** `GET /session/available-upcoming-events`: the mentor's own future slots nobody has taken. */
export const availableEventSchema = extend(slotSchema, {
  mentor: object({ uuid: string(), userName: string() }),
});
export type AvailableEvent = Infer<typeof availableEventSchema>;
export const availableEventListSchema = array(availableEventSchema);

/**
 * `GET /calendar/booking-details/:bookingId` and the `booking` of a booking response. `status` is
 * `expired` as soon as an unpaid hold has run out. Participants may be null after an account deletion.
 */
export const bookingDetailsSchema = object({
  _id: string(),
  slotId: nullable(string()),
  title: string(),
  /** In currency units (10 means 10.00); `priceCents` is the exact amount. */
  price: number(),
  priceCents: int(),
  currency: string(),
  start: string(),
  end: string(),
  status: oneOf(bookingStatuses),
  holdExpiresAt: nullable(string()),
  selectedSkill: array(object({ protoSkillTitle: string(), protoSkillDescription: nullable(string()) })),
  mentee: nullable(object({ uuid: string(), userName: string(), email: string() })),
  mentor: nullable(object({ uuid: string(), userName: string() })),
});
export type BookingDetails = Infer<typeof bookingDetailsSchema>;

export const bookSlotResponseSchema = object({
  bookingId: string(),
  booking: bookingDetailsSchema,
  message: string(),
});
export type BookSlotResponse = Infer<typeof bookSlotResponseSchema>;

export const deleteSlotResponseSchema = object({ _id: string(), message: string() });
export type DeleteSlotResponse = Infer<typeof deleteSlotResponseSchema>;
