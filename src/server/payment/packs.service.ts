import { randomUUID } from 'node:crypto';
import type { Pack, PackIntent } from '../../shared/contracts/money';
import { packIds, type PackId } from '../../shared/domain/money';
import type { DbOrTx } from '../db/client';
import type { Config } from '../env';
import type { AppDeps, CurrentUser } from '../http/context';
import { AppError, conflict, notFound } from '../http/errors';
import { addSessionCredits } from '../ledger/ledger.queries';
import { recordPackPayment } from '../ledger/ledger.service';
import { issueReceipt } from '../receipts/receipts.service';
import { paymentProviderOf } from './payment-provider';
import { paymentMessages } from './payment.messages';
import {
  findActiveSubscription,
  findOpenPurchase,
  insertPurchase,
  insertSubscription,
  linkPurchaseToPeriod,
  markPurchasePaid,
  type PurchaseRow,
} from './packs.queries';

/** The pricing page's three plans, priced by configuration in CURRENCY. */
export function packCatalogue(config: Config): Pack[] {
  const currency = config.CURRENCY;
  return [
    { id: 'single', sessions: 1, priceCents: config.sessionPriceCents, currency, recurring: null },
    { id: 'pack-10', sessions: 10, priceCents: config.pack10PriceCents, currency, recurring: null },
    { id: 'monthly-18', sessions: 18, priceCents: config.subscriptionPriceCents, currency, recurring: 'month' },
  ];
}

export function findPack(config: Config, id: string): Pack {
  const pack = packCatalogue(config).find((candidate) => candidate.id === id);
  if (!pack || !(packIds as readonly string[]).includes(id)) throw notFound(paymentMessages.packNotFound);
  return pack;
}

/** One calendar month later (UTC); the 31st runs into the next month as Date does. */
export function addMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/**
 * The intent a mentee buys a pack with. An unpaid intent of the same pack is reused (coming back to the
 * purchase page does not pile up intents); each intent grants its credits at most once.
 */
export async function createPackIntent(deps: AppDeps, user: CurrentUser, packId: string): Promise<PackIntent> {
  const pack = findPack(deps.config, packId);
  const provider = paymentProviderOf(deps);
  if (pack.recurring) {
    if (provider.kind !== 'simulated') throw conflict(paymentMessages.subscriptionNeedsSimulated);
    if (await findActiveSubscription(deps.db, user._id)) throw conflict(paymentMessages.alreadySubscribed);
  }
  let purchase = await findOpenPurchase(deps.db, user._id, pack.id);
  if (!purchase || purchase.amountCents !== pack.priceCents) {
    const purchaseId = randomUUID();
    const intent = await provider
      .createIntent({ reference: { purchaseId }, amountCents: pack.priceCents, currency: pack.currency })
      .catch((error: unknown) => {
        deps.logger.error({ err: error, packId, provider: provider.kind }, 'creating a pack intent failed');
        throw new AppError(503, paymentMessages.providerUnavailable);
      });
    purchase = await insertPurchase(deps.db, {
      id: purchaseId,
      menteeId: user._id,
      packId: pack.id,
      sessions: pack.sessions,
      amountCents: pack.priceCents,
      currency: pack.currency,
      provider: provider.kind,
      intentId: intent.intentId,
      clientSecret: intent.clientSecret,
      createdAt: deps.now(),
    });
  }
  return {
    purchaseId: purchase.id,
    clientSecret: purchase.clientSecret,
    amountCents: purchase.amountCents,
    currency: purchase.currency,
    provider: provider.kind,
    ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
  };
}

/** Grants a paid purchase's credits with its ledger rows and receipt, in the caller's transaction. */
async function grantCredits(tx: DbOrTx, paid: PurchaseRow, kind: 'pack' | 'subscription', now: Date) {
  if (!paid.menteeId) return;
  await addSessionCredits(tx, paid.menteeId, paid.sessions);
  await recordPackPayment(tx, paid, now);
  await issueReceipt(
    tx,
    { payerId: paid.menteeId, purchaseId: paid.id, kind, sessions: paid.sessions, amountCents: paid.amountCents, currency: paid.currency, itemAt: paid.periodStart ?? now },
    now,
  );
}

/**
 * The money for a pack arrived: grant its credits once (a replay finds it paid and changes nothing). A
 * monthly pack starts its subscription with this first period.
 */
export async function settlePackPurchase(tx: DbOrTx, purchaseId: string, now: Date): Promise<boolean> {
  const paid = await markPurchasePaid(tx, purchaseId, now);
  if (!paid) return false;
  const pack = packIds.includes(paid.packId as PackId) && paid.packId === 'monthly-18';
  if (pack && paid.menteeId) {
    const subscription = await insertSubscription(tx, {
      menteeId: paid.menteeId,
      packId: paid.packId,
      currentPeriodStart: now,
      currentPeriodEnd: addMonth(now),
      createdAt: now,
    });
    // Two first periods paid at once: the second is a plain pack of the same sessions (nothing recurs twice).
    if (subscription) {
      await linkPurchaseToPeriod(tx, paid.id, subscription.id, now);
      paid.subscriptionId = subscription.id;
      paid.periodStart = now;
    }
  }
  await grantCredits(tx, paid, paid.subscriptionId ? 'subscription' : 'pack', now);
  return true;
}

export { grantCredits };
