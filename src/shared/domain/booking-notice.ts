import { z } from 'zod/mini';
import { reminderPushPayloadSchema } from './push';

const notificationText = z.object({ title: z.string(), body: z.string() });

/**
 * The JSON a booking-notice push carries ("New booking: Anna, TypeScript, Thu 10:00"). Like reminders it
 * has English (`title`, `body`) and German (`de`) texts and `url`, the same-origin path a click opens.
 */
export const bookingNoticePushPayloadSchema = z.object({
  type: z.literal('booking-notice'),
  kind: z.enum(['confirmed', 'cancelled']),
  title: z.string(),
  body: z.string(),
  de: notificationText,
  url: z.string(),
  bookingId: z.string(),
  start: z.string(),
  tag: z.string(),
});
export type BookingNoticePushPayload = z.infer<typeof bookingNoticePushPayloadSchema>;

/** Every push the server sends: what the service worker parses. */
export const pushPayloadSchema = z.union([reminderPushPayloadSchema, bookingNoticePushPayloadSchema]);
