import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from './db-rows';

/** A column some query reads, as the database's plan names it. */
export interface ColumnRead {
  table: string;
  column: string;
  /** Every use is `IS NULL` / `IS NOT NULL`: only whether it is set matters. */
  nullnessOnly: boolean;
  primaryKey: boolean;
}

type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

/** `alias.column` (or `"alias"."column"`), and whether that use only tests for null. */
const reference = /"?([a-z_][a-z0-9_]*)"?\."?([a-z_][a-z0-9_]*)"?(\s+IS\s+(?:NOT\s+)?NULL)?/gi;
const call = /\b([a-z_][a-z0-9_]*)\(/gi;

function collect(node: PlanNode, aliases: Map<string, string>, texts: string[]) {
  for (const [key, value] of Object.entries(node)) {
    if (key === 'Plans') continue;
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) texts.push(...value.filter((item): item is string => typeof item === 'string'));
  }
  const relation = node['Relation Name'];
  if (typeof relation === 'string') aliases.set(typeof node['Alias'] === 'string' ? node['Alias'] : relation, relation);
  for (const child of node.Plans ?? []) collect(child, aliases, texts);
}

/**
 * The table columns `queries` read: from EXPLAIN (VERBOSE) of each (every scan's alias and every
 * expression the plan prints), and from the bodies of our SQL functions the plans call (a plan shows
 * `slot_hidden_reason(…)`, not the tables inside it), recursively.
 */
export async function planColumns(db: Database, queries: Array<{ text: string; params: unknown[] }>): Promise<ColumnRead[]> {
  const client = (db as unknown as { $client: { query: (text: string, params: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }> } }).$client;
  const uses = new Map<string, boolean>();
  const note = (aliases: Map<string, string>, texts: string[]) => {
    for (const text of texts) {
      for (const match of text.matchAll(reference)) {
        const table = aliases.get(match[1]!);
        if (!table) continue;
        const key = `${table}.${match[2]}`;
        uses.set(key, (uses.get(key) ?? true) && Boolean(match[3]));
      }
    }
  };
  const functions = new Map(
    (
      await queryRows<{ name: string; body: string }>(
        db,
        sql`select proname as name, prosrc as body from pg_proc p join pg_language l on l.oid = p.prolang
            where p.pronamespace = 'public'::regnamespace and l.lanname in ('sql', 'plpgsql')`,
      )
    ).map((row) => [row.name, row.body]),
  );
  const called = new Set<string>();
  const noteCalls = (texts: string[]) => {
    for (const text of texts) for (const match of text.matchAll(call)) if (functions.has(match[1]!)) called.add(match[1]!);
  };

  for (const query of queries) {
    const result = await client.query(`EXPLAIN (VERBOSE, FORMAT JSON) ${query.text}`, query.params);
    const raw = Object.values(result.rows[0]!)[0];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
    const aliases = new Map<string, string>();
    const texts: string[] = [];
    collect(plan[0]!.Plan, aliases, texts);
    note(aliases, texts);
    noteCalls(texts);
  }
  for (const done = new Set<string>(); [...called].some((name) => !done.has(name)); ) {
    for (const name of [...called].filter((name) => !done.has(name))) {
      done.add(name);
      const body = functions.get(name)!;
      const aliases = new Map([...body.matchAll(/\b(?:FROM|JOIN)\s+([a-z_]+)\s+(?:AS\s+)?([a-z_]+)/gi)].map((match) => [match[2]!, match[1]!]));
      note(aliases, [body]);
      noteCalls([body]);
    }
  }

  const primaryKeys = new Set(
    (
      await queryRows<{ key: string }>(
        db,
        sql`select c.relname || '.' || a.attname as key from pg_index i
            join pg_class c on c.oid = i.indrelid join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
            where i.indisprimary and c.relnamespace = 'public'::regnamespace`,
      )
    ).map((row) => row.key),
  );
  return [...uses]
    .map(([key, nullnessOnly]) => {
      const [table = '', column = ''] = key.split('.');
      return { table, column, nullnessOnly, primaryKey: primaryKeys.has(key) };
    })
    .sort((a, b) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`));
}
