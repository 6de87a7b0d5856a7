import { z } from 'zod';
import { emailSchema, passwordSchema, userNameSchema } from '../../shared/contracts/user';
import { parseCliArgs, runCli } from './cli-args';
import { DataDirLockedError, openDatabase } from '../db/client';
import { ConfigError, loadConfig } from '../env';
import { upsertAdmin } from '../user/admin-account';

const usage = 'Usage: npm run create-admin -- --email E --password P [--name N]';

const argsSchema = z.object({ email: emailSchema, password: passwordSchema, name: z.optional(userNameSchema) });

/**
 * Creates an admin, or promotes an existing account (and sets the given password), then prints the
 * admin's uuid. On the embedded database it refuses to open a data dir a running server holds.
 */
async function main(): Promise<number> {
  const args = parseCliArgs(argsSchema, usage);
  if (!args) return 2;
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    console.log(await upsertAdmin(database.db, args));
    return 0;
  } finally {
    await database.close();
  }
}

runCli(main, [ConfigError, DataDirLockedError]);
