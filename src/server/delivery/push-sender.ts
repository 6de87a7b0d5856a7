import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import webpush from 'web-push';
import { guardedLookup, RefusedPushEndpoint, type PushEndpointPolicy, type ResolveHost } from '../push/push-endpoint';
import type { VapidDetails } from '../push/vapid';

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
  policy: PushEndpointPolicy;
  resolveHost: ResolveHost;
}

/**
 * `gone`: the push service says the subscription no longer exists (404/410); drop it.
 * `refused`: the endpoint breaks the endpoint rules now (push-endpoint.ts); nothing was sent, drop it too.
 */
export type PushOutcome =
  | { kind: 'sent' }
  | { kind: 'gone'; status: number }
  | { kind: 'refused' }
  | { kind: 'failed'; status?: number; error?: unknown };

const TIMEOUT_MS = 10_000;

/**
 * Encrypts (aes128gcm) and signs (VAPID) with web-push's `generateRequestDetails`, then posts itself.
 * web-push's own `sendNotification` only speaks https, which would leave a local test push service
 * untested; and posting with node:http(s) lets the connection use the DNS answer the endpoint rules
 * checked (`guardedLookup`), which fetch cannot.
 */
export async function sendPush(target: PushTarget, payload: string, options: PushOptions): Promise<PushOutcome> {
  try {
    const url = new URL(target.endpoint);
    const lookup = guardedLookup(url, options.policy, options.resolveHost);
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      { TTL: options.ttlSeconds, urgency: options.urgency, topic: options.topic, vapidDetails: options.vapid },
    );
    const status = await post(url, details.method, details.headers, Buffer.from(details.body), lookup);
    if (status >= 200 && status < 300) return { kind: 'sent' };
    if (status === 404 || status === 410) return { kind: 'gone', status };
    return { kind: 'failed', status };
  } catch (error) {
    if (error instanceof RefusedPushEndpoint) return { kind: 'refused' };
    return { kind: 'failed', error };
  }
}

function post(
  url: URL,
  method: string,
  headers: Record<string, string | number>,
  body: Buffer,
  lookup: ReturnType<typeof guardedLookup>,
): Promise<number> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, { method, headers, lookup, timeout: TIMEOUT_MS }, (response) => {
      // Redirects are not followed: a push service never sends one, and following would skip the rules.
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`push service did not answer within ${TIMEOUT_MS} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}
