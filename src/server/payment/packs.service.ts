import type { Pack } from '../../shared/contracts/money';
import { packIds, type PackId } from '../../shared/domain/money';
import type { DbOrTx } from '../db/client';
import type { Config } from '../env';
import { notFound } from '../http/errors';
import { addSessionCredits } from '../ledger/ledger.queries';
import { recordPackPayment } from '../ledger/ledger.service';
import { issueReceipt } from '../receipts/receipts.service';
import { paymentMessages } from './payment.messages';
import {
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
