import { randomUUID } from 'node:crypto';
import type { Pack, PackIntent } from '../../shared/contracts/money';
import type { DbOrTx } from '../db/client';
import type { AppDeps, CurrentUser } from '../http/context';
import { AppError, notFound } from '../http/errors';
import { paymentMessages } from './payment.messages';
import {
  findOpenPurchase,
  findPurchaseByIntent,
  findStripeCustomer,
  findSubscriptionByProviderId,
  insertPurchase,
  insertPurchaseIfAbsent,
  insertStripeCustomer,
  insertSubscription,
  openPurchase,
  linkPurchaseToPeriod,
  markPurchasePaid,
  updateSubscription,
  type SubscriptionRow,
} from './packs.queries';
import { findPack, grantCredits } from './packs.service';
import type { PaidInvoice, ProviderSubscription } from './providers/stripe-events';
import type { StripePaymentProvider } from './providers/stripe-provider';

/** Stripe lets an incomplete subscription's first invoice be paid for 23 hours, then expires it. */
const FIRST_INVOICE_LIFETIME_MS = 23 * 3600_000;

/** Stripe's statuses after which no period follows; every other one keeps our row active. */
const endedStatuses = new Set(['canceled', 'incomplete_expired', 'unpaid']);

async function customerOf(deps: AppDeps, provider: StripePaymentProvider, user: CurrentUser): Promise<string> {
  const known = await findStripeCustomer(deps.db, user._id);
  if (known) return known;
  await insertStripeCustomer(deps.db, user._id, await provider.createCustomer(user._id, user.email), deps.now());
  return (await findStripeCustomer(deps.db, user._id))!;
}

/**
 * The monthly plan with Stripe: the payer's customer (made once), and a subscription waiting for its
 * first payment, whose invoice's payment intent the card form confirms. Coming back within the
 * invoice's lifetime reuses it; the credits follow from the paid invoice (`settlePaidInvoice`).
 */
export async function createStripeSubscriptionIntent(
  deps: AppDeps,
  provider: StripePaymentProvider,
  user: CurrentUser,
  pack: Pack,
): Promise<PackIntent> {
  const now = deps.now();
  let purchase = await findOpenPurchase(deps.db, user._id, pack.id, new Date(now.getTime() - FIRST_INVOICE_LIFETIME_MS));
  if (!purchase || purchase.provider !== 'stripe' || purchase.amountCents !== pack.priceCents) {
    const purchaseId = randomUUID();
    const created = await customerOf(deps, provider, user)
      .then((customerId) =>
        provider.createSubscription({
          customerId,
          purchaseId,
          amountCents: pack.priceCents,
          currency: pack.currency,
          productName: `Mentoring: ${pack.sessions} sessions a month`,
        }),
      )
      .catch((error: unknown) => {
        deps.logger.error({ err: error, packId: pack.id }, 'creating a Stripe subscription failed');
        throw new AppError(503, paymentMessages.providerUnavailable);
      });
    purchase = await insertPurchase(
      deps.db,
      openPurchase(user._id, pack, {
        id: purchaseId,
        provider: 'stripe',
        intentId: created.intentId,
        clientSecret: created.clientSecret,
        createdAt: now,
      }),
    );
  }
  return {
    purchaseId: purchase.id,
    clientSecret: purchase.clientSecret,
    amountCents: purchase.amountCents,
    currency: purchase.currency,
    provider: 'stripe',
    publishableKey: provider.publishableKey,
  };
}

/**
 * One paid invoice of a Stripe subscription, in the webhook's transaction: the first one (its intent is
 * the purchase made by the intent endpoint) starts our subscription row; each later one is a period of
 * its own. Either way the credits are granted once: the purchase's intent and the (subscription, period
 * start) pair are unique, and a purchase turns paid in one conditional UPDATE.
 */
export async function settlePaidInvoice(
  tx: DbOrTx,
  deps: AppDeps,
  provider: StripePaymentProvider,
  invoice: PaidInvoice,
  now: Date,
) {
  let subscription = await findSubscriptionByProviderId(tx, invoice.subscriptionId);
  if (!subscription && !invoice.purchaseId) {
    // Another product's subscription on the same Stripe account: not ours to ask Stripe about.
    deps.logger.info({ invoiceId: invoice.invoiceId }, 'ignored a paid invoice of a subscription this server did not create');
    return;
  }
  const intentId = invoice.intentId ?? (await provider.invoiceIntent(invoice.invoiceId)) ?? invoice.invoiceId;
  const first = await findPurchaseByIntent(tx, intentId);
  if (first) {
    const paid = await markPurchasePaid(tx, first.id, now);
    if (!paid?.menteeId) return;
    subscription ??= await insertSubscription(tx, {
      menteeId: paid.menteeId,
      packId: paid.packId,
      provider: 'stripe',
      providerSubscriptionId: invoice.subscriptionId,
      currentPeriodStart: invoice.periodStart,
      currentPeriodEnd: invoice.periodEnd,
      createdAt: now,
    });
    if (subscription) {
      await linkPurchaseToPeriod(tx, paid.id, subscription.id, invoice.periodStart);
      paid.subscriptionId = subscription.id;
      paid.periodStart = invoice.periodStart;
    } else {
      deps.logger.warn(
        { subscriptionId: invoice.subscriptionId },
        'a second Stripe subscription was paid while one is active; granted as a pack',
      );
    }
    await grantCredits(tx, paid, subscription ? 'subscription' : 'pack', now);
    return;
  }
  if (!subscription) {
    deps.logger.warn(
      { invoiceId: invoice.invoiceId },
      'Stripe reported a paid invoice of a subscription this server did not create',
    );
    return;
  }
  const pack = findPack(deps.config, subscription.packId);
  const period = await insertPurchaseIfAbsent(tx, {
    menteeId: subscription.menteeId,
    packId: pack.id,
    sessions: pack.sessions,
    amountCents: invoice.amountCents ?? pack.priceCents,
    currency: pack.currency,
    provider: 'stripe',
    intentId,
    clientSecret: '',
    subscriptionId: subscription.id,
    periodStart: invoice.periodStart,
    createdAt: now,
  });
  const paid = period && (await markPurchasePaid(tx, period.id, now));
  if (paid) await grantCredits(tx, paid, 'subscription', now);
  if (invoice.periodEnd > subscription.currentPeriodEnd) {
    await updateSubscription(tx, subscription.id, {
      currentPeriodStart: invoice.periodStart,
      currentPeriodEnd: invoice.periodEnd,
    });
  }
}

/** Our row brought to what Stripe says (an ended subscription is never revived by a late event). */
export async function syncSubscription(db: DbOrTx, row: SubscriptionRow, stripe: ProviderSubscription): Promise<SubscriptionRow> {
  const updated = await updateSubscription(db, row.id, {
    status: endedStatuses.has(stripe.status) ? 'canceled' : row.status,
    cancelAtPeriodEnd: stripe.cancelAtPeriodEnd,
    ...(stripe.currentPeriodStart ? { currentPeriodStart: stripe.currentPeriodStart } : {}),
    ...(stripe.currentPeriodEnd ? { currentPeriodEnd: stripe.currentPeriodEnd } : {}),
  });
  return updated ?? row;
}

/** `customer.subscription.updated|deleted`: only subscriptions that were paid have a row to update. */
export async function syncSubscriptionEvent(tx: DbOrTx, stripe: ProviderSubscription): Promise<void> {
  const row = await findSubscriptionByProviderId(tx, stripe.subscriptionId);
  if (row) await syncSubscription(tx, row, stripe);
}

/** The mentee's view reads Stripe; if Stripe cannot be reached, the last state we stored answers. */
export async function refreshStripeSubscription(
  deps: AppDeps,
  provider: StripePaymentProvider,
  row: SubscriptionRow,
): Promise<SubscriptionRow> {
  try {
    return await syncSubscription(deps.db, row, await provider.retrieveSubscription(row.providerSubscriptionId!));
  } catch (error) {
    deps.logger.warn(
      { err: error, subscriptionId: row.providerSubscriptionId },
      'reading a Stripe subscription failed; answering the stored state',
    );
    return row;
  }
}

/** Cancel at the period's end in Stripe; the credits already granted stay (decision 098). Again → 404. */
export async function cancelStripeSubscription(
  deps: AppDeps,
  provider: StripePaymentProvider,
  row: SubscriptionRow,
): Promise<SubscriptionRow> {
  if (row.cancelAtPeriodEnd) throw notFound(paymentMessages.noSubscription);
  const stripe = await provider.cancelAtPeriodEnd(row.providerSubscriptionId!).catch((error: unknown) => {
    deps.logger.error({ err: error, subscriptionId: row.providerSubscriptionId }, 'canceling a Stripe subscription failed');
    throw new AppError(503, paymentMessages.providerUnavailable);
  });
  return syncSubscription(deps.db, row, stripe);
}
