import { desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { receipts, users } from '../db/schema';

export type ReceiptRow = typeof receipts.$inferSelect;

/** One receipt per payment: a replayed confirmation finds the booking's or pack's receipt already there. */
export async function insertReceipt(tx: DbOrTx, values: typeof receipts.$inferInsert): Promise<void> {
  await tx.insert(receipts).values(values).onConflictDoNothing();
}

export function listReceipts(db: DbOrTx, payerId: string) {
  return db.select().from(receipts).where(eq(receipts.payerId, payerId)).orderBy(desc(receipts.seq)).limit(200);
}

export async function findReceipt(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ receipt: receipts, payer: { userName: users.userName, email: users.email, language: users.language } })
    .from(receipts)
    .leftJoin(users, eq(users.id, receipts.payerId))
    .where(eq(receipts.id, id))
    .limit(1);
  return row;
}

/**
 * Takes up to `limit` receipts not yet mailed and marks them mailed, in one statement (SKIP LOCKED:
 * instances take different ones). The caller puts a receipt back when its mail fails.
 */
export async function claimUnmailedReceipts(db: DbOrTx, now: Date, limit = 20) {
  const due = db
    .select({ id: receipts.id })
    .from(receipts)
    .where(isNull(receipts.mailedAt))
    .orderBy(receipts.seq)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(receipts)
    .set({ mailedAt: now })
    .where(inArray(receipts.id, due))
    .returning();
}

export async function unclaimReceipt(db: DbOrTx, id: string) {
  await db.update(receipts).set({ mailedAt: null }).where(eq(receipts.id, id));
}
