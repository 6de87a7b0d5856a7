import { existsSync } from 'node:fs';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';
import { applySqlFunctions } from './sql-functions';
import { takeTurns } from './turns';

export type Schema = typeof schema;
/** The common Drizzle surface of both drivers; domain code only ever sees this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any constant works; it only has to be the same for every instance migrating one database. */
const MIGRATION_LOCK_ID = 727_001;

export class DataDirLockedError extends Error {}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` keeps everything in memory (tests). */
  dataDir: string;
  /** A `dumpDataDir()` of a migrated database to start from (tests): in memory, or in a data directory not yet made. */
  template?: Blob;
  /** An idle pooled connection died (PostgreSQL restarted, say); the pool replaces it. */
  onConnectionError?: (error: Error) => void;
  /**
   * PostgreSQL: the longest a statement, or the wait for a pooled connection, may take (the server's
   * DB_TIMEOUT_MS). Unset for command-line tools, whose bulk work may take longer.
   */
  timeoutMs?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onConnectionError, options.timeoutMs)
    : openPglite(options.dataDir, options.template);
}

async function openPostgres(
  url: string,
  onConnectionError: (error: Error) => void = () => undefined,
  timeoutMs?: number,
): Promise<DatabaseHandle> {
  // The server cancels a slow statement (statement_timeout); the client gives up on one that gets no answer
  // at all (query_timeout: a frozen server) and on a connection it cannot get (connectionTimeoutMillis).
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // The API's queries are short; PostgreSQL's JIT compiled the mentor search on every run all the same
    // (59 ms of a 337 ms category search on 10 000 mentors: its cost estimate passes jit_above_cost).
    options: '-c jit=off',
    ...(timeoutMs
      ? {
          connectionTimeoutMillis: timeoutMs,
          query_timeout: timeoutMs,
          statement_timeout: timeoutMs,
          idle_in_transaction_session_timeout: timeoutMs * 2,
        }
      : {}),
  });
  // Without a listener, an error on an idle client is an uncaught exception that ends the process.
  pool.on('error', onConnectionError);
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  // Migrating may wait for another instance's migration, longer than any request should: its own connection.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Several instances may start together against one database; only one migrates at a time.
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    await applySqlFunctions({
      query: async (text) => (await client.query(text)).rows,
      execInTransaction: async (text) => {
        await client.query('BEGIN');
        try {
          await client.query(text);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
      },
    });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}

/** The extensions the migrations install; a cluster that has them must be opened with them. */
export const pgliteExtensions = { btree_gist, pg_trgm };

/** Where PGlite keeps its cluster inside DATA_DIR. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

async function openPglite(dataDir: string, template?: Blob): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  const releaseLock = inMemory ? async () => undefined : await lockDataDir(dataDir);
  try {
    const client = await PGlite.create(inMemory ? undefined : pgliteDir(dataDir), {
      extensions: pgliteExtensions,
      ...(template && (inMemory || !existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'))) ? { loadDataDir: template } : {}),
    });
    takeTurns(client);
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    await applySqlFunctions({
      query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
      execInTransaction: async (text) => {
        await client.transaction(async (tx) => {
          await tx.exec(text);
        });
      },
    });
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        await releaseLock();
      },
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

/**
 * PGlite does not lock its directory and two processes on one directory corrupt it, so we keep a
 * lock file holding our pid. A stale file (its process is gone) is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number((await readFile(lockPath, 'utf8').catch(() => '')).trim());
      if (holder && holder !== process.pid && isProcessAlive(holder)) {
        throw new DataDirLockedError(
          `The database in ${path.resolve(dataDir)} is in use by another process (pid ${holder}). Stop the server first.`,
        );
      }
      await rm(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${path.resolve(dataDir)}.`);
}

/** The pid of a live process holding the data dir's lock (a running server), or null. */
export async function dataDirHolder(dataDir: string): Promise<number | null> {
  const holder = Number((await readFile(path.join(dataDir, 'pglite.lock'), 'utf8').catch(() => '')).trim());
  return holder && holder !== process.pid && isProcessAlive(holder) ? holder : null;
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
