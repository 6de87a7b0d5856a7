import pino from 'pino';
import { DataDirLockedError, openDatabase } from '../db/client';
import { ConfigError, loadConfig } from '../env';
import { createAppDeps } from '../http/app-deps';
import type { Mailer } from '../mail/mailer';
import { runPayouts } from '../payouts/payouts.service';
import { runCli } from './cli-args';

/**
 * `npm run payouts`: pays every onboarded mentor's available balance, for a scheduler (cron, a systemd
 * timer). Safe beside running servers and another run: see payouts.service.ts. Prints one JSON line per payout.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const mailer: Mailer = { send: async () => undefined, close: () => undefined };
  // Written synchronously: a run killed in the middle has logged every step it took.
  const logger = pino({ level: config.LOG_LEVEL }, pino.destination({ fd: 1, sync: true }));
  const deps = createAppDeps({ config, db: database.db, mailer, logger, now: () => new Date() });
  try {
    const { payouts } = await runPayouts(deps);
    for (const payout of payouts) console.log(JSON.stringify(payout));
    console.error(`${payouts.length} payout(s) made`);
    return 0;
  } finally {
    await database.close();
  }
}

runCli(main, [ConfigError, DataDirLockedError]);
