import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { z } from 'zod';
import { DataDirLockedError, dataDirHolder, lockDataDir, pgliteDir, pgliteExtensions, type Database } from '../db/client';
import { ConfigError, loadConfig } from '../env';
import { BackupError, dumpPglite, requestBackupFromServer } from '../ops/backup';
import { parseCliArgs, runCli } from './cli-args';

const usage = 'Usage: npm run backup -- --out FILE';
const argsSchema = z.object({ out: z.string().trim().min(1, 'name the file to write') });
/** A dump of a large cluster takes seconds; the server answers between two requests of its own. */
const SERVER_ANSWER_TIMEOUT_MS = 5 * 60_000;

/**
 * Writes a gzipped tar of the embedded database to --out. When a server holds the data dir, the server
 * takes the backup (see ops/backup.ts); otherwise this process opens the database itself, holding the
 * data dir's lock so that no server can start on it meanwhile. PostgreSQL has pg_dump for this.
 */
async function main(): Promise<number> {
  const args = parseCliArgs(argsSchema, usage);
  if (!args) return 2;
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (see the README).');
    return 2;
  }
  const out = path.resolve(args.out);
  const holder = await dataDirHolder(config.DATA_DIR);
  const bytes = holder
    ? await requestBackupFromServer(config.DATA_DIR, holder, SERVER_ANSWER_TIMEOUT_MS)
    : await backupClosedDatabase(config.DATA_DIR);
  await writeFile(out, bytes);
  console.log(`Backup of ${path.resolve(config.DATA_DIR)} written to ${out} (${bytes.length} bytes${holder ? `, by the running server, pid ${holder}` : ''}).`);
  return 0;
}

async function backupClosedDatabase(dataDir: string): Promise<Buffer> {
  const release = await lockDataDir(dataDir);
  try {
    const client = await PGlite.create(pgliteDir(dataDir), { extensions: pgliteExtensions });
    try {
      return await dumpPglite(drizzle({ client }) as unknown as Database);
    } finally {
      await client.close();
    }
  } finally {
    await release();
  }
}

runCli(main, [ConfigError, DataDirLockedError, BackupError]);
