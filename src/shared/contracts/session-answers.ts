/** The answers of the session endpoints (the requests are in session.ts), checked without zod (answer-shape.ts). */
import { bookingStatuses } from '../domain/calendar';
import { sessionSides } from '../domain/session';
import { array, boolean, int, nullable, number, object, oneOf, optional, string, type Infer } from './answer-shape';

const participantSchema = object({ uuid: string(), userName: string() });

/**
 * A confirmed session as both session lists send it, in the spec's "Session or booking" shape.
 * `mentorId` keeps the spec's name but holds the populated mentor (public `uuid` and name); it and
 * `mentee` are null once that account has been deleted (the UI shows "Deleted user").
 * `canCancel` applies the 24-hour rule at the time of the answer; `myRole` is the caller's side.
 * `icsUrl` is a same-origin path to the session's calendar file.
 */
export const sessionSchema = object({
  _id: string(),
  title: string(),
  start: string(),
  end: string(),
  /** In currency units (10 means 10.00); `priceCents` is the exact amount. */
  price: number(),
  priceCents: int(),
  currency: string(),
  selectedSkill: array(object({ protoSkillTitle: string(), protoSkillDescription: nullable(string()) })),
  mentorId: nullable(participantSchema),
  mentorUuid: nullable(string()),
  menteeUuid: nullable(string()),
  mentee: nullable(participantSchema),
  jitsiLink: nullable(string()),
  googleMeetLink: nullable(string()),
  status: oneOf(bookingStatuses),
  myRole: oneOf(sessionSides),
  canCancel: boolean(),
  myFeedbackGiven: boolean(),
  icsUrl: string(),
});
export type Session = Infer<typeof sessionSchema>;
export const sessionListSchema = array(sessionSchema);
export type SessionList = Infer<typeof sessionListSchema>;

/**
 * `DELETE /session/cancel-session/:id`. `freeSessionTokens` is the mentee's new token count and is only
 * sent to the mentee (a mentor does not learn the mentee's balance).
 */
export const cancelSessionResponseSchema = object({
  _id: string(),
  message: string(),
  cancelledBy: oneOf(sessionSides),
  freeSessionTokens: optional(int()),
});
export type CancelSessionResponse = Infer<typeof cancelSessionResponseSchema>;
