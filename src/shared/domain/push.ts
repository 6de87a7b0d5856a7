import { z } from 'zod/mini';

/** Where a reminder notification leads when tapped: the upcoming-sessions page. */
export const REMINDER_URL = '/dashboard/session';

/**
 * One tag per session, so the 1 h reminder replaces the 24 h one on the device instead of piling up.
 */
export const reminderTag = (bookingId: string) => `session-${bookingId}`;

const notificationText = z.object({ title: z.string(), body: z.string() });

/**
 * The JSON a reminder push carries; the service worker parses it and shows a notification.
 *
 * The server keeps no language per user (the language is a setting of the client), so every push
 * carries English (`title`, `body`) and German (`de`) and the service worker shows the language the
 * app runs in. The texts say how long until the start ("in 1 hour"), never a clock time, because the
 * server does not know the device's time zone; `start` is there for a worker that wants to show the
 * local time itself. The worker parses it with this schema.
 */
export const reminderPushPayloadSchema = z.object({
  type: z.literal('session-reminder'),
  title: z.string(),
  body: z.string(),
  de: notificationText,
  /** Same-origin path to open on click. */
  url: z.string(),
  bookingId: z.string(),
  /** The session's start, UTC ISO-8601. */
  start: z.string(),
  /** Which configured reminder this is (1440, 60, …), in minutes before the start. */
  minutesBefore: z.int(),
  tag: z.string(),
});
export type ReminderPushPayload = z.infer<typeof reminderPushPayloadSchema>;
