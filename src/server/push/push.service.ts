import { ECDH } from 'node:crypto';
import type { z } from 'zod';
import type { pushSubscribeRequestSchema } from '../../shared/contracts/push';
import type { AppDeps, CurrentUser } from '../http/context';
import { fieldError, notFound } from '../http/errors';
import { pushMessages } from './push.messages';
import { isAcceptableEndpoint, systemResolveHost } from './push-endpoint';
import { deleteOwnSubscription, pruneSubscriptions, subscriptionExists, upsertSubscription } from './push.queries';

type SubscribeBody = z.output<typeof pushSubscribeRequestSchema>;

/** Devices per user that get reminders; the oldest subscription goes when a new one comes. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;

export async function getPublicKey(deps: AppDeps): Promise<string> {
  return (await deps.vapid.details()).publicKey;
}

/** Stores the browser's subscription for the user; `created` is false when the endpoint was known. */
export async function subscribe(
  deps: AppDeps,
  user: CurrentUser,
  body: SubscribeBody,
  userAgent: string | null,
): Promise<{ created: boolean }> {
  assertValidPublicKey(body.keys.p256dh);
  if (!(await isAcceptableEndpoint(body.endpoint, deps.config, deps.resolveHost ?? systemResolveHost))) {
    throw fieldError('endpoint', pushMessages.endpointNotAllowed);
  }
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

/**
 * Removes the user's subscription of that endpoint. When the endpoint now belongs to someone else (the
 * browser changed hands and the new user subscribed it), the old owner has nothing left to remove:
 * success, and the new owner's subscription stays. Only an endpoint nobody holds is a 404.
 */
export async function unsubscribe(deps: AppDeps, user: CurrentUser, endpoint: string): Promise<void> {
  if (await deleteOwnSubscription(deps.db, user._id, endpoint)) return;
  if (!(await subscriptionExists(deps.db, endpoint))) throw notFound(pushMessages.subscriptionNotFound);
}

/** A key off the curve would make every later encryption for this subscription fail. */
function assertValidPublicKey(p256dh: string): void {
  try {
    ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1');
  } catch {
    throw fieldError('keys.p256dh', pushMessages.invalidKey);
  }
}
