import { and, desc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Pack } from '../../shared/contracts/money';
import type { DbOrTx } from '../db/client';
import { packPurchases, stripeCustomers, subscriptions } from '../db/schema';

export type PurchaseRow = typeof packPurchases.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function insertPurchase(db: DbOrTx, values: typeof packPurchases.$inferInsert): Promise<PurchaseRow> {
  const [row] = await db.insert(packPurchases).values(values).returning();
  return row!;
}

/** A mentee's open purchase of `pack` at its current price, waiting for the provider's intent `payment`. */
export function openPurchase(
  menteeId: string,
  pack: Pick<Pack, 'id' | 'sessions' | 'priceCents' | 'currency'>,
  payment: Pick<typeof packPurchases.$inferInsert, 'provider' | 'intentId' | 'clientSecret'> & { id: string; createdAt: Date },
): typeof packPurchases.$inferInsert {
  return {
    ...payment,
    menteeId,
    packId: pack.id,
    sessions: pack.sessions,
    amountCents: pack.priceCents,
    currency: pack.currency,
  };
}

/**
 * The mentee's open (unpaid) intent for this pack, reused when they come back to the purchase page;
 * `since` leaves out older ones (a Stripe subscription's first invoice lapses after 23 hours).
 */
export async function findOpenPurchase(
  db: DbOrTx,
  menteeId: string,
  packId: string,
  since?: Date,
): Promise<PurchaseRow | undefined> {
  const [row] = await db
    .select()
    .from(packPurchases)
    .where(
      and(
        eq(packPurchases.menteeId, menteeId),
        eq(packPurchases.packId, packId),
        inArray(packPurchases.status, ['requires_payment', 'failed']),
        since ? gt(packPurchases.createdAt, since) : undefined,
      ),
    )
    .orderBy(desc(packPurchases.createdAt))
    .limit(1);
  return row;
}

export async function findPurchaseByIntent(db: DbOrTx, intentId: string): Promise<PurchaseRow | undefined> {
  const [row] = await db.select().from(packPurchases).where(eq(packPurchases.intentId, intentId)).limit(1);
  return row;
}

/**
 * The unpaid-to-paid step: one conditional UPDATE, so however often a confirmation arrives (a double
 * click, a replayed webhook) only one of them gets the row back and grants the credits.
 */
export async function markPurchasePaid(tx: DbOrTx, id: string, now: Date): Promise<PurchaseRow | undefined> {
  const [row] = await tx
    .update(packPurchases)
    .set({ status: 'succeeded', failureMessage: null, paidAt: now })
    .where(and(eq(packPurchases.id, id), inArray(packPurchases.status, ['requires_payment', 'failed'])))
    .returning();
  if (!row) return undefined;
  const [granted] = await tx
    .update(packPurchases)
    .set({ creditsLeft: row.sessions, valueLeftCents: row.amountCents })
    .where(eq(packPurchases.id, id))
    .returning();
  return granted;
}

export async function markPurchaseFailed(db: DbOrTx, id: string, message: string | null): Promise<void> {
  await db
    .update(packPurchases)
    .set({ status: 'failed', failureMessage: message })
    .where(and(eq(packPurchases.id, id), inArray(packPurchases.status, ['requires_payment', 'failed'])));
}

export async function linkPurchaseToPeriod(tx: DbOrTx, id: string, subscriptionId: string, periodStart: Date): Promise<void> {
  await tx.update(packPurchases).set({ subscriptionId, periodStart }).where(eq(packPurchases.id, id));
}

export async function findActiveSubscription(db: DbOrTx, menteeId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.menteeId, menteeId), eq(subscriptions.status, 'active')))
    .limit(1);
  return row;
}

export async function findLatestSubscription(db: DbOrTx, menteeId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.menteeId, menteeId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row;
}

export async function insertSubscription(
  tx: DbOrTx,
  values: typeof subscriptions.$inferInsert,
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.insert(subscriptions).values(values).onConflictDoNothing().returning();
  return row;
}

export async function cancelActiveSubscription(db: DbOrTx, menteeId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set({ status: 'canceled' })
    .where(and(eq(subscriptions.menteeId, menteeId), eq(subscriptions.status, 'active')))
    .returning();
  return row;
}

/** Active subscriptions whose period has ended, locked (SKIP LOCKED: instances renew different ones). */
export function lockDueSubscriptions(tx: DbOrTx, now: Date, menteeId?: string) {
  return tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        // Stripe renews its own subscriptions; their periods come from paid invoices.
        isNull(subscriptions.providerSubscriptionId),
        lte(subscriptions.currentPeriodEnd, now),
        menteeId ? eq(subscriptions.menteeId, menteeId) : undefined,
      ),
    )
    .limit(50)
    .for('update', { skipLocked: true });
}

export async function advanceSubscription(tx: DbOrTx, id: string, start: Date, end: Date): Promise<void> {
  await tx.update(subscriptions).set({ currentPeriodStart: start, currentPeriodEnd: end }).where(eq(subscriptions.id, id));
}

/** A period of a Stripe subscription; nothing when this invoice's intent or this period is already in. */
export async function insertPurchaseIfAbsent(
  tx: DbOrTx,
  values: typeof packPurchases.$inferInsert,
): Promise<PurchaseRow | undefined> {
  const [row] = await tx.insert(packPurchases).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findSubscriptionByProviderId(
  db: DbOrTx,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .limit(1);
  return row;
}

export async function updateSubscription(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<SubscriptionRow, 'status' | 'cancelAtPeriodEnd' | 'currentPeriodStart' | 'currentPeriodEnd'>>,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.update(subscriptions).set(values).where(eq(subscriptions.id, id)).returning();
  return row;
}

export async function findStripeCustomer(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, userId)).limit(1);
  return row?.customerId;
}

export async function insertStripeCustomer(db: DbOrTx, userId: string, customerId: string, now: Date): Promise<void> {
  await db.insert(stripeCustomers).values({ userId, customerId, createdAt: now }).onConflictDoNothing();
}
