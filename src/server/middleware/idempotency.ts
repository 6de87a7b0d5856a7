import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DbOrTx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import type { AppEnv } from '../http/context';
import { AppError, conflict, fieldError, isUniqueViolation } from '../http/errors';
import { commonMessages } from '../i18n/common.messages';
import { currentUser } from './auth';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * For mutations an offline queue may send twice: the first response to a (user, key) pair is stored
 * and returned again for every repeat, and the handler does not run again. Place after `requireUser`.
 * A key reused for a different request is refused; a key whose first request failed with 5xx can be retried.
 */
export const idempotent = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return next();
  if (key.length < 8 || key.length > 200) throw fieldError(IDEMPOTENCY_HEADER, commonMessages.invalidIdempotencyKey);
  const { db } = c.get('deps');
  const user = currentUser(c);
  const body = await c.req.text();
  const fingerprint = createHash('sha256').update(`${c.req.method} ${c.req.path}\n${body}`).digest('hex');

  try {
    await db.insert(idempotencyKeys).values({ userId: user._id, key, requestFingerprint: fingerprint });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [stored] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, user._id), eq(idempotencyKeys.key, key)));
    if (!stored) throw error;
    if (stored.requestFingerprint !== fingerprint) throw new AppError(422, commonMessages.idempotencyMismatch);
    if (stored.statusCode === null) throw conflict(commonMessages.idempotencyInProgress);
    c.header('Idempotent-Replayed', 'true');
    return c.json(stored.responseBody as object, stored.statusCode as ContentfulStatusCode);
  }

  // Hono has already turned a thrown error into its response here; a 4xx is stable, a 5xx may be retried.
  await next();
  if (c.res.status >= 500) {
    await forget(db, user._id, key);
    return;
  }
  const responseBody = await c.res
    .clone()
    .json()
    .catch(() => null);
  await remember(db, user._id, key, c.res.status, responseBody);
});

async function remember(db: DbOrTx, userId: string, key: string, statusCode: number, responseBody: unknown) {
  await db
    .update(idempotencyKeys)
    .set({ statusCode, responseBody })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

async function forget(db: DbOrTx, userId: string, key: string) {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** Keys only need to outlive an offline spell; a week is plenty. */
export async function pruneIdempotencyKeys(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - 7 * 86_400_000)));
}
