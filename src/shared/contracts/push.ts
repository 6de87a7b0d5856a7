import { z } from 'zod/mini';

/** The answers are checked without zod (the browser parses them): push-answers.ts. */
export * from './push-answers';

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
