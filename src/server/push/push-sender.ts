import webpush from 'web-push';
import type { VapidDetails } from './vapid';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** Seconds the push service may hold the message for an offline device. */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
  /** Replaces an undelivered message with the same topic on the push service (≤ 32 base64url chars). */
  topic: string;
  vapid: VapidDetails;
}

/** `gone`: the push service says the subscription no longer exists (404/410); drop it. */
export type PushOutcome =
  { kind: 'sent' } | { kind: 'gone'; status: number } | { kind: 'failed'; status?: number; error?: unknown };

const TIMEOUT_MS = 10_000;

/**
 * Encrypts (aes128gcm) and signs (VAPID) with web-push's `generateRequestDetails`, then posts with
 * fetch. web-push's own `sendNotification` only speaks https, which would leave a local test push
 * service untested; one code path for every endpoint is simpler than two.
 */
export async function sendPush(target: PushTarget, payload: string, options: PushOptions): Promise<PushOutcome> {
  try {
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      { TTL: options.ttlSeconds, urgency: options.urgency, topic: options.topic, vapidDetails: options.vapid },
    );
    const headers = new Headers();
    for (const [name, value] of Object.entries(details.headers)) {
      // fetch computes the length of the body itself.
      if (name.toLowerCase() !== 'content-length') headers.set(name, String(value));
    }
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers,
      body: new Uint8Array(details.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return { kind: 'sent' };
    if (response.status === 404 || response.status === 410) return { kind: 'gone', status: response.status };
    return { kind: 'failed', status: response.status };
  } catch (error) {
    return { kind: 'failed', error };
  }
}
