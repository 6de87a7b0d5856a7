import { sql, type SQL } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../../http/context';

/**
 * Serialized answers of hot GET endpoints, per app instance. An entry is served only while
 * - the version of its scope (table `read_versions`, bumped by triggers in every writing transaction,
 *   see src/server/db/functions/20-read-versions.sql) is still the one the entry was computed under. The version is read in the same
 *   statement as the session, so a cached answer costs one trivial query, like /app/health; and because
 *   the answer is computed only after that read, it is never older than the version it is stored under;
 * - the clock is inside [the time it was computed at, the next moment its data changes by itself)
 *   (a session ends, a slot starts, a hold runs out). The lower bound matters with the test clock,
 *   whose requests may each carry their own time.
 * Nothing about the session is cached: logging out or a role change counts from the next request.
 */
interface Entry {
  version: string;
  /** UTF-8 once, not on every answer (a search page is ~50 kB). */
  body: Uint8Array<ArrayBuffer>;
  validFrom: number;
  validUntil: number;
}

/** Enough for every page a busy instance serves repeatedly; the least recently used entry goes first. */
const MAX_ENTRIES = 5_000;
/** And a memory bound for all of them together (search pages are the big ones, ~50 kB at 30 mentors). */
const MAX_TOTAL_BYTES = 64_000_000;
/** Larger answers are not worth holding. */
const MAX_BODY_BYTES = 256_000;

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private totalBytes = 0;

  constructor(private readonly limits = { entries: MAX_ENTRIES, bytes: MAX_TOTAL_BYTES }) {}

  get(key: string, version: string, now: number): Uint8Array<ArrayBuffer> | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version || now < entry.validFrom || now >= entry.validUntil) return undefined;
    // Map keeps insertion order: moving a hit to the end makes the first key the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  set(key: string, entry: Entry): void {
    if (entry.body.byteLength > MAX_BODY_BYTES || entry.validUntil <= entry.validFrom) return;
    this.remove(key);
    this.entries.set(key, entry);
    this.totalBytes += entry.body.byteLength;
    while (this.entries.size > this.limits.entries || this.totalBytes > this.limits.bytes) {
      this.remove(this.entries.keys().next().value!);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.body.byteLength;
  }
}

/** The current version of a scope as text (0 before its first write); evaluated inside the auth lookup. */
export const versionOf = (scope: SQL) => sql`coalesce((select version from read_versions where scope = ${scope}), 0)::text`;

/**
 * A scope as the auth lookup reads it: a fixed SQL expression (the lookup is prepared once per
 * name) and the values of its placeholders. `users` in it is the caller's row of the lookup.
 */
export interface ReadScope {
  name: string;
  version: SQL;
  params?: Record<string, unknown>;
}

type ScopeOf = (c: Context<AppEnv>) => ReadScope | undefined;
const SCOPE_OF = Symbol('readScopeOf');
type Declared = MiddlewareHandler<AppEnv> & { [SCOPE_OF]: ScopeOf };

/**
 * Declares, in a route's own handler list, the scope whose version the auth lookup reads along (into
 * `readVersion`): `.get('/:mentorUuid', readScope((c) => …), validate(…), handler)`. The handler then
 * answers through `cachedJson` with a key built from its validated input. `readScopeLoader`, mounted
 * before the auth loader, finds the declaration among the request's matched routes; here it does nothing.
 */
export function readScope(scopeOf: ScopeOf): MiddlewareHandler<AppEnv> {
  const declared: MiddlewareHandler<AppEnv> = async (_c, next) => {
    await next();
  };
  return Object.assign(declared, { [SCOPE_OF]: scopeOf });
}

/** Hono wraps a mounted app's handlers (to give them that app's error handler); the original hangs on the wrapper. */
const COMPOSED_HANDLER = '__COMPOSED_HANDLER';
function scopeOfHandler(handler: unknown): ScopeOf | undefined {
  for (
    let current = handler as Partial<Declared> & Record<string, unknown>;
    current;
    current = current[COMPOSED_HANDLER] as typeof current
  ) {
    if (current[SCOPE_OF]) return current[SCOPE_OF];
  }
  return undefined;
}

/** Whether a route handler is a `readScope` declaration: how tests list the cached routes. */
export const declaresReadScope = (handler: unknown) => scopeOfHandler(handler) !== undefined;

/** Mounted once before the auth loader: names the scope the matched route declared with `readScope`. */
export const readScopeLoader = createMiddleware<AppEnv>(async (c, next) => {
  const routes = matchedRoutes(c);
  const index = routes.findIndex((route) => declaresReadScope(route.handler));
  if (index >= 0) {
    // The declaration's path parameters (`:mentorUuid`) are read as that route's, not this middleware's.
    const own = c.req.routeIndex;
    c.req.routeIndex = index;
    try {
      const scope = scopeOfHandler(routes[index]!.handler)!(c);
      if (scope) c.set('readScope', scope);
    } finally {
      c.req.routeIndex = own;
    }
  }
  await next();
});

const encoder = new TextEncoder();

/** Answers served from the cache and computed, in this process; the bench reads them (index.ts, BENCH_STATS_FILE). */
export const readCacheCounts = { hits: 0, misses: 0 };

export interface Computed<T> {
  value: T;
  /** The next moment the answer changes without a write; omitted when only writes change it. */
  validUntil?: Date;
}

/**
 * Answers a GET from the cache when version and clock allow, else computes, answers and keeps it.
 * `key` must hold everything besides the scope's data that the answer depends on (caller, role,
 * parameters); the language is added here. Errors are thrown as usual and never cached.
 */
export async function cachedJson<T>(c: Context<AppEnv>, key: string, compute: (now: Date) => Promise<Computed<T>>) {
  const version = c.get('readVersion');
  // Without a version (the route named no scope) every answer is computed.
  const cache = version == null ? undefined : (c.get('machinery').readCache ?? undefined);
  const now = c.get('deps').now();
  const fullKey = `${c.get('lang')}|${key}`;
  const headers = { 'Content-Type': 'application/json' };
  if (cache && version != null) {
    const hit = cache.get(fullKey, version, now.getTime());
    if (hit !== undefined) {
      readCacheCounts.hits++;
      return c.body(hit, 200, headers);
    }
  }
  readCacheCounts.misses++;
  const { value, validUntil } = await compute(now);
  const body = encoder.encode(JSON.stringify(value));
  if (cache && version != null) {
    cache.set(fullKey, { version, body, validFrom: now.getTime(), validUntil: validUntil?.getTime() ?? Infinity });
  }
  return c.body(body, 200, headers);
}
