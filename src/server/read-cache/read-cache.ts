import { sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { users } from '../db/schema';
import type { AppEnv } from '../http/context';

/**
 * Serialized answers of hot GET endpoints, per app instance. An entry is served only while
 * - the version of its scope (table `read_versions`, bumped by triggers in every writing transaction,
 *   see migration 0003) is still the one the entry was computed under. The version is read in the same
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
const versionOf = (scope: SQL) => sql`coalesce((select version from read_versions where scope = ${scope}), 0)::text`;

/**
 * A scope as the auth lookup reads it: a fixed SQL expression (the lookup is prepared once per
 * name) and the values of its placeholders. `users` in it is the caller's row of the lookup.
 */
export interface ReadScope {
  name: string;
  version: SQL;
  params?: Record<string, unknown>;
}

const calendarVersion = versionOf(sql`'calendar:' || ${sql.placeholder('mentorUuid')}`);
const mentorsScope: ReadScope = { name: 'mentors', version: versionOf(sql`'mentors'`) };
const ownSessionsScope: ReadScope = { name: 'own_sessions', version: versionOf(sql`'sessions:' || ${users.id}`) };
const uuidSchema = z.uuid();
/**
 * The calendar of the mentor a slot belongs to, found by the slot's id (what a booking names), as
 * `<mentor uuid>:<version>` so versions of two calendars can never be taken for each other; null
 * when there is no such slot.
 */
const slotCalendarVersion = sql`(
  select mentor.uuid::text || ':' || coalesce((select version from read_versions where scope = 'calendar:' || mentor.uuid), 0)
  from slots slot join users mentor on mentor.id = slot.mentor_id
  where slot.id = ${sql.placeholder('slotId')}::uuid)`;

/** The scopes of the cached endpoints. */
export const readScopes = {
  /** Every mentor with their skills: what search lists. */
  mentors: (): ReadScope => mentorsScope,
  /** The caller's confirmed sessions. */
  ownSessions: (): ReadScope => ownSessionsScope,
  /** One mentor's slots and their bookings, by the mentor's public uuid (as the triggers write it: lower case). */
  calendar: (mentorUuid: string): ReadScope | undefined =>
    uuidSchema.safeParse(mentorUuid).success
      ? { name: 'calendar', version: calendarVersion, params: { mentorUuid: mentorUuid.toLowerCase() } }
      : undefined,
  /** The calendar a slot is in, by the slot's id: what a booking attempt compares (booking-flight.ts). */
  slotCalendar: (slotId: string): ReadScope | undefined =>
    uuidSchema.safeParse(slotId).success
      ? { name: 'slot_calendar', version: slotCalendarVersion, params: { slotId } }
      : undefined,
};

/**
 * Marks a route as cached: it names the version the auth lookup must read along (so it runs before
 * the auth loader). Without it, `cachedJson` simply computes every answer. Without a cache, the
 * route only gets the version (`readVersion`) for a use of its own.
 */
export function readScope(cache: ReadCache | undefined, scopeOf: (c: Context<AppEnv>) => ReadScope | undefined) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const scope = scopeOf(c);
    if (scope) {
      if (cache) c.set('readCache', cache);
      c.set('readScope', scope);
    }
    await next();
  });
}

const encoder = new TextEncoder();

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
  const cache = c.get('readCache');
  const version = c.get('readVersion');
  const now = c.get('deps').now();
  const fullKey = `${c.get('lang')}|${key}`;
  const headers = { 'Content-Type': 'application/json' };
  if (cache && version != null) {
    const hit = cache.get(fullKey, version, now.getTime());
    if (hit !== undefined) return c.body(hit, 200, headers);
  }
  const { value, validUntil } = await compute(now);
  const body = encoder.encode(JSON.stringify(value));
  if (cache && version != null) {
    cache.set(fullKey, { version, body, validFrom: now.getTime(), validUntil: validUntil?.getTime() ?? Infinity });
  }
  return c.body(body, 200, headers);
}
