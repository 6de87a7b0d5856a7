import { existsSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { DataDirLockedError, lockDataDir, openDatabase, pgliteDir, pgliteExtensions } from '../db/client';
import { ConfigError, loadConfig } from '../env';
import { backupBlob } from '../ops/backup';
import { checkIntegrity } from '../ops/integrity.queries';
import { runCli } from './cli-args';

const usage = 'Usage: npm run restore -- FILE   (a file written by npm run backup; the server must be stopped)';

/**
 * Replaces the embedded database with a backup. Refuses a data dir a running server holds. The current
 * database is moved aside (`pglite.before-restore-<time>`), not deleted, and put back if loading fails.
 * The restored database is migrated to this version and checked against the app's integrity rules.
 */
async function main(): Promise<number> {
  let file: string | undefined;
  try {
    const { positionals } = parseArgs({ allowPositionals: true, options: {} });
    if (positionals.length !== 1) throw new Error('name exactly one backup file');
    file = path.resolve(positionals[0]!);
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (see the README).');
    return 2;
  }
  let backup: Blob;
  try {
    backup = backupBlob(await readFile(file));
  } catch (error) {
    throw new RestoreError(`${file} could not be loaded: ${(error as Error).message}. The database is unchanged.`);
  }
  const release = await lockDataDir(config.DATA_DIR);
  const target = pgliteDir(config.DATA_DIR);
  const aside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  try {
    if (existsSync(target)) await rename(target, aside);
    try {
      const client = await PGlite.create(target, { extensions: pgliteExtensions, loadDataDir: backup });
      await client.close();
    } catch (error) {
      await rm(target, { recursive: true, force: true });
      if (existsSync(aside)) await rename(aside, target);
      throw new RestoreError(`${file} could not be loaded: ${(error as Error).message}. The database is unchanged.`);
    }
  } finally {
    await release();
  }
  // Migrates a backup of an older version, as the server would on start.
  const database = await openDatabase({ dataDir: config.DATA_DIR });
  try {
    const findings = await checkIntegrity(database.db);
    const broken = findings.filter((finding) => finding.violations > 0);
    console.log(`Restored ${file} into ${path.resolve(config.DATA_DIR)}.`);
    if (existsSync(aside)) console.log(`The previous database is kept in ${aside}; delete it once you are satisfied.`);
    for (const finding of broken) console.error(`Integrity: ${finding.violations} row(s) break "${finding.rule}".`);
    if (!broken.length) console.log(`All ${findings.length} integrity checks passed.`);
    return broken.length ? 3 : 0;
  } finally {
    await database.close();
  }
}

class RestoreError extends Error {}

runCli(main, [ConfigError, DataDirLockedError, RestoreError]);
