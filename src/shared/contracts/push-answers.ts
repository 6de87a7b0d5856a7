/** The answers of the push endpoints (the requests are in push.ts), checked without zod (answer-shape.ts). */
import { object, string, type Infer } from './answer-shape';

/** `GET /app/push/public-key`: the VAPID application server key for `pushManager.subscribe`. */
export const vapidPublicKeyResponseSchema = object({
  /** base64url of the uncompressed P-256 point (65 bytes). */
  publicKey: string(),
});
export type VapidPublicKeyResponse = Infer<typeof vapidPublicKeyResponseSchema>;

/** Answer of subscribe (201 new, 200 already known) and unsubscribe (200). */
export const pushSubscriptionResponseSchema = object({ endpoint: string(), message: string() });
export type PushSubscriptionResponse = Infer<typeof pushSubscriptionResponseSchema>;
