import { timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type { SimulatedConfirmResponse, simulatedConfirmRequestSchema } from '../../shared/contracts/payment';
import type { DbOrTx } from '../db/client';
import type { AppDeps, CurrentUser } from '../http/context';
import { AppError, notFound } from '../http/errors';
import { localize } from '../i18n/localized';
import { mailReceiptsSoon } from '../receipts/receipts.service';
import { cardFailures, paymentMessages } from './payment.messages';
import { findPurchaseByIntent, markPurchaseFailed } from './packs.queries';
import { settlePackPurchase } from './packs.service';
import type { SimulatedPaymentProvider } from './providers/simulated-provider';

/**
 * The simulated card payment of a pack: only its buyer may pay. A card problem is a 402 and grants
 * nothing; paying again after a success reports that success and grants nothing more.
 */
export async function confirmSimulatedPack(
  deps: AppDeps,
  provider: SimulatedPaymentProvider,
  user: CurrentUser,
  body: z.output<typeof simulatedConfirmRequestSchema>,
): Promise<SimulatedConfirmResponse> {
  const intentId = provider.intentIdOf(body.clientSecret);
  const purchase = intentId ? await findPurchaseByIntent(deps.db, intentId) : undefined;
  const given = Buffer.from(body.clientSecret);
  const matches = purchase && purchase.provider === 'simulated' && Buffer.from(purchase.clientSecret).length === given.length
    && timingSafeEqual(Buffer.from(purchase.clientSecret), given);
  if (!purchase || !matches) throw notFound(paymentMessages.paymentNotFound);
  if (purchase.menteeId !== user._id) throw new AppError(403, paymentMessages.notYourPayment);
  const succeeded = { status: 'succeeded', purchaseId: purchase.id } as const;
  if (purchase.status === 'succeeded') return succeeded;

  const now = deps.now();
  const result = provider.charge(body, now);
  if (result !== 'succeeded') {
    await markPurchaseFailed(deps.db, purchase.id, localize(cardFailures[result], 'en'));
    throw new AppError(402, cardFailures[result]);
  }
  await deps.db.transaction((tx) => settlePackPurchase(tx, purchase.id, now));
  mailReceiptsSoon(deps);
  return succeeded;
}

/** Stripe's `payment_intent.succeeded` for a pack; false when the intent is not a pack's. */
export async function settlePackIntent(tx: DbOrTx, intentId: string, now: Date): Promise<boolean> {
  const purchase = await findPurchaseByIntent(tx, intentId);
  if (!purchase) return false;
  // A Stripe subscription's periods are granted by its paid invoices (which name the subscription), not here.
  if (!(purchase.provider === 'stripe' && purchase.packId === 'monthly-18')) await settlePackPurchase(tx, purchase.id, now);
  return true;
}

export async function failPackIntent(tx: DbOrTx, intentId: string, message: string | null): Promise<void> {
  const purchase = await findPurchaseByIntent(tx, intentId);
  if (purchase) await markPurchaseFailed(tx, purchase.id, message);
}
