import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authSessions, users } from '../db/schema';
import type { ReadScope } from './read-cache/read-cache';

/** What an AuthUser is made of; the per-request auth lookup reads only these columns. */
export const authUserColumns = {
  id: users.id,
  uuid: users.uuid,
  email: users.email,
  userName: users.userName,
  role: users.role,
  originalRole: users.originalRole,
  imageId: users.imageId,
  freeSessionTokens: users.freeSessionTokens,
  sessionCredits: users.sessionCredits,
  headline: users.headline,
  bio: users.bio,
  languages: users.languages,
  timeZone: users.timeZone,
  bookingMail: users.bookingMail,
  bookingPush: users.bookingPush,
  reminderMail: users.reminderMail,
  reminderPush: users.reminderPush,
  emailVerifiedAt: users.emailVerifiedAt,
  mentorStatus: users.mentorStatus,
  mentorStatusReason: users.mentorStatusReason,
  suspendedAt: users.suspendedAt,
};

type Scope = Pick<ReadScope, 'name' | 'version' | 'params'>;

function prepareLookup(db: Database, scope: Scope) {
  return db
    .select({
      tokenHash: authSessions.tokenHash,
      expiresAt: authSessions.expiresAt,
      user: authUserColumns,
      readVersion: scope.version,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(sql`${authSessions.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`)
    .prepare(`auth_lookup_${scope.name}`);
}
type PreparedLookup = ReturnType<typeof prepareLookup>;
/** A login with its user and the scope's version (`readVersion`, text); the caller checks `expiresAt`. */
export type AuthRow = Awaited<ReturnType<PreparedLookup['execute']>>[number];

interface Waiter {
  tokenHash: string;
  resolve: (row: AuthRow | undefined) => void;
  reject: (error: unknown) => void;
}

interface PerApp {
  /** Built once per scope: Drizzle then neither assembles the SQL again nor, on PostgreSQL, does the server plan it again. */
  prepared: Map<string, PreparedLookup>;
  /** Lookups of this turn of the event loop not yet sent, by scope and its parameters. */
  open: Map<string, { scope: Scope; waiters: Waiter[] }>;
}


/**
 * Finds logins by token hash, together with the version of a read scope. Runs on every API request
 * with a cookie, so the lookups that arrive in one turn of the event loop (a burst: many clients at
 * once) go to the database as one statement instead of one each; on PGlite's single connection 100
 * separate lookups would queue behind each other, and on PostgreSQL they would queue for the pool.
 * Nothing is cached: every lookup is answered by a statement sent after it was asked for, so a
 * logout, a password change or a role change (on any server process) counts from the next request.
 * A lone request waits only for the end of the current event loop turn.
 */
export function createAuthLookup(db: Database, batching: boolean) {
  const state: PerApp = { prepared: new Map(), open: new Map() };
  return function findAuth(scope: Scope, tokenHash: string): Promise<AuthRow | undefined> {
    if (!batching) {
      // AUTH_BATCHING=off: one statement per lookup, sent at once.
      return new Promise((resolve, reject) => void send(db, state, scope, [{ tokenHash, resolve, reject }]));
    }
    const key = scope.params ? `${scope.name}|${JSON.stringify(scope.params)}` : scope.name;
    let batch = state.open.get(key);
    if (!batch) {
      const opened = (batch = { scope, waiters: [] as Waiter[] });
      state.open.set(key, opened);
      // setImmediate runs after the poll phase has handed over every request that had arrived.
      setImmediate(() => {
        state.open.delete(key);
        void send(db, state, opened.scope, opened.waiters);
      });
    }
    const waiters = batch.waiters;
    return new Promise((resolve, reject) => waiters.push({ tokenHash, resolve, reject }));
  };
}
export type AuthLookupBatcher = ReturnType<typeof createAuthLookup>;

async function send(db: Database, state: PerApp, scope: Scope, waiters: Waiter[]): Promise<void> {
  let lookup = state.prepared.get(scope.name);
  if (!lookup) state.prepared.set(scope.name, (lookup = prepareLookup(db, scope)));
  try {
    const tokenHashes = [...new Set(waiters.map((waiter) => waiter.tokenHash))];
    const rows = await lookup.execute({ tokenHashes, ...scope.params });
    const byHash = new Map(rows.map((row) => [row.tokenHash, row]));
    for (const waiter of waiters) waiter.resolve(byHash.get(waiter.tokenHash));
  } catch (error) {
    for (const waiter of waiters) waiter.reject(error);
  }
}
