import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { emailSchema, passwordSchema, userNameSchema } from '../../shared/contracts/user';
import { parseCliArgs, runCli } from './cli-args';
import { DataDirLockedError, openDatabase } from '../db/client';
import { users } from '../db/schema';
import { ConfigError, loadConfig } from '../env';
import { searchableText } from '../../shared/domain/search-text';
import { hashPassword } from '../user/password';
import { findUserByEmail } from '../user/user.queries';

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
    const { email, password, name } = args;
    const passwordHash = await hashPassword(password);
    const userName = name ?? email.split('@')[0]!;
    const existing = await findUserByEmail(database.db, email);
    const [row] = existing
      ? await database.db
          .update(users)
          .set({
            role: 'admin',
            originalRole: 'admin',
            passwordHash,
            ...(name ? { userName: name, searchName: searchableText(name) } : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, existing.id))
          .returning({ uuid: users.uuid })
      : await database.db
          .insert(users)
          .values({ email, userName, searchName: searchableText(userName), passwordHash, role: 'admin', originalRole: 'admin' })
          .returning({ uuid: users.uuid });
    console.log(row!.uuid);
    return 0;
  } finally {
    await database.close();
  }
}

runCli(main, [ConfigError, DataDirLockedError]);
