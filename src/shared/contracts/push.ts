import { z } from 'zod/mini';

/** Longest endpoint URL we store; real push services stay far below this. */
export const MAX_PUSH_ENDPOINT_LENGTH = 2048;

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;
const decodedLength = (value: string) => Math.floor((value.replace(/=+$/, '').length * 3) / 4);

/**
 * `POST /app/push/subscribe`: exactly what the browser's `PushSubscription.toJSON()` returns.
 * The server additionally refuses endpoints it would never send to (see push.service.ts).
 */
export const pushSubscribeRequestSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).check(z.maxLength(MAX_PUSH_ENDPOINT_LENGTH)),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({
    /** The browser's P-256 public key: 65 bytes, uncompressed (so its base64url starts with `B`). */
    p256dh: z.string().check(
      z.regex(base64url, { abort: true }),
      z.refine((value) => decodedLength(value) === 65 && value.startsWith('B')),
    ),
    /** The 16-byte authentication secret. */
    auth: z.string().check(
      z.regex(base64url, { abort: true }),
      z.refine((value) => decodedLength(value) === 16),
    ),
  }),
});
export type PushSubscribeRequest = z.input<typeof pushSubscribeRequestSchema>;

/** `DELETE /app/push/subscribe`: stop reminders on this device. */
export const pushUnsubscribeRequestSchema = z.object({
  endpoint: z.string().check(z.minLength(1), z.maxLength(MAX_PUSH_ENDPOINT_LENGTH)),
});
export type PushUnsubscribeRequest = z.input<typeof pushUnsubscribeRequestSchema>;

// ---- Answers ----

/** `GET /app/push/public-key`: the VAPID application server key for `pushManager.subscribe`. */
export const vapidPublicKeyResponseSchema = z.object({
  /** base64url of the uncompressed P-256 point (65 bytes). */
  publicKey: z.string(),
});
export type VapidPublicKeyResponse = z.infer<typeof vapidPublicKeyResponseSchema>;

/** Answer of subscribe (201 new, 200 already known) and unsubscribe (200). */
export const pushSubscriptionResponseSchema = z.object({ endpoint: z.string(), message: z.string() });
export type PushSubscriptionResponse = z.infer<typeof pushSubscriptionResponseSchema>;
