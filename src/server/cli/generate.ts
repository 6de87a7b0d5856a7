import path from 'node:path';
import { z } from 'zod';
import { parseCliArgs, runCli } from './cli-args';
import { DataDirLockedError, openDatabase } from '../db/client';
import { AlreadyGeneratedError, formatTableStats, generateMarketplace, GENERATED_PASSWORD } from '../generator/generate';

const usage =
  'Usage: npm run generate -- [--mentors 10000] [--slots 100000] [--mentees N] [--seed S] [--data-dir DIR]\n' +
  '       (with DATABASE_URL set, PostgreSQL is filled instead of the embedded database in --data-dir or DATA_DIR)';

const count = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);
const argsSchema = z.object({
  mentors: count(10_000),
  slots: count(100_000),
  mentees: z.coerce.number().int().min(1).max(1_000_000).optional(),
  seed: z.coerce.number().int().default(20261121),
  'data-dir': z.string().min(1).optional(),
});

/**
 * `npm run generate`: a large marketplace for load tests and benchmarks, in the embedded database of
 * a data dir (not one a running server holds) or in the PostgreSQL of DATABASE_URL.
 */
async function main(): Promise<number> {
  const args = parseCliArgs(argsSchema, usage);
  if (!args) return 2;
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = path.resolve(args['data-dir'] ?? process.env.DATA_DIR ?? './data');
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    console.log(`Generating ${args.mentors} mentors and ${args.slots} slots into ${databaseUrl ? 'PostgreSQL' : dataDir} …`);
    const result = await generateMarketplace(database.db, args);
    for (const line of formatTableStats(result.tables)) console.log(line);
    console.log(
      `Done in ${(result.totalMs / 1000).toFixed(1)} s. Every generated account's password is "${GENERATED_PASSWORD}",`,
    );
    console.log(
      `e.g. ${result.mentor.email} (mentor) and ${result.busiestMenteeEmail} (the mentee with the most upcoming sessions).`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

runCli(main, [DataDirLockedError, AlreadyGeneratedError], 'Generation failed:');
