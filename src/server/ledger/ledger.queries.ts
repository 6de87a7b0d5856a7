import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { ledgerEntries, packPurchases, tokenCarries, users } from '../db/schema';

export type LedgerInsert = typeof ledgerEntries.$inferInsert;
export type LedgerRow = typeof ledgerEntries.$inferSelect;

/** One movement's rows without the zero ones; throws unless they balance (sum zero). */
export function balanced(rows: LedgerInsert[]): LedgerInsert[] {
  const rest = rows.filter((row) => row.amountCents !== 0);
  const sum = rest.reduce((total, row) => total + row.amountCents, 0);
  if (sum !== 0) throw new Error(`unbalanced ledger movement (sum ${sum}): ${JSON.stringify(rest)}`);
  return rest;
}

/** Writes one movement: its rows must balance (sum zero), or nothing is written. */
export async function insertBalanced(tx: DbOrTx, rows: LedgerInsert[]): Promise<void> {
  const rest = balanced(rows);
  if (rest.length) await tx.insert(ledgerEntries).values(rest);
}

/** The fee and earning rows written for one booking so far: what it is currently worth to each side. */
export async function bookingShares(tx: DbOrTx, bookingId: string) {
  const rows = await tx
    .select({
      feeCents: sql<number>`coalesce(sum(case when ${ledgerEntries.kind} = 'fee' then ${ledgerEntries.amountCents} end), 0)::int`,
      netCents: sql<number>`coalesce(sum(case when ${ledgerEntries.account} = 'mentor' and ${ledgerEntries.kind} = 'earning' then ${ledgerEntries.amountCents} end), 0)::int`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.bookingId, bookingId));
  return rows[0] ?? { feeCents: 0, netCents: 0 };
}

/** The booking's positive earning row (its original earning), locked against a payout claiming it meanwhile. */
export async function originalEarning(tx: DbOrTx, bookingId: string): Promise<LedgerRow | undefined> {
  const [row] = await tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.bookingId, bookingId), eq(ledgerEntries.kind, 'earning'), gt(ledgerEntries.amountCents, 0)))
    .orderBy(asc(ledgerEntries.createdAt))
    .limit(1)
    .for('update');
  return row;
}

/** Takes one credit if the user has one; the credits left, or nothing when there was none. */
export async function spendSessionCredit(tx: DbOrTx, userId: string, now: Date): Promise<number | undefined> {
  const [row] = await tx
    .update(users)
    .set({ sessionCredits: sql`${users.sessionCredits} - 1`, updatedAt: now })
    .where(and(eq(users.id, userId), gt(users.sessionCredits, 0)))
    .returning({ sessionCredits: users.sessionCredits });
  return row?.sessionCredits;
}

export async function addSessionCredits(tx: DbOrTx, userId: string, credits: number): Promise<void> {
  await tx
    .update(users)
    .set({ sessionCredits: sql`${users.sessionCredits} + ${credits}` })
    .where(eq(users.id, userId));
}

/**
 * The oldest paid pack of the mentee that still holds a credit, locked: the credit spent now is valued
 * at that pack's per-session price (the last credit takes the rounding remainder).
 */
export async function oldestPackWithCredit(tx: DbOrTx, menteeId: string) {
  const [row] = await tx
    .select()
    .from(packPurchases)
    .where(and(eq(packPurchases.menteeId, menteeId), eq(packPurchases.status, 'succeeded'), gt(packPurchases.creditsLeft, 0)))
    .orderBy(asc(packPurchases.paidAt), asc(packPurchases.id))
    .limit(1)
    .for('update');
  return row;
}

export async function takeCreditFromPack(tx: DbOrTx, purchaseId: string, valueCents: number): Promise<void> {
  await tx
    .update(packPurchases)
    .set({
      creditsLeft: sql`${packPurchases.creditsLeft} - 1`,
      valueLeftCents: sql`${packPurchases.valueLeftCents} - ${valueCents}`,
    })
    .where(eq(packPurchases.id, purchaseId));
}

/** Records what a cancelled booking was worth on the token it gave; false when already recorded. */
export async function insertTokenCarry(tx: DbOrTx, values: typeof tokenCarries.$inferInsert): Promise<boolean> {
  const rows = await tx.insert(tokenCarries).values(values).onConflictDoNothing().returning({ id: tokenCarries.id });
  return rows.length > 0;
}

/**
 * The oldest carried value of the mentee's tokens not yet spent, marked spent on `bookingId`. SKIP
 * LOCKED: two tokens spent at once take two different carries. Nothing: the token carried no value.
 */
export async function spendTokenCarry(tx: DbOrTx, menteeId: string, bookingId: string) {
  const [carry] = await tx
    .select()
    .from(tokenCarries)
    .where(and(eq(tokenCarries.menteeId, menteeId), isNull(tokenCarries.spentBookingId)))
    .orderBy(asc(tokenCarries.createdAt), asc(tokenCarries.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!carry) return undefined;
  await tx.update(tokenCarries).set({ spentBookingId: bookingId }).where(eq(tokenCarries.id, carry.id));
  return carry;
}
