import { z } from 'zod/mini';

/** Where a reminder notification leads when tapped: the upcoming-sessions page. */
export const REMINDER_URL = '/dashboard/session';

/**
 * One tag per session, so the 1 h reminder replaces the 24 h one on the device instead of piling up.
 */
export const reminderTag = (bookingId: string) => `session-${bookingId}`;

const notificationText = z.object({ title: z.string(), body: z.string() });

/** The page of one session: where a notification about it leads ("View"). */
export const sessionPageUrl = (bookingId: string) => `/session-preview?bookingId=${encodeURIComponent(bookingId)}`;

/** A button on a notification: `url` opens when it is pressed (same-origin path, or an https meeting link). */
export const pushActionSchema = z.object({
  action: z.string(),
  title: z.string(),
  /** The German button text (see `de` below). */
  de: z.string(),
  url: z.string(),
});
export type PushAction = z.infer<typeof pushActionSchema>;

/**
 * What every push carries, whatever it is about (reminders, booking notices): all the service worker
 * reads. The server keeps no language per user (the language is a setting of the client), so every push
 * carries English (`title`, `body`) and German (`de`) and the service worker shows the device's
 * language. `url` opens on a plain click; each action has its own.
 */
export const pushNotificationSchema = z.object({
  title: z.string(),
  body: z.string(),
  de: notificationText,
  /** Same-origin path to open on click. */
  url: z.string(),
  tag: z.optional(z.string()),
  actions: z.optional(z.array(pushActionSchema)),
});
export type PushNotificationPayload = z.infer<typeof pushNotificationSchema>;

/**
 * The JSON a reminder push carries. The texts say how long until the start ("in 1 hour"), never a
 * clock time, because the server does not know the device's time zone; `start` is there for a worker
 * that wants to show the local time itself.
 */
export const reminderPushPayloadSchema = z.extend(pushNotificationSchema, {
  type: z.literal('session-reminder'),
  bookingId: z.string(),
  /** The session's start, UTC ISO-8601. */
  start: z.string(),
  /** Which configured reminder this is (1440, 60, …), in minutes before the start. */
  minutesBefore: z.int(),
  tag: z.string(),
  /** The session's meeting link, on the reminder that offers "Join"; null when it has none. */
  joinUrl: z.optional(z.nullable(z.string())),
});
export type ReminderPushPayload = z.infer<typeof reminderPushPayloadSchema>;
