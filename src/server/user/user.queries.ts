import { carryCancelledSession } from '../ledger/ledger.service';
import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { bookings, passwordResetTokens, slots, users } from '../db/schema';

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function updateUser(db: DbOrTx, id: string, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function listUsersPage(db: DbOrTx, page: number, pageSize: number) {
  const [total] = await db.select({ value: count() }).from(users);
  const rows = await db
    .select()
    .from(users)
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total: total?.value ?? 0 };
}

/**
 * A new reset link replaces every older one of the user's: only the latest mail works. The user row is
 * locked so two requests at once cannot both leave their token standing.
 */
export async function replaceResetToken(db: DbOrTx, userId: string, tokenHash: string, expiresAt: Date) {
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await revokeResetTokens(tx, userId);
    await tx.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
  });
}

/** After a password or email change no reset link mailed before may still work. */
export async function revokeResetTokens(db: DbOrTx, userId: string) {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}

/** Marks a valid token used and returns its user id; a second use, or an expired token, finds nothing. */
export async function consumeResetToken(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

export async function findAdminEmails(db: DbOrTx) {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(sql`${users.role} = 'admin' or ${users.originalRole} = 'admin'`);
  return rows.map((row) => row.email);
}

/**
 * Before an account disappears: its live future bookings are released. A deleted mentee's holds and
 * sessions free their slots; a deleted mentor's sessions are cancelled and each mentee is credited
 * a free-session token, as when a mentor cancels.
 */
export async function releaseFutureBookings(db: DbOrTx, userId: string, now: Date) {
  const live = and(inArray(bookings.status, ['pending', 'confirmed']), gt(bookings.startAt, now));
  await db
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now, cancelledBy: 'mentee' })
    .where(and(eq(bookings.menteeId, userId), live));
  const cancelledByMentor = await db
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now, cancelledBy: 'mentor' })
    .where(and(eq(bookings.mentorId, userId), live))
    .returning();
  for (const booking of cancelledByMentor) {
    if (booking.menteeId && booking.paidWith) {
      await db
        .update(users)
        .set({ freeSessionTokens: sql`${users.freeSessionTokens} + 1` })
        .where(eq(users.id, booking.menteeId));
      // The token carries what the session was worth, as any cancellation's token does.
      await carryCancelledSession(db, booking, now);
    }
  }
  await db.delete(slots).where(and(eq(slots.mentorId, userId), gt(slots.startAt, now)));
}
