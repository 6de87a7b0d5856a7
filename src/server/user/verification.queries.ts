import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { emailVerificationTokens, users } from '../db/schema';

/** A new link replaces every older one of the user's: only the latest mail works. */
export async function replaceVerificationToken(db: DbOrTx, userId: string, tokenHash: string, expiresAt: Date) {
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
    await tx.insert(emailVerificationTokens).values({ userId, tokenHash, expiresAt });
  });
}

/**
 * Uses a valid link: deletes its token (and the user's others) and marks the address verified, in one
 * transaction. Returns the user, or undefined for an unknown, used or expired token.
 */
export async function consumeVerificationToken(db: DbOrTx, tokenHash: string, now: Date) {
  return db.transaction(async (tx) => {
    const [token] = await tx
      .delete(emailVerificationTokens)
      .where(and(eq(emailVerificationTokens.tokenHash, tokenHash), gt(emailVerificationTokens.expiresAt, now)))
      .returning({ userId: emailVerificationTokens.userId });
    if (!token) return undefined;
    await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, token.userId));
    const [row] = await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: sql`now()` })
      .where(and(eq(users.id, token.userId), isNull(users.emailVerifiedAt)))
      .returning({ id: users.id });
    return row ?? { id: token.userId };
  });
}
