import { and, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { ledgerEntries, payoutAccounts, payouts, users } from '../db/schema';

export type PayoutRow = typeof payouts.$inferSelect;

export async function findPayoutAccount(db: DbOrTx, mentorId: string) {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.mentorId, mentorId)).limit(1);
  return row;
}

export async function insertPayoutAccount(db: DbOrTx, values: typeof payoutAccounts.$inferInsert) {
  await db.insert(payoutAccounts).values(values).onConflictDoNothing();
  return (await findPayoutAccount(db, values.mentorId))!;
}

export async function markOnboarded(db: DbOrTx, mentorId: string, now: Date) {
  await db
    .update(payoutAccounts)
    .set({ onboardedAt: now })
    .where(and(eq(payoutAccounts.mentorId, mentorId), isNull(payoutAccounts.onboardedAt)));
}

export function onboardedMentors(db: DbOrTx) {
  return db
    .select({ mentorId: payoutAccounts.mentorId })
    .from(payoutAccounts)
    .where(isNotNull(payoutAccounts.onboardedAt))
    .orderBy(payoutAccounts.mentorId);
}

/** The mentor's payout account, locked; nothing when another run holds it (that run pays this mentor). */
export async function lockPayoutAccount(tx: DbOrTx, mentorId: string) {
  const [row] = await tx
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.mentorId, mentorId), isNotNull(payoutAccounts.onboardedAt)))
    .for('update', { skipLocked: true });
  return row;
}

/**
 * Marks every available, unclaimed row of the mentor's balance as taken by `payoutId`, in one statement:
 * a row is claimed once, whatever runs concurrently. Returns the claimed amounts.
 */
export async function claimAvailable(tx: DbOrTx, mentorId: string, payoutId: string, now: Date) {
  return tx
    .update(ledgerEntries)
    .set({ paidOutBy: payoutId })
    .where(
      and(
        eq(ledgerEntries.account, 'mentor'),
        eq(ledgerEntries.mentorId, mentorId),
        isNull(ledgerEntries.paidOutBy),
        lte(ledgerEntries.availableAt, now),
      ),
    )
    .returning({ amountCents: ledgerEntries.amountCents });
}

export async function insertPayout(tx: DbOrTx, values: typeof payouts.$inferInsert): Promise<PayoutRow> {
  const [row] = await tx.insert(payouts).values(values).returning();
  return row!;
}

export function pendingPayouts(db: DbOrTx) {
  return db.select().from(payouts).where(eq(payouts.status, 'pending')).orderBy(payouts.createdAt).limit(500);
}

export async function markPayoutPaid(db: DbOrTx, id: string, transferId: string, now: Date) {
  await db
    .update(payouts)
    .set({ status: 'paid', transferId, paidAt: now })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'pending')));
}

export function listPayouts(db: DbOrTx, mentorId: string) {
  return db.select().from(payouts).where(eq(payouts.mentorId, mentorId)).orderBy(desc(payouts.createdAt)).limit(200);
}

export function listAllPayouts(db: DbOrTx, limit: number, offset: number) {
  return db
    .select({ payout: payouts, mentorUuid: users.uuid, mentorName: users.userName })
    .from(payouts)
    .leftJoin(users, eq(users.id, payouts.mentorId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(limit)
    .offset(offset);
}

export async function mentorUuid(db: DbOrTx, mentorId: string | null) {
  if (!mentorId) return null;
  const [row] = await db.select({ uuid: users.uuid }).from(users).where(eq(users.id, mentorId));
  return row?.uuid ?? null;
}

export async function paidOutTotal(db: DbOrTx, mentorId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${payouts.amountCents}), 0)::int` })
    .from(payouts)
    .where(eq(payouts.mentorId, mentorId));
  return row?.total ?? 0;
}
