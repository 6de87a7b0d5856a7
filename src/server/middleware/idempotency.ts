import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DbOrTx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import type { AppEnv } from '../http/context';
import { AppError, fieldError } from '../http/errors';
import { commonMessages } from '../i18n/common.messages';
import { currentUser } from './auth';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Unwinds a (sub)transaction whose work must not stay; never leaves this module. */
class Undo extends Error {}

/**
 * For mutations an offline queue may send twice: the first response to a (user, key) pair is stored
 * and returned again for every repeat, and the handler does not run again. Place after `requireUser`.
 * A key reused for a different request is refused.
 *
 * The key, the handler's writes and the stored answer commit in one transaction (the handler sees it as
 * `deps.db`). A request that never finishes (the process killed half-way) leaves nothing behind, so its
 * retry runs again; a repeat arriving while the first still runs waits on the key's row and then
 * replays. A 5xx is not stored either: it may go away when retried.
 */
export const idempotent = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return next();
  if (key.length < 8 || key.length > 200) throw fieldError(IDEMPOTENCY_HEADER, commonMessages.invalidIdempotencyKey);
  const deps = c.get('deps');
  const user = currentUser(c);
  const body = await c.req.text();
  const fingerprint = createHash('sha256').update(`${c.req.method} ${c.req.path}\n${body}`).digest('hex');

  let stored: typeof idempotencyKeys.$inferSelect | undefined;
  try {
    await deps.db.transaction(async (tx) => {
      if (!(await claim(tx, user._id, key, fingerprint))) {
        [stored] = await tx
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.userId, user._id), eq(idempotencyKeys.key, key)));
        return;
      }
      try {
        // A savepoint: a refused request's failed statement must not spoil the transaction its answer is stored in.
        await tx.transaction(async (handlerTx) => {
          c.set('deps', { ...deps, db: handlerTx });
          // Hono has already turned a thrown error into its response here.
          await next();
          if (c.res.status >= 400) throw new Undo();
        });
      } catch (error) {
        if (!(error instanceof Undo)) throw error;
      } finally {
        c.set('deps', deps);
      }
      if (c.res.status >= 500) throw new Undo();
      const responseBody = await c.res
        .clone()
        .json()
        .catch(() => null);
      await tx
        .update(idempotencyKeys)
        .set({ statusCode: c.res.status, responseBody })
        .where(and(eq(idempotencyKeys.userId, user._id), eq(idempotencyKeys.key, key)));
    });
  } catch (error) {
    if (!(error instanceof Undo)) throw error;
    return;
  }
  if (!stored) return;
  if (stored.requestFingerprint !== fingerprint) throw new AppError(422, commonMessages.idempotencyMismatch);
  c.header('Idempotent-Replayed', 'true');
  // A taken key always has its answer: claim() takes over any row without one.
  return c.json(stored.responseBody as object, stored.statusCode as ContentfulStatusCode);
});

/**
 * Inserts the key for this request, or finds it taken. A row without an answer can only be the remains
 * of an older version of this code that stored the key first; it is taken over rather than kept stuck.
 */
async function claim(tx: DbOrTx, userId: string, key: string, requestFingerprint: string): Promise<boolean> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, requestFingerprint })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { requestFingerprint, createdAt: sql`now()` },
      where: isNull(idempotencyKeys.statusCode),
    })
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

/** Keys only need to outlive an offline spell; a week is plenty. */
export async function pruneIdempotencyKeys(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - 7 * 86_400_000)));
}
