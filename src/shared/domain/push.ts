import { int, literal, object, string, type Infer } from '../contracts/answer-shape';

/** Where a reminder notification leads when tapped: the upcoming-sessions page. */
export const REMINDER_URL = '/dashboard/session';

/**
 * One tag per session, so the 1 h reminder replaces the 24 h one on the device instead of piling up.
 */
export const reminderTag = (bookingId: string) => `session-${bookingId}`;

const notificationText = object({ title: string(), body: string() });

/**
 * The JSON a reminder push carries; the service worker parses it and shows a notification.
 *
 * The server keeps no language per user (the language is a setting of the client), so every push
 * carries English (`title`, `body`) and German (`de`) and the service worker shows the language the
 * app runs in. The texts say how long until the start ("in 1 hour"), never a clock time, because the
 * server does not know the device's time zone; `start` is there for a worker that wants to show the
 * local time itself. Checked like an API answer (contracts/answer-shape.ts): the worker needs no zod.
 */
export const reminderPushPayloadSchema = object({
  type: literal('session-reminder'),
  title: string(),
  body: string(),
  de: notificationText,
  /** Same-origin path to open on click. */
  url: string(),
  bookingId: string(),
  /** The session's start, UTC ISO-8601. */
  start: string(),
  /** Which configured reminder this is (1440, 60, …), in minutes before the start. */
  minutesBefore: int(),
  tag: string(),
});
export type ReminderPushPayload = Infer<typeof reminderPushPayloadSchema>;
