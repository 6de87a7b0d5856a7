import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaresReadScope } from './read-cache';
import { queryRows } from '../../test/db-rows';
import { addMentorSkill, hourSlot } from '../../test/calendar-fixtures';
import { insertCategory, insertProtoSkill } from '../../test/direct-fixtures';
import { createTestHarness, type LoggedIn, type TestAgent, type TestHarness } from '../../test/harness';
import { hourFromNow, insertSession } from '../../test/session-fixtures';
import { calendarWindow } from '../../test/trust-fixtures';
import { planColumns, type ColumnRead } from '../../test/plan-columns';

/**
 * A cached answer is served until its scope's version moves, and only the triggers in
 * src/server/db/functions move it. So every column a cached route's queries read must be one whose change
 * bumps that scope. This test finds the columns from the database itself (EXPLAIN VERBOSE of every query the
 * route runs, plus the tables our SQL functions read), then changes each of them on a row the answer shows,
 * inside a rolled-back transaction, and expects the version to move. A trigger list missing a column fails it.
 */

let h: TestHarness;
let mentor: LoggedIn;
let mentee: LoggedIn;

interface CachedCase {
  name: string;
  /** METHOD path, as declared (to check every cached route is covered). */
  route: string;
  request: () => { agent: TestAgent; path: string };
  scope: () => string;
  /** The users whose rows this answer shows (other users' changes need not bump it). */
  users: () => string[];
  /**
   * Tables (or `table.column`s) the answer may show up to `ms` late: the route caps every entry's life
   * at that (its `validUntil`) instead of a trigger bumping its scope. Nothing else may be late.
   */
  lateAtMost?: { ms: number; why: string; reads: string[] };
}

const cases: CachedCase[] = [
  {
    name: 'search',
    route: 'GET /app/search',
    request: () => ({ agent: mentee.agent, path: '/app/search?limit=30' }),
    scope: () => 'mentors',
    users: () => [mentor.user._id],
    lateAtMost: {
      ms: 15_000,
      why: 'decision 047: free slots and the next free time move with every booking, which bumps no search scope',
      reads: ['bookings', 'slots', 'booking_rules', 'busy_intervals', 'users.next_free_at'],
    },
  },
  {
    name: "a mentor's calendar, as a mentee sees it",
    route: 'GET /app/calendar/:mentorUuid',
    request: () => ({ agent: mentee.agent, path: `/app/calendar/${mentor.user.uuid}?${calendarWindow(h)}` }),
    scope: () => `calendar:${mentor.user.uuid}`,
    // The same query as the mentor's own view: it reads the booked slots' mentees too.
    users: () => [mentor.user._id, mentee.user._id],
  },
  {
    name: 'a mentor\'s own calendar, naming the mentees of booked slots',
    route: 'GET /app/calendar/:mentorUuid',
    request: () => ({ agent: mentor.agent, path: `/app/calendar/${mentor.user.uuid}?${calendarWindow(h)}` }),
    scope: () => `calendar:${mentor.user.uuid}`,
    users: () => [mentor.user._id, mentee.user._id],
  },
  {
    name: 'upcoming sessions, as the mentee sees them',
    route: 'GET /app/session/upcoming-sessions',
    request: () => ({ agent: mentee.agent, path: '/app/session/upcoming-sessions' }),
    scope: () => `sessions:${mentee.user._id}`,
    users: () => [mentor.user._id, mentee.user._id],
  },
  {
    name: 'upcoming sessions, as the mentor sees them',
    route: 'GET /app/session/upcoming-sessions',
    request: () => ({ agent: mentor.agent, path: '/app/session/upcoming-sessions' }),
    scope: () => `sessions:${mentor.user._id}`,
    users: () => [mentor.user._id, mentee.user._id],
  },
];

beforeAll(async () => {
  h = await createTestHarness();
  mentor = await h.signup('mentor');
  mentee = await h.signup('mentee');
  const skill = await addMentorSkill(h, mentor.user._id);
  // A confirmed session (the mentee's and mentor's upcoming list, a booked slot) and a free slot.
  const session = await insertSession(h, {
    mentorId: mentor.user._id,
    menteeId: mentee.user._id,
    start: hourFromNow(h, 48),
    userSkillId: skill.id,
  });
  // Second ones, so a reference can point elsewhere: another catalogue skill, another session, a picture.
  await insertProtoSkill(h.db, (await insertCategory(h.db, 'Second category')).id, 'Second skill');
  await insertSession(h, { mentorId: mentor.user._id, menteeId: mentee.user._id, start: hourFromNow(h, 24) });
  await h.db.execute(sql`insert into images (user_id, small, large) values (${mentor.user._id}, '\\x00', '\\x00')`);
  await h.db.execute(sql`insert into feedback (booking_id, author_id, author_role, rating) values
    (${session.bookingId}, ${mentee.user._id}, 'mentee', 5)`);
  expect((await mentor.agent.post('/app/calendar', { ...hourSlot(h, 72), title: 'Free hour' })).status).toBe(201);
  expect((await mentor.agent.put('/app/calendar/booking-rules', { minNoticeHours: 1, bufferMinutes: 15 })).status).toBe(200);
  await h.db.execute(sql`insert into session_notes (booking_id, author_id, text) values
    (${session.bookingId}, ${mentee.user._id}, 'Bring questions'), (${session.bookingId}, ${mentor.user._id}, 'Prepare')`);
  await h.db.execute(sql`with source as (insert into busy_sources (mentor_id, url) values (${mentor.user._id}, 'https://example.test/busy.ics') returning id)
    insert into busy_intervals (source_id, mentor_id, start_at, end_at)
    select id, ${mentor.user._id}, ${hourFromNow(h, 100).toISOString()}::timestamptz, ${hourFromNow(h, 101).toISOString()}::timestamptz from source`);
});
afterAll(() => h?.close());

/** Every statement the app sends while `run` runs, with its parameters. */
async function capturedQueries(run: () => Promise<unknown>): Promise<Array<{ text: string; params: unknown[] }>> {
  const client = (h.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  const seen: Array<{ text: string; params: unknown[] }> = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    if (typeof first === 'string') seen.push({ text: first, params: second ?? [] });
    else seen.push({ text: first.text, params: first.values ?? second ?? [] });
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = original;
  }
  return seen;
}

/** The columns a route's answer reads: its queries but the auth lookup (the session is never cached). */
async function columnsRead(cached: CachedCase): Promise<ColumnRead[]> {
  const { agent, path } = cached.request();
  const queries = await capturedQueries(async () => expect((await agent.get(path)).status).toBe(200));
  const answerQueries = queries.filter((query) => !/\bauth_sessions\b/.test(query.text) && /^\s*(select|with)\b/i.test(query.text));
  expect(answerQueries.length, 'the first request is a miss and runs its queries').toBeGreaterThan(0);
  return planColumns(h.db, answerQueries);
}

class RolledBack extends Error {}

interface ColumnFacts {
  type: string;
  nullable: boolean;
  /** The values a check constraint on it allows (`status in ('pending', …)`), if any. */
  allowed: string[];
  /** The table its foreign key points to, if any. */
  references: string | null;
  /** Other columns of its type a check constraint ties it to (`end_at - start_at = 1 hour`): they move along. */
  companions: string[];
}

async function columnFacts(table: string, column: string): Promise<ColumnFacts> {
  const [facts] = await queryRows<Omit<ColumnFacts, 'allowed' | 'companions'> & { allowed: string[] | null; companions: string[] | null }>(
    h.db,
    sql`select c.data_type as type, c.is_nullable = 'YES' as nullable,
          (select array_agg(btrim(split_part(btrim(v), '::', 1), ''''))
           from pg_constraint k, regexp_split_to_table(substring(pg_get_constraintdef(k.oid) from ${String.raw`ARRAY\[(.*)\]`}), ',') v
           where k.conrelid = ${table}::regclass and k.contype = 'c'
             and pg_get_constraintdef(k.oid) like ${`CHECK ((${column} = ANY%`}) as allowed,
          (select f.relname::text from pg_constraint k join pg_class f on f.oid = k.confrelid
           join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
           where k.conrelid = ${table}::regclass and k.contype = 'f' and a.attname = ${column} limit 1) as "references",
          (select array_agg(distinct o.column_name::text) from pg_constraint k, information_schema.columns o
           where k.conrelid = ${table}::regclass and k.contype = 'c' and pg_get_constraintdef(k.oid) ~ ${String.raw`\m` + column + String.raw`\M`}
             and o.table_schema = 'public' and o.table_name = ${table} and o.column_name <> ${column}
             and o.data_type = c.data_type and pg_get_constraintdef(k.oid) ~ (${String.raw`\m`} || o.column_name || ${String.raw`\M`})) as companions
        from information_schema.columns c where c.table_schema = 'public' and c.table_name = ${table} and c.column_name = ${column}`,
  );
  return { ...facts!, allowed: facts!.allowed ?? [], companions: facts!.companions ?? [] };
}

/** Candidate `SET` lists for a column, by what it is; the first that the table's constraints accept is used. */
function candidates(column: string, facts: ColumnFacts, nullnessOnly: boolean): SQL[] {
  const c = sql.raw(`"${column}"`);
  const set = (value: SQL) => sql`${c} = ${value}`;
  if (nullnessOnly) return [set(sql`case when old.${c} is null then now() else null end`)];
  const list: SQL[] = [];
  const type = sql.raw(facts.type === 'ARRAY' ? 'text[]' : facts.type);
  list.push(...facts.allowed.map((value) => set(sql`cast(${value} as ${type})`)));
  if (facts.references) {
    list.push(set(sql`(select r.id from ${sql.raw(`"${facts.references}"`)} r where r.id is distinct from old.${c} limit 1)`));
  }
  if (facts.type === 'boolean') list.push(set(sql`not old.${c}`));
  if (['integer', 'bigint', 'smallint', 'numeric', 'double precision', 'real'].includes(facts.type)) list.push(set(sql`coalesce(old.${c}, 0) + 1`));
  if (facts.type === 'text' || facts.type === 'character varying') list.push(set(sql`coalesce(old.${c}, '') || 'x'`));
  if (facts.type === 'timestamp with time zone') {
    const moved = [column, ...facts.companions].map((name) => sql.raw(`"${name}" = coalesce(old."${name}", now()) + interval '1 year'`));
    list.push(sql.join(moved, sql`, `));
  }
  if (facts.type === 'uuid' && !facts.references) list.push(set(sql`gen_random_uuid()`));
  if (facts.type === 'ARRAY') list.push(set(sql`old.${c} || array['x']`));
  if (facts.type === 'jsonb') list.push(set(sql`coalesce(old.${c}, '{}'::jsonb) || '{"x": 1}'::jsonb`));
  if (facts.nullable) list.push(set(sql`null`));
  return list;
}

type Tx = Parameters<Parameters<TestHarness['db']['transaction']>[0]>[0];
async function versionOf(tx: Tx, scope: string): Promise<string> {
  const [row] = await queryRows<{ version: string }>(
    tx,
    sql`select coalesce((select version from read_versions where scope = ${scope}), 0)::text as version`,
  );
  return row!.version;
}

type Outcome = 'bumps' | 'no bump' | 'unchangeable';

/**
 * Changes `table.column` on one row the answer shows, in a transaction rolled back afterwards, and tells
 * whether `scope`'s version moved; `unchangeable` when no candidate value passes the table's constraints.
 */
async function changeBumps(read: ColumnRead, scope: string, users: string[]): Promise<Outcome> {
  const facts = await columnFacts(read.table, read.column);
  const table = sql.raw(`"${read.table}"`);
  const c = sql.raw(`"${read.column}"`);
  // Users: the ones the answer shows; other tables hold only this file's rows. Any row whose change bumps will do
  // (a mentee's own note bumps only the mentee's list).
  const rowFilter = read.table === 'users' ? sql`id = any(${`{${users.join(',')}}`}::uuid[])` : sql`true`;
  const rows = await queryRows<{ row: string }>(h.db, sql`select ctid::text as row from ${table} where ${rowFilter}`);
  let result: Outcome = 'unchangeable';
  for (const { row: ctid } of rows) {
    for (const assignments of candidates(read.column, facts, read.nullnessOnly)) {
      let outcome = 'unchangeable' as Outcome;
      try {
        await h.db.transaction(async (tx) => {
          const before = await versionOf(tx, scope);
          const [row] = await queryRows<{ changed: boolean }>(
            tx,
            sql`update ${table} as t set ${assignments}
                from (select ctid as row_ctid, * from ${table} where ctid = ${ctid}::tid) as old
                where t.ctid = old.row_ctid returning t.${c} is distinct from old.${c} as changed`,
          );
          if (row?.changed) outcome = (await versionOf(tx, scope)) === before ? 'no bump' : 'bumps';
          throw new RolledBack();
        });
      } catch (error) {
        if (!(error instanceof RolledBack)) continue;
      }
      if (outcome === 'bumps') return outcome;
      if (outcome === 'no bump') {
        result = outcome;
        break;
      }
    }
  }
  return result;
}

describe('cached reads and the triggers that invalidate them', () => {
  it('covers every route that declares a read scope and answers from the cache', () => {
    const declared = new Set(
      h.app.routes.filter((route) => route.method === 'GET' && declaresReadScope(route.handler)).map((route) => `GET ${route.path}`),
    );
    expect([...declared].sort()).toEqual([...new Set(cases.map((cached) => cached.route))].sort());
  });

  for (const cached of cases) {
    it(`${cached.name}: a change of any column it reads moves its scope's version`, async () => {
      const reads = await columnsRead(cached);
      const late = cached.lateAtMost?.reads ?? [];
      const outcomes: Record<string, string> = {};
      for (const read of reads) {
        // Ids never change; rows that come and go bump as inserts and deletes.
        if (read.primaryKey || late.includes(read.table) || late.includes(`${read.table}.${read.column}`)) continue;
        outcomes[`${read.table}.${read.column}`] = await changeBumps(read, cached.scope(), cached.users());
      }
      const expected = Object.fromEntries(Object.keys(outcomes).map((key) => [key, 'bumps']));
      expect(outcomes).toEqual(expected);
    });
  }
});
