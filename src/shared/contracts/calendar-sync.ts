import { z } from 'zod/mini';
import { BUFFER_MINUTES_CHOICES, MAX_AGENDA_LENGTH, MAX_MIN_NOTICE_HOURS, MAX_NOTE_LENGTH } from '../domain/calendar-sync';

// ---- Booking rules ----

/** `GET|PUT /calendar/booking-rules`: the mentor's minimum notice and buffer between sessions. */
export const bookingRulesSchema = z.object({
  minNoticeHours: z.int({ error: 'Minimum notice must be between 0 and 168 hours' }).check(
    z.minimum(0, 'Minimum notice must be between 0 and 168 hours'),
    z.maximum(MAX_MIN_NOTICE_HOURS, 'Minimum notice must be between 0 and 168 hours'),
  ),
  bufferMinutes: z.literal(BUFFER_MINUTES_CHOICES, { error: 'Buffer must be 0, 15, 30 or 60 minutes' }),
});
export type BookingRules = z.infer<typeof bookingRulesSchema>;

// ---- Agenda, reschedule, notes ----

const agendaSchema = z.string().check(z.trim(), z.maxLength(MAX_AGENDA_LENGTH, `The agenda may be at most ${MAX_AGENDA_LENGTH} characters`));

/** `PUT /session/:id/agenda`: an empty agenda removes it. */
export const agendaRequestSchema = z.object({ agenda: agendaSchema });
export type AgendaRequest = z.input<typeof agendaRequestSchema>;
export const agendaResponseSchema = z.object({ _id: z.string(), agenda: z.nullable(z.string()), message: z.string() });
export type AgendaResponse = z.infer<typeof agendaResponseSchema>;

/** `POST /session/:id/reschedule`: the mentor must give a reason, the mentee may. */
export const rescheduleRequestSchema = z.object({
  slotId: z.uuid({ error: 'Choose a free time' }),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(500, 'The reason may be at most 500 characters'))),
});
export type RescheduleRequest = z.input<typeof rescheduleRequestSchema>;
export const rescheduleResponseSchema = z.object({
  _id: z.string(),
  slotId: z.string(),
  start: z.string(),
  end: z.string(),
  message: z.string(),
});
export type RescheduleResponse = z.infer<typeof rescheduleResponseSchema>;

/** `GET|PUT /session/:id/notes`: the caller's own notes on the session. */
export const notesRequestSchema = z.object({
  text: z.string().check(z.maxLength(MAX_NOTE_LENGTH, `Notes may be at most ${MAX_NOTE_LENGTH} characters`)),
});
export type NotesRequest = z.input<typeof notesRequestSchema>;
export const notesSchema = z.object({ text: z.string(), updatedAt: z.nullable(z.string()) });
export type Notes = z.infer<typeof notesSchema>;

// ---- Feed and busy calendars ----

/**
 * `POST /calendar/feed-token` makes or rotates the secret feed address. Only a hash of the secret is
 * stored, so the address is in this answer only; `GET` says whether (since when) a feed exists, 404 without.
 */
export const feedTokenResponseSchema = z.object({ url: z.string(), createdAt: z.string() });
export type FeedTokenResponse = z.infer<typeof feedTokenResponseSchema>;
export const feedTokenStatusSchema = z.object({ createdAt: z.string() });
export type FeedTokenStatus = z.infer<typeof feedTokenStatusSchema>;

export const busySourceRequestSchema = z.object({
  url: z.url({ error: 'Enter the calendar address (https://…)' }).check(z.maxLength(2000, 'The address is too long')),
});
export type BusySourceRequest = z.input<typeof busySourceRequestSchema>;
/** A busy calendar; `lastError` is already worded in the request's language, null after a good fetch. */
export const busySourceSchema = z.object({
  id: z.string(),
  url: z.string(),
  lastFetchedAt: z.nullable(z.string()),
  lastError: z.nullable(z.string()),
  busyCount: z.int(),
});
export type BusySource = z.infer<typeof busySourceSchema>;
export const busySourceListSchema = z.array(busySourceSchema);
