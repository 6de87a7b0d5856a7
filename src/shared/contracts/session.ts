import { z } from 'zod/mini';
import { bookingStatuses } from '../domain/calendar';
import { sessionSides } from '../domain/session';
import { pageQuerySchema } from './skills';

/** `GET /session/upcoming-sessions` and `/past-sessions`: `?page&limit`, 50 per page unless asked, at most 100. */
export const sessionListQuerySchema = pageQuerySchema;
export type SessionListQuery = z.input<typeof sessionListQuerySchema>;

// ---- Answers ----

/** `image`: the 64 px picture's URL, or null. */
const participantSchema = z.object({ uuid: z.string(), userName: z.string(), image: z.nullable(z.string()) });

/**
 * A confirmed session as both session lists send it, in the spec's "Session or booking" shape.
 * `mentorId` keeps the spec's name but holds the populated mentor (public `uuid` and name); it and
 * `mentee` are null once that account has been deleted (the UI shows "Deleted user").
 * `canCancel` applies the 24-hour rule at the time of the answer, `canJoin` the join window (from
 * JOIN_OPENS_MINUTES before the start to the end); `myRole` is the caller's side.
 * `icsUrl` is a same-origin path to the session's calendar file.
 */
export const sessionSchema = z.object({
  _id: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  /** In currency units (10 means 10.00); `priceCents` is the exact amount. */
  price: z.number(),
  priceCents: z.int(),
  currency: z.string(),
  selectedSkill: z.array(z.object({ protoSkillTitle: z.string(), protoSkillDescription: z.nullable(z.string()) })),
  mentorId: z.nullable(participantSchema),
  mentorUuid: z.nullable(z.string()),
  menteeUuid: z.nullable(z.string()),
  mentee: z.nullable(participantSchema),
  jitsiLink: z.nullable(z.string()),
  googleMeetLink: z.nullable(z.string()),
  status: z.enum(bookingStatuses),
  myRole: z.enum(sessionSides),
  canCancel: z.boolean(),
  canJoin: z.boolean(),
  myFeedbackGiven: z.boolean(),
  /** Whether the other side has written their feedback on this session (theirs is the viewer's to read). */
  otherFeedbackGiven: z.boolean(),
  icsUrl: z.string(),
  /** What the mentee would like to discuss, or null; `canEditAgenda` for the mentee until the start. */
  agenda: z.nullable(z.string()),
  canEditAgenda: z.boolean(),
  /** Whether the caller may move the session now (the mentee more than 24 h ahead, the mentor until the start). */
  canReschedule: z.boolean(),
  /** The caller's own private notes on the session, or null. */
  myNotes: z.nullable(z.string()),
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionListSchema = z.array(sessionSchema);
export type SessionList = z.infer<typeof sessionListSchema>;

/**
 * `DELETE /session/cancel-session/:id`. `freeSessionTokens` is the mentee's new token count and is only
 * sent to the mentee (a mentor does not learn the mentee's balance).
 */
export const cancelSessionResponseSchema = z.object({
  _id: z.string(),
  message: z.string(),
  cancelledBy: z.enum(sessionSides),
  freeSessionTokens: z.optional(z.int()),
});
export type CancelSessionResponse = z.infer<typeof cancelSessionResponseSchema>;
