import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AuthUser } from '../../shared/contracts/user';
import type { DbOrTx } from '../db/client';
import { authSessions, users } from '../db/schema';
import type { AppEnv, CurrentUser } from '../http/context';
import { imagePath } from '../images/image-url';
import { authUserColumns } from '../machinery/auth-lookup';

export const AUTH_COOKIE = 'sid';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

export function toAuthUser(row: Pick<typeof users.$inferSelect, keyof typeof authUserColumns>): AuthUser {
  return {
    _id: row.id,
    uuid: row.uuid,
    email: row.email,
    userName: row.userName,
    role: row.role,
    originalRole: row.originalRole,
    image: imagePath(row.imageId),
    freeSessionTokens: row.freeSessionTokens,
    sessionCredits: row.sessionCredits,
    headline: row.headline,
    bio: row.bio,
    languages: row.languages,
    timeZone: row.timeZone,
    notifications: {
      bookingMail: row.bookingMail,
      bookingPush: row.bookingPush,
      reminderMail: row.reminderMail,
      reminderPush: row.reminderPush,
    },
    emailVerified: row.emailVerifiedAt !== null,
    mentorStatus: row.mentorStatus,
    mentorStatusReason: row.mentorStatus === 'rejected' ? row.mentorStatusReason : null,
  };
}

/** Logs the user in: stores a new auth token and sets its cookie. Only the token's hash is stored. */
export async function startAuth(c: Context<AppEnv>, db: DbOrTx, userId: string): Promise<void> {
  const { config } = c.get('deps');
  const token = newToken();
  const expiresAt = new Date(c.get('deps').now().getTime() + config.SESSION_DAYS * 86_400_000);
  await db.insert(authSessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt,
    userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null,
  });
  setCookie(c, AUTH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: config.publicUrl.startsWith('https://'),
    // Max-Age, not Expires: the browser's clock counts, and a test clock far in the future cannot break it.
    maxAge: config.SESSION_DAYS * 86_400,
  });
}

export function clearAuthCookie(c: Context<AppEnv>): void {
  deleteCookie(c, AUTH_COOKIE, { path: '/', secure: c.get('deps').config.publicUrl.startsWith('https://') });
}

export interface AuthLookup {
  user: CurrentUser;
  /** The version of the route's read scope, read in the same statement (see read-cache.ts). */
  readVersion: string | null;
}

const noScope = { name: 'none', version: sql`null` };

export async function loadAuthUser(c: Context<AppEnv>): Promise<AuthLookup | null> {
  const token = getCookie(c, AUTH_COOKIE);
  if (!token || token.length > 100) return null;
  const tokenHash = hashToken(token);
  const deps = c.get('deps');
  // No password hash or timestamps besides the expiry to fetch and parse; a cached read's version comes
  // along in the same statement instead of costing a second one.
  const row = await c.get('machinery').authLookup(c.get('readScope') ?? noScope, tokenHash);
  // Checked here, not in SQL: the lookups of one statement may each have their own clock (the test clock).
  if (!row || row.expiresAt.getTime() <= deps.now().getTime()) return null;
  // Suspension deletes the user's logins in its transaction; this also covers a login that raced it.
  if (row.user.suspendedAt) return null;
  return {
    user: { ...toAuthUser(row.user), authTokenHash: tokenHash },
    readVersion: (row.readVersion as string | null) ?? null,
  };
}

export async function endAuth(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.tokenHash, tokenHash));
}

/** Logs a user out everywhere, or everywhere but `keepTokenHash` (the device that changed the password). */
export async function endUserAuths(db: DbOrTx, userId: string, keepTokenHash?: string): Promise<void> {
  await db
    .delete(authSessions)
    .where(
      keepTokenHash
        ? and(eq(authSessions.userId, userId), ne(authSessions.tokenHash, keepTokenHash))
        : eq(authSessions.userId, userId),
    );
}

export async function pruneExpiredAuths(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(authSessions).where(lt(authSessions.expiresAt, now));
}
