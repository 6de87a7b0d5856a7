import { getConnInfo } from '@hono/node-server/conninfo';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import type { DbOrTx } from '../db/client';
import { rateLimitHits } from '../db/schema';
import type { AppEnv } from '../http/context';
import { AppError } from '../http/errors';
import { commonMessages } from '../i18n/common.messages';
import { errorBody } from './error-handler';

export function clientIp(c: Context<AppEnv>): string {
  if (c.get('deps').config.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'local';
  }
}

/** The general per-IP limit. In memory per instance: it guards against floods, not against a patient attacker. */
export function ipRateLimit(limitPerMinute: number) {
  return rateLimiter<AppEnv>({
    windowMs: 60_000,
    limit: limitPerMinute,
    standardHeaders: 'draft-7',
    keyGenerator: (c) => clientIp(c),
    handler: (c) => c.json(errorBody(c.get('lang'), commonMessages.tooManyRequests), 429),
  });
}

/**
 * Limits that must hold across server instances (failed logins per email, sign-ups, reset mails) count
 * rows in the database, so every instance sharing one PostgreSQL sees the same hits.
 *
 * The check and the hit are one step under a transaction-scoped advisory lock on the (bucket, key)
 * pair: a burst of parallel requests for one key is let through at most `max` times, where a separate
 * count-then-insert let every request of the burst see the same low count.
 */
export async function takeHit(
  db: DbOrTx,
  options: { bucket: string; key: string; max: number; windowMs: number; now: Date },
): Promise<void> {
  const since = new Date(options.now.getTime() - options.windowMs);
  const taken = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${options.bucket}\n${options.key}`}, 0))`);
    const [row] = await tx
      .select({ hits: count() })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, options.bucket), eq(rateLimitHits.key, options.key), gt(rateLimitHits.hitAt, since)));
    if ((row?.hits ?? 0) >= options.max) return false;
    await tx.insert(rateLimitHits).values({ bucket: options.bucket, key: options.key, hitAt: options.now });
    return true;
  });
  if (!taken) throw new AppError(429, commonMessages.tooManyRequests);
}

export async function clearHits(db: DbOrTx, bucket: string, key: string): Promise<void> {
  await db.delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.key, key)));
}

/** Housekeeping: hits older than a day no longer count for any limit. */
export async function pruneHits(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.hitAt, new Date(now.getTime() - 24 * 3600_000)));
}
