import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../server/db/client';
import { formatTableStats, generateMarketplace, type GenerateResult } from '../server/generator/generate';
import { MenteeClient } from './mentee-client';
import { readPool, type Pool } from './mix/pool';
import { ROLE_COOKIE, TIME_ZONE_COOKIE } from '../shared/pages/built-pages';

export interface Dataset {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  databaseUrl?: string;
  generated: GenerateResult;
  /** Names, ids and accounts the mixed workload draws from. */
  pool: Pool;
  drop(): Promise<void>;
}

export interface DatasetSize {
  mentors: number;
  slots: number;
}

/**
 * A freshly generated marketplace for one server: a PGlite data dir in a temp folder, or, for
 * PostgreSQL, a new database `bench_<pid>` beside the one DATABASE_URL names (never that one itself,
 * whose data must stay as it is). Dropped again by `drop()`.
 */
export async function createDataset(
  kind: Dataset['kind'],
  size: DatasetSize,
  adminUrl?: string,
  /** Runs on the generated database before the server starts, e.g. to grow it (`--scale`). */
  afterGenerate?: (db: Database) => Promise<void>,
): Promise<Dataset> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-data-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => undefined;
  if (kind === 'postgres') {
    if (!adminUrl) throw new Error('PostgreSQL needs DATABASE_URL');
    const name = `bench_${process.pid}`;
    await withClient(adminUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${name}`).then(() => client.query(`CREATE DATABASE ${name}`)),
    );
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () =>
      withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined);
  }
  const drop = async () => {
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const database = await openDatabase({ databaseUrl, dataDir });
    try {
      const generated = await generateMarketplace(database.db, size);
      console.log(
        `Generated ${size.mentors} mentors / ${size.slots} slots on ${kind} in ${(generated.totalMs / 1000).toFixed(1)} s:`,
      );
      for (const line of formatTableStats(generated.tables)) console.log(line);
      await afterGenerate?.(database.db);
      const pool = await readPool(database.db);
      return { kind, dataDir, ...(databaseUrl ? { databaseUrl } : {}), generated, pool, drop };
    } finally {
      await database.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Logs a generated account in through the API and returns its session cookie (`sid=…`). */
export async function login(baseUrl: string, email: string): Promise<string> {
  const client = new MenteeClient(baseUrl);
  try {
    await client.login(email);
    return client.cookie;
  } finally {
    client.close();
  }
}

/**
 * What a phone on which `email` logged in before keeps for this site, as a Cookie header: the session,
 * the role the app mirrors (for the role's app shell, decision 090) and the zone the app mirrors (with
 * it the server renders the first screens with their content, decision 118).
 */
export async function returningPhoneCookie(baseUrl: string, email: string, timeZone: string): Promise<string> {
  return `${await login(baseUrl, email)}; ${ROLE_COOKIE}=mentee; ${TIME_ZONE_COOKIE}=${encodeURIComponent(timeZone)}`;
}

/** A Cookie header ("a=1; b=2") as a browser context's cookies for `url`; the page's scripts may read all but the session. */
export function browserCookies(header: string, url: string) {
  return header.split('; ').map((pair) => {
    const [name = '', value = ''] = pair.split(/=(.*)/s);
    const readable = name === ROLE_COOKIE || name === TIME_ZONE_COOKIE;
    return { name, value, url: new URL(url).origin, httpOnly: !readable, sameSite: 'Lax' as const };
  });
}

export async function getJson<T>(baseUrl: string, pathAndQuery: string, cookie: string): Promise<T> {
  const response = await fetch(`${baseUrl}${pathAndQuery}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${pathAndQuery} answered ${response.status}`);
  return (await response.json()) as T;
}
