import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'pino';
import type { Database } from '../db/client';

/**
 * Backups of the embedded database (decision 095). A server holding the data dir takes them itself,
 * asked by `npm run backup` through a request file and SIGUSR2: only the process that has the database
 * open can copy it consistently, and a local signal needs no network endpoint and no secret.
 */
export const BACKUP_SIGNAL = 'SIGUSR2';
export const backupRequestsDir = (dataDir: string) => path.join(dataDir, 'backup-requests');
const GZIP_MAGIC = [0x1f, 0x8b];

/**
 * A gzipped tar of the cluster, taken between transactions: PGlite runs one statement at a time, and the
 * dump waits until no transaction is open, so it holds every committed change and nothing half-done.
 */
export async function dumpPglite(db: Database): Promise<Buffer> {
  const client = (db as unknown as { $client: PGlite }).$client;
  // Writes what is in memory to the files first, so that a restore replays little write-ahead log.
  await client.exec('CHECKPOINT');
  const dump = await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
  return Buffer.from(await dump.arrayBuffer());
}

/**
 * A backup file as PGlite's `loadDataDir` wants it (an uncompressed tar), or a BackupError when it is none:
 * PGlite would fail on it in a way that cannot be caught.
 */
export function backupBlob(bytes: Buffer): Blob {
  let tar = bytes;
  if (bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1]) {
    try {
      tar = gunzipSync(bytes);
    } catch (error) {
      throw new BackupError(`it is not a complete gzip file (${(error as Error).message})`);
    }
  }
  // Every tar header block carries "ustar" at offset 257.
  if (tar.length < 512 || tar.subarray(257, 262).toString('latin1') !== 'ustar') throw new BackupError('it is not a backup of this app');
  return new Blob([new Uint8Array(tar)]);
}

/**
 * In a server on PGlite: on SIGUSR2, answers each request file `<id>.request` in the requests folder
 * with `<id>.tar.gz` (written under another name, then renamed, so the CLI never reads half a file)
 * or `<id>.error`. Returns a function that stops listening.
 */
export function answerBackupRequests(db: Database, dataDir: string, logger: Logger): () => void {
  const folder = backupRequestsDir(dataDir);
  let busy: Promise<void> = Promise.resolve();
  const answerAll = async () => {
    const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.request'));
    for (const name of names) {
      const id = path.basename(name, '.request');
      const started = performance.now();
      try {
        const bytes = await dumpPglite(db);
        const partial = path.join(folder, `${id}.partial`);
        await writeFile(partial, bytes);
        await rename(partial, path.join(folder, `${id}.tar.gz`));
        logger.info({ bytes: bytes.length, ms: Math.round(performance.now() - started) }, 'backup written');
      } catch (error) {
        logger.error({ err: error }, 'backup failed');
        await writeFile(path.join(folder, `${id}.error`), String((error as Error).message ?? error));
      } finally {
        await rm(path.join(folder, name), { force: true });
      }
    }
  };
  const onSignal = () => {
    busy = busy.then(answerAll).catch((error: unknown) => logger.error({ err: error }, 'backup requests could not be read'));
  };
  process.on(BACKUP_SIGNAL, onSignal);
  return () => process.off(BACKUP_SIGNAL, onSignal);
}

/** The CLI's side: asks the server with pid `holder` for a backup and waits for its answer. */
export async function requestBackupFromServer(dataDir: string, holder: number, timeoutMs: number): Promise<Buffer> {
  const folder = backupRequestsDir(dataDir);
  await mkdir(folder, { recursive: true });
  const id = randomUUID();
  await writeFile(path.join(folder, `${id}.request`), new Date().toISOString());
  process.kill(holder, BACKUP_SIGNAL);
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      const done = await readFile(path.join(folder, `${id}.tar.gz`)).catch(() => null);
      if (done) return done;
      const failed = await readFile(path.join(folder, `${id}.error`), 'utf8').catch(() => null);
      if (failed !== null) throw new BackupError(`The server could not write the backup: ${failed}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new BackupError(`The server (pid ${holder}) did not answer the backup request within ${timeoutMs / 1000} s.`);
  } finally {
    for (const suffix of ['request', 'tar.gz', 'error']) await rm(path.join(folder, `${id}.${suffix}`), { force: true });
  }
}

export class BackupError extends Error {}
