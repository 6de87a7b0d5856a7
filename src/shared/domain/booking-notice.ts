import { z } from 'zod/mini';
import { pushNotificationSchema } from './push';

/**
 * The JSON a booking-notice push carries ("New booking: Anna, TypeScript, Thu 10:00"). Like reminders it
 * has English (`title`, `body`) and German (`de`) texts and `url`, the same-origin path a click opens.
 */
export const bookingNoticePushPayloadSchema = z.extend(pushNotificationSchema, {
  type: z.literal('booking-notice'),
  kind: z.enum(['confirmed', 'cancelled', 'rescheduled']),
  bookingId: z.string(),
  start: z.string(),
  tag: z.string(),
});
export type BookingNoticePushPayload = z.infer<typeof bookingNoticePushPayloadSchema>;
