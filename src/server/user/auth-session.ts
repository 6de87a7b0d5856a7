import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AuthUser } from '../../shared/contracts/user';
import type { Database, DbOrTx } from '../db/client';
import { authSessions, users } from '../db/schema';
import type { AppEnv, CurrentUser } from '../http/context';
import type { ReadScope } from '../read-cache/read-cache';

export const SESSION_COOKIE = 'sid';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

/** What an AuthUser is made of; the per-request session lookup reads only these columns. */
const authUserColumns = {
  id: users.id,
  uuid: users.uuid,
  email: users.email,
  userName: users.userName,
  role: users.role,
  originalRole: users.originalRole,
  image: users.image,
  freeSessionTokens: users.freeSessionTokens,
};

export function toAuthUser(row: Pick<typeof users.$inferSelect, keyof typeof authUserColumns>): AuthUser {
  return {
    _id: row.id,
    uuid: row.uuid,
    email: row.email,
    userName: row.userName,
    role: row.role,
    originalRole: row.originalRole,
    image: row.image,
    freeSessionTokens: row.freeSessionTokens,
  };
}

/** Starts a login session and sets its cookie. Only the token's hash is stored. */
export async function startSession(c: Context<AppEnv>, db: DbOrTx, userId: string): Promise<void> {
  const { config } = c.var.deps;
  const token = newToken();
  const expiresAt = new Date(c.var.deps.now().getTime() + config.SESSION_DAYS * 86_400_000);
  await db.insert(authSessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt,
    userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null,
  });
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: config.publicUrl.startsWith('https://'),
    // Max-Age, not Expires: the browser's clock counts, and a test clock far in the future cannot break it.
    maxAge: config.SESSION_DAYS * 86_400,
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: c.var.deps.config.publicUrl.startsWith('https://') });
}

export interface SessionLookup {
  user: CurrentUser;
  /** The version of the route's read scope, read in the same statement (see read-cache.ts). */
  readVersion: string | null;
}

const noScope = { name: 'none', version: sql`null` };

function prepareLookup(db: Database, scope: Pick<ReadScope, 'name' | 'version'>) {
  return db
    .select({ user: authUserColumns, readVersion: scope.version })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.tokenHash, sql.placeholder('tokenHash')), gt(authSessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare(`session_lookup_${scope.name}`);
}
type PreparedLookup = ReturnType<typeof prepareLookup>;

/**
 * Runs on every API request with a cookie, so it is built once per database and scope: Drizzle then
 * neither assembles the SQL again nor, on PostgreSQL, does the server parse and plan it again.
 */
const preparedLookups = new WeakMap<Database, Map<string, PreparedLookup>>();

export async function loadSessionUser(c: Context<AppEnv>): Promise<SessionLookup | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token || token.length > 100) return null;
  const tokenHash = hashToken(token);
  const { db } = c.var.deps;
  const scope = c.var.readScope ?? noScope;
  let lookups = preparedLookups.get(db);
  if (!lookups) preparedLookups.set(db, (lookups = new Map()));
  let lookup = lookups.get(scope.name);
  if (!lookup) lookups.set(scope.name, (lookup = prepareLookup(db, scope)));
  // No password hash or timestamps to fetch and parse; a cached read's version comes along in the same
  // statement instead of costing a second one.
  const [row] = await lookup.execute({ tokenHash, now: c.var.deps.now().toISOString(), ...c.var.readScope?.params });
  if (!row) return null;
  return {
    user: { ...toAuthUser(row.user), sessionTokenHash: tokenHash },
    readVersion: (row.readVersion as string | null) ?? null,
  };
}

export async function endSession(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.tokenHash, tokenHash));
}

/** Ends every session of a user, or every one but `keepTokenHash` (the device that changed the password). */
export async function endUserSessions(db: DbOrTx, userId: string, keepTokenHash?: string): Promise<void> {
  await db
    .delete(authSessions)
    .where(
      keepTokenHash
        ? and(eq(authSessions.userId, userId), ne(authSessions.tokenHash, keepTokenHash))
        : eq(authSessions.userId, userId),
    );
}

export async function pruneExpiredSessions(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(authSessions).where(lt(authSessions.expiresAt, now));
}
