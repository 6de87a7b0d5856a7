import { ECDH } from 'node:crypto';
import type { z } from 'zod';
import type { pushSubscribeRequestSchema } from '../../shared/contracts/push';
import type { AppDeps, CurrentUser } from '../http/context';
import { fieldError, notFound } from '../http/errors';
import { pushMessages } from './push.messages';
import { deleteOwnSubscription, pruneSubscriptions, upsertSubscription } from './push.queries';
import { getVapidDetails } from './vapid';

type SubscribeBody = z.output<typeof pushSubscribeRequestSchema>;

/** Devices per user that get reminders; the oldest subscription goes when a new one comes. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;

export async function getPublicKey(deps: AppDeps): Promise<string> {
  return (await getVapidDetails(deps)).publicKey;
}

/** Stores the browser's subscription for the user; `created` is false when the endpoint was known. */
export async function subscribe(
  deps: AppDeps,
  user: CurrentUser,
  body: SubscribeBody,
  userAgent: string | null,
): Promise<{ created: boolean }> {
  assertAcceptableEndpoint(body.endpoint, deps.config.publicUrl);
  assertValidPublicKey(body.keys.p256dh);
  return deps.db.transaction(async (tx) => {
    const result = await upsertSubscription(tx, {
      userId: user._id,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      userAgent,
      now: deps.now(),
    });
    await pruneSubscriptions(tx, user._id, MAX_SUBSCRIPTIONS_PER_USER);
    return result;
  });
}

/** Someone else's endpoint answers like an unknown one, so nobody learns which endpoints exist. */
export async function unsubscribe(deps: AppDeps, user: CurrentUser, endpoint: string): Promise<void> {
  if (!(await deleteOwnSubscription(deps.db, user._id, endpoint))) throw notFound(pushMessages.subscriptionNotFound);
}

/**
 * Browsers always hand out https endpoints of their vendor's push service. A loopback endpoint (such
 * as a test's local push service, over http) is accepted only while the app itself runs on a loopback
 * PUBLIC_URL (development, tests), so a deployed server never posts to its own machine on a user's say.
 */
function assertAcceptableEndpoint(endpoint: string, publicUrl: string): void {
  const url = new URL(endpoint);
  const acceptable = isLoopbackHost(url.hostname) ? isLoopbackHost(new URL(publicUrl).hostname) : url.protocol === 'https:';
  if (!acceptable) throw fieldError('endpoint', pushMessages.endpointNotAllowed);
}

function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/** A key off the curve would make every later encryption for this subscription fail. */
function assertValidPublicKey(p256dh: string): void {
  try {
    ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1');
  } catch {
    throw fieldError('keys.p256dh', pushMessages.invalidKey);
  }
}
