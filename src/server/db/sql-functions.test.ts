import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../test/db-rows';
import { createTestHarness, type TestHarness } from '../test/harness';
import { readSqlFunctions } from './sql-functions';

const source = readSqlFunctions();
/** `CREATE OR REPLACE FUNCTION name(…) … AS $$body$$` in the source, by name. */
const sourceBodies = new Map(
  [...source.text.matchAll(/CREATE OR REPLACE FUNCTION (\w+)\([\s\S]*?\$\$([\s\S]*?)\$\$/g)].map((match) => [match[1]!, match[2]!]),
);
/** Comments stripped: they may name a statement without making it. */
const sourceCode = source.text.replace(/--.*$/gm, '');
const sourceTriggers = new Set([
  ...[...sourceCode.matchAll(/CREATE OR REPLACE TRIGGER (\w+)/g)].map((match) => match[1]!),
  ...[...sourceCode.matchAll(/attach_statement_triggers\('\w+', '(\w+)'/g)].flatMap((match) =>
    ['insert', 'update', 'delete'].map((op) => `${match[1]}_${op}`),
  ),
]);

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness();
});
afterAll(() => h.close());

describe('the SQL functions source (src/server/db/functions)', () => {
  it('defines every trigger and every function of ours in the migrated database, and the database runs its current text', async () => {
    // Functions an extension (pg_trgm, btree_gist) installed are not ours.
    const functions = await queryRows<{ name: string; body: string }>(h.db, sql`
      select p.proname as name, p.prosrc as body from pg_proc p
      where p.pronamespace = 'public'::regnamespace and p.proname <> 'sql_functions_applied'
        and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`);
    const triggers = await queryRows<{ name: string }>(h.db, sql`select tgname as name from pg_trigger where not tgisinternal`);

    expect(functions.map((row) => row.name).filter((name) => !sourceBodies.has(name))).toEqual([]);
    expect(triggers.map((row) => row.name).sort()).toEqual([...sourceTriggers].sort());
    // A migration's older copy (say 0008's refresh_mentor_rankings) never wins over the source.
    for (const row of functions) expect(row.body, row.name).toBe(sourceBodies.get(row.name));
  });

  it('keeps the rules the last merge once lost: hidden reviews do not count, the live-booking rule is the shared one', () => {
    expect(sourceBodies.get('refresh_mentor_rankings')).toContain('f.hidden_at IS NULL');
    expect(sourceBodies.get('refresh_mentor_rankings')).toContain('booking_is_live(');
    expect(sourceBodies.get('booking_within_buffer')).toContain('booking_is_live(');
  });
});
