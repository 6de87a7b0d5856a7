import { getConnInfo } from '@hono/node-server/conninfo';
import { and, count, eq, gt, lt } from 'drizzle-orm';
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
 * Limits that must hold across server instances (failed logins per email, reset mails) count rows in
 * the database, so every instance sharing one PostgreSQL sees the same hits.
 */
export async function assertUnderLimit(
  db: DbOrTx,
  options: { bucket: string; key: string; max: number; windowMs: number; now: Date },
): Promise<void> {
  const since = new Date(options.now.getTime() - options.windowMs);
  const [row] = await db
    .select({ hits: count() })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, options.bucket), eq(rateLimitHits.key, options.key), gt(rateLimitHits.hitAt, since)));
  if ((row?.hits ?? 0) >= options.max) throw new AppError(429, commonMessages.tooManyRequests);
}

export async function recordHit(db: DbOrTx, bucket: string, key: string, now: Date): Promise<void> {
  await db.insert(rateLimitHits).values({ bucket, key, hitAt: now });
}

export async function clearHits(db: DbOrTx, bucket: string, key: string): Promise<void> {
  await db.delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.key, key)));
}

/** Housekeeping: hits older than a day no longer count for any limit. */
export async function pruneHits(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.hitAt, new Date(now.getTime() - 24 * 3600_000)));
}
