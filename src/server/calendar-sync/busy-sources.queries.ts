import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client';
import { busyIntervals, busySources, users } from '../db/schema';
import type { BusyFetchError } from './busy-fetch';
import type { BusyInterval } from './busy-expand';

export type BusySourceRow = typeof busySources.$inferSelect;

/** What a refresh needs of a source, with its mentor's zone for floating times. */
export interface ClaimedSource {
  id: string;
  mentorId: string;
  url: string;
  etag: string | null;
  expandedAt: Date | null;
  mentorTimeZone: string | null;
}

export const listBusySources = (db: DbOrTx, mentorId: string) =>
  db.select().from(busySources).where(eq(busySources.mentorId, mentorId)).orderBy(asc(busySources.createdAt), asc(busySources.id));

export async function countBusySources(db: DbOrTx, mentorId: string): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(busySources).where(eq(busySources.mentorId, mentorId));
  return row?.count ?? 0;
}

/** Null when the mentor already has this address (the unique index decides, not a read before). */
export async function insertBusySource(db: DbOrTx, mentorId: string, url: string, now: Date): Promise<BusySourceRow | null> {
  const [row] = await db
    .insert(busySources)
    .values({ mentorId, url, nextFetchAt: now, createdAt: now })
    .onConflictDoNothing({ target: [busySources.mentorId, busySources.url] })
    .returning();
  return row ?? null;
}

export async function findBusySource(db: DbOrTx, id: string): Promise<BusySourceRow | undefined> {
  const [row] = await db.select().from(busySources).where(eq(busySources.id, id));
  return row;
}

/** The intervals go with it (ON DELETE CASCADE), and their triggers reopen the slots in the same statement. */
export async function deleteBusySource(db: DbOrTx, mentorId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(busySources)
    .where(and(eq(busySources.id, id), eq(busySources.mentorId, mentorId)))
    .returning({ id: busySources.id });
  return rows.length > 0;
}

/**
 * Takes up to `limit` sources due for a fetch and moves their next fetch `leaseMs` ahead, in one
 * statement: SKIP LOCKED lets instances claiming at once take different rows, and the moved time keeps
 * a source from being fetched twice while this instance works on it (or again soon after it died).
 */
export async function claimDueBusySources(db: Database, now: Date, leaseMs: number, limit: number): Promise<ClaimedSource[]> {
  const result = (await db.execute(sql`
    with due as (
      select id from busy_sources
      where next_fetch_at <= ${now.toISOString()}::timestamptz
      order by next_fetch_at
      limit ${limit}
      for update skip locked
    )
    update busy_sources s set next_fetch_at = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
    from due, users u
    where s.id = due.id and u.id = s.mentor_id
    returning s.id, s.mentor_id, s.url, s.etag, s.expanded_at, u.time_zone`)) as unknown as {
    rows: Array<{ id: string; mentor_id: string; url: string; etag: string | null; expanded_at: string | Date | null; time_zone: string | null }>;
  };
  return result.rows.map((row) => ({
    id: row.id,
    mentorId: row.mentor_id,
    url: row.url,
    etag: row.etag,
    expandedAt: row.expanded_at === null ? null : new Date(row.expanded_at),
    mentorTimeZone: row.time_zone,
  }));
}

/** A source as a claim, for the fetch right after it was added. */
export async function sourceForRefresh(db: DbOrTx, id: string): Promise<ClaimedSource | undefined> {
  const [row] = await db
    .select({
      id: busySources.id,
      mentorId: busySources.mentorId,
      url: busySources.url,
      etag: busySources.etag,
      expandedAt: busySources.expandedAt,
      mentorTimeZone: users.timeZone,
    })
    .from(busySources)
    .innerJoin(users, eq(users.id, busySources.mentorId))
    .where(eq(busySources.id, id));
  return row;
}

/**
 * A full answer: the source's intervals replaced in one transaction, so a reader sees the old set or the
 * new one, never none. The source row is updated (and locked) first: a source removed meanwhile gets no
 * intervals.
 */
export async function storeExpandedSource(
  db: Database,
  source: ClaimedSource,
  result: { etag: string | null; intervals: BusyInterval[]; now: Date; nextFetchAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(busySources)
      .set({
        etag: result.etag,
        expandedAt: result.now,
        lastFetchedAt: result.now,
        lastError: null,
        busyCount: result.intervals.length,
        nextFetchAt: result.nextFetchAt,
      })
      .where(eq(busySources.id, source.id))
      .returning({ id: busySources.id });
    if (!updated.length) return;
    await tx.delete(busyIntervals).where(eq(busyIntervals.sourceId, source.id));
    for (let index = 0; index < result.intervals.length; index += 1000) {
      const batch = result.intervals.slice(index, index + 1000);
      await tx
        .insert(busyIntervals)
        .values(batch.map((interval) => ({ sourceId: source.id, mentorId: source.mentorId, startAt: interval.start, endAt: interval.end })));
    }
  });
}

/** Not modified since the last full answer: the intervals stay. */
export async function markSourceUnchanged(db: DbOrTx, id: string, now: Date, nextFetchAt: Date): Promise<void> {
  await db.update(busySources).set({ lastFetchedAt: now, lastError: null, nextFetchAt }).where(eq(busySources.id, id));
}

/**
 * A failed fetch keeps the last good intervals: a calendar server that is down for an hour must not
 * open the mentor's busy times to bookings.
 */
export async function markSourceFailed(db: DbOrTx, id: string, error: BusyFetchError, nextFetchAt: Date): Promise<void> {
  await db.update(busySources).set({ lastError: error, nextFetchAt }).where(eq(busySources.id, id));
}
