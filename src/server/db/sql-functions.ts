import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The database's trigger functions and SQL rules live in ONE place, `functions/*.sql` (applied in name
 * order), not in the migrations: a migration changes tables; the current definition of a function or
 * trigger is the one in that folder. Older migrations still create earlier versions of them (history
 * stays as it ran); after the migrations, `applySqlFunctions` replaces them all with the current text.
 *
 * Every statement there must be idempotent (CREATE OR REPLACE FUNCTION / TRIGGER, attach_statement_triggers).
 * The whole folder runs in one transaction, so no writer ever sees a table without its triggers, and only
 * when its text changed: a marker function holds the hash of what was applied last, so an instance starting
 * on an up-to-date database takes no table locks.
 */
export const functionsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'functions');

export interface SqlFunctionsSource {
  /** All files, in the order they are applied. */
  text: string;
  hash: string;
}

export function readSqlFunctions(folder = functionsFolder): SqlFunctionsSource {
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const text = files.map((name) => `-- ${name}\n${readFileSync(path.join(folder, name), 'utf8')}`).join('\n');
  return { text, hash: createHash('sha256').update(text).digest('hex').slice(0, 32) };
}

/** The marker's body: what `prosrc` of `sql_functions_applied()` holds once `hash` is applied. */
const markerBody = (hash: string) => ` SELECT '${hash}'::text `;

/** Both drivers' raw clients, reduced to what applying needs. */
export interface SqlRunner {
  /** One query, its rows. */
  query(text: string): Promise<Array<Record<string, unknown>>>;
  /** Several statements, in one transaction. */
  execInTransaction(text: string): Promise<void>;
}

/** Applies `functions/*.sql` unless the database already has exactly this text; returns whether it did. */
export async function applySqlFunctions(runner: SqlRunner, source = readSqlFunctions()): Promise<boolean> {
  const rows = await runner.query(`SELECT prosrc FROM pg_proc WHERE proname = 'sql_functions_applied'`);
  if (rows[0]?.prosrc === markerBody(source.hash)) return false;
  await runner.execInTransaction(
    `${source.text}\nCREATE OR REPLACE FUNCTION sql_functions_applied() RETURNS text LANGUAGE sql IMMUTABLE AS $$${markerBody(source.hash)}$$;`,
  );
  return true;
}
