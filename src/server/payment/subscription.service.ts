import type { Subscription } from '../../shared/contracts/money';
import type { PackId } from '../../shared/domain/money';
import type { AppDeps, CurrentUser } from '../http/context';
import { AppError, notFound } from '../http/errors';
import { mailReceiptsSoon } from '../receipts/receipts.service';
import { paymentMessages } from './payment.messages';
import {
  advanceSubscription,
  cancelActiveSubscription,
  findActiveSubscription,
  findLatestSubscription,
  insertPurchase,
  lockDueSubscriptions,
  markPurchasePaid,
  type SubscriptionRow,
} from './packs.queries';
import { addMonth, findPack, grantCredits } from './packs.service';
import type { ConfiguredPaymentProvider } from './payment-provider';
import { cancelStripeSubscription, refreshStripeSubscription } from './stripe-subscription.service';

// A Stripe subscription set to end with its period counts as canceled: no further payment is taken.
const toSubscription = (row: SubscriptionRow): Subscription => ({
  packId: row.packId as PackId,
  status: row.status === 'active' && !row.cancelAtPeriodEnd ? 'active' : 'canceled',
  currentPeriodEnd: row.currentPeriodEnd.toISOString(),
});

/**
 * Starts every period that has begun by `now` of active subscriptions (all, or one mentee's): each
 * period is a paid purchase of its own (unique per subscription and start) granting the pack's credits.
 * The simulated provider charges nothing, so a period is paid when it starts. Called by the periodic
 * job and before a mentee's subscription is read, so a moved test clock shows at once.
 */
export async function renewSubscriptions(deps: AppDeps, menteeId?: string): Promise<{ claimed: number }> {
  const now = deps.now();
  const renewed = await deps.db.transaction(async (tx) => {
    const due = await lockDueSubscriptions(tx, now, menteeId);
    let periods = 0;
    for (const subscription of due) {
      const pack = findPack(deps.config, subscription.packId);
      let start = subscription.currentPeriodEnd;
      let end = addMonth(start);
      for (;;) {
        const purchase = await insertPurchase(tx, {
          menteeId: subscription.menteeId,
          packId: pack.id,
          sessions: pack.sessions,
          amountCents: pack.priceCents,
          currency: pack.currency,
          provider: 'simulated',
          intentId: `sim_renewal_${subscription.id}_${start.getTime()}`,
          clientSecret: '',
          subscriptionId: subscription.id,
          periodStart: start,
          createdAt: now,
        });
        const paid = await markPurchasePaid(tx, purchase.id, now);
        if (paid) await grantCredits(tx, paid, 'subscription', now);
        periods++;
        if (end > now) break;
        start = end;
        end = addMonth(start);
      }
      await advanceSubscription(tx, subscription.id, start, end);
    }
    return periods;
  });
  if (renewed) mailReceiptsSoon(deps);
  return { claimed: renewed };
}

export async function getSubscription(deps: AppDeps, provider: ConfiguredPaymentProvider, user: CurrentUser): Promise<Subscription> {
  await renewSubscriptions(deps, user._id);
  const row = await findLatestSubscription(deps.db, user._id);
  if (!row) throw notFound(paymentMessages.noSubscription);
  if (row.providerSubscriptionId && row.status === 'active' && provider.kind === 'stripe') {
    return toSubscription(await refreshStripeSubscription(deps, provider, row));
  }
  return toSubscription(row);
}

/**
 * Cancels at the period's end: no further period starts, and the credits already granted stay
 * (decision 098). Canceling again, or without a subscription, is a 404.
 */
export async function cancelSubscription(deps: AppDeps, provider: ConfiguredPaymentProvider, user: CurrentUser): Promise<Subscription> {
  await renewSubscriptions(deps, user._id);
  const active = await findActiveSubscription(deps.db, user._id);
  if (active?.providerSubscriptionId) {
    if (provider.kind !== 'stripe') throw new AppError(503, paymentMessages.providerUnavailable);
    return toSubscription(await cancelStripeSubscription(deps, provider, active));
  }
  const row = await cancelActiveSubscription(deps.db, user._id);
  if (!row) throw notFound(paymentMessages.noSubscription);
  return toSubscription(row);
}
