import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/** The rows of a raw query, the same on both drivers (Drizzle types `execute` per driver). */
export async function queryRows<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
