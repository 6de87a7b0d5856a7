import { randomUUID } from 'node:crypto';
import type { PackIntent } from '../../shared/contracts/money';
import type { AppDeps, CurrentUser } from '../http/context';
import { AppError, conflict } from '../http/errors';
import type { ConfiguredPaymentProvider } from './payment-provider';
import { paymentMessages } from './payment.messages';
import { findActiveSubscription, findOpenPurchase, insertPurchase, openPurchase } from './packs.queries';
import { findPack } from './packs.service';
import { createStripeSubscriptionIntent } from './stripe-subscription.service';

/**
 * The intent a mentee buys a pack with. An unpaid intent of the same pack is reused (coming back to the
 * purchase page does not pile up intents); each intent grants its credits at most once.
 */
export async function createPackIntent(
  deps: AppDeps,
  provider: ConfiguredPaymentProvider,
  user: CurrentUser,
  packId: string,
): Promise<PackIntent> {
  const pack = findPack(deps.config, packId);
  if (pack.recurring) {
    if (await findActiveSubscription(deps.db, user._id)) throw conflict(paymentMessages.alreadySubscribed);
    if (provider.kind === 'stripe') return createStripeSubscriptionIntent(deps, provider, user, pack);
  }
  let purchase = await findOpenPurchase(deps.db, user._id, pack.id);
  // An intent of another provider (the keys changed since) or another price is not reused.
  if (!purchase || purchase.provider !== provider.kind || purchase.amountCents !== pack.priceCents) {
    const purchaseId = randomUUID();
    const intent = await provider
      .createIntent({ reference: { purchaseId }, amountCents: pack.priceCents, currency: pack.currency })
      .catch((error: unknown) => {
        deps.logger.error({ err: error, packId, provider: provider.kind }, 'creating a pack intent failed');
        throw new AppError(503, paymentMessages.providerUnavailable);
      });
    purchase = await insertPurchase(
      deps.db,
      openPurchase(user._id, pack, {
        id: purchaseId,
        provider: provider.kind,
        intentId: intent.intentId,
        clientSecret: intent.clientSecret,
        createdAt: deps.now(),
      }),
    );
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
