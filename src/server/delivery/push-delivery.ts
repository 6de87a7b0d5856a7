import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { pushSubscriptions } from '../db/schema';
import type { AppDeps } from '../http/context';
import { PUSH_MIN_TTL_SECONDS } from '../job-timing';
import { systemResolveHost } from '../push/push-endpoint';
import type { VapidDetails } from '../push/vapid';
import { sendPush } from './push-sender';

export type { VapidDetails };

/**
 * Delivering one message to all of a user's devices, for every sender (booking notices, reminders). A push
 * is tried once per subscription: a retry could not tell a lost answer from a lost message, and would
 * repeat it on the devices that got it. Mail goes through `deps.mailer` with a fixed Message-ID per message.
 */
export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** The subscriptions of these users, by user. */
export async function subscriptionsByUser(db: DbOrTx, userIds: string[]): Promise<Map<string, SubscriptionRow[]>> {
  const byUser = new Map<string, SubscriptionRow[]>();
  if (!userIds.length) return byUser;
  for (const row of await db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds))) {
    byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  }
  return byUser;
}

/** How long a push service may hold a message about a session: until it starts, at least a minute. */
export const ttlUntil = (startAt: Date, now: Date): number =>
  Math.max(PUSH_MIN_TTL_SECONDS, Math.ceil((startAt.getTime() - now.getTime()) / 1000));

export interface PushMessage {
  payload: string;
  ttlSeconds: number;
  urgency: 'normal' | 'high';
  /** A newer message with the same topic replaces one still waiting for an offline device (≤ 32 base64url chars). */
  topic: string;
}

export interface PushDelivery {
  sent: number;
  failed: number;
  /** Subscriptions dropped: gone at the push service, or no longer passing the endpoint rules. */
  removed: number;
}

/**
 * Sends `message` to each subscription side by side and drops the ones that are gone. Failures are
 * logged with `log` (what the message is about) and the push service's host only: the endpoint is a
 * capability URL.
 */
export async function pushToDevices(
  deps: Pick<AppDeps, 'db' | 'config' | 'logger' | 'resolveHost'>,
  subscriptions: SubscriptionRow[],
  message: PushMessage,
  vapid: VapidDetails,
  log: { context: Record<string, unknown>; failed: string },
): Promise<PushDelivery> {
  const options = {
    ttlSeconds: message.ttlSeconds,
    urgency: message.urgency,
    topic: message.topic,
    vapid,
    policy: deps.config,
    resolveHost: deps.resolveHost ?? systemResolveHost,
  };
  const gone: string[] = [];
  const result: PushDelivery = { sent: 0, failed: 0, removed: 0 };
  await Promise.all(
    subscriptions.map(async (subscription) => {
      const outcome = await sendPush(subscription, message.payload, options);
      const pushService = new URL(subscription.endpoint).host;
      if (outcome.kind === 'sent') {
        result.sent++;
      } else if (outcome.kind === 'gone') {
        gone.push(subscription.id);
      } else if (outcome.kind === 'refused') {
        gone.push(subscription.id);
        deps.logger.warn(
          { pushService },
          'push endpoint no longer passes the endpoint rules; subscription dropped, nothing sent',
        );
      } else {
        result.failed++;
        deps.logger.warn({ ...log.context, pushService, status: outcome.status, err: outcome.error }, log.failed);
      }
    }),
  );
  if (gone.length) await deps.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  result.removed = gone.length;
  return result;
}
