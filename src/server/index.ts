import { writeFile } from 'node:fs/promises';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { DataDirLockedError, openDatabase } from './db/client';
import { ConfigError, loadConfig } from './env';
import { startHousekeeping } from './housekeeping';
import { shapeClientErrors } from './http/client-errors';
import { settleAfterResponse } from './http/after-response';
import { createAppDeps } from './http/app-deps';
import { convertLegacyImages } from './images/legacy-images';
import { createLogger } from './logger';
import { createMailer } from './mail/mailer';
import { answerBackupRequests } from './ops/backup';
import { JobBoard } from './ops/job-board';
import { serverNow } from './middleware/test-clock';
import { startNoticeScheduler, type NoticeScheduler } from './notices/notice-worker';
import { clientDistDir } from './paths';
import { startReminderScheduler, type ReminderScheduler } from './push/reminder-scheduler';
import { readCacheCounts } from './machinery/read-cache/read-cache';
import { startRankingRefresh } from './search/mentor-rankings';
import { startBusyRefresh } from './calendar-sync/busy-refresh';
import { renewSubscriptions } from './payment/subscription.service';
import { JOB_TIMING } from './job-timing';
import { startPeriodicJob, type PeriodicJob } from './periodic-job';
import { mailReceipts } from './receipts/receipts.service';

/**
 * Only for `npm run bench`: the read cache's counts, written twice a second to a file the bench reads.
 * Asynchronously: a synchronous write held the event loop for up to 10 ms on a busy disk, a stall the
 * bench then measured as the server's.
 */
function writeBenchStats(file: string | undefined) {
  if (!file) return;
  setInterval(() => void writeFile(file, JSON.stringify(readCacheCounts)).catch(() => undefined), 500).unref();
}

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    timeoutMs: config.DB_TIMEOUT_MS,
    onConnectionError: (error) => logger.warn({ err: error }, 'idle database connection failed; the pool replaces it'),
  });
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, dataDir: config.DATA_DIR, from: config.MAIL_FROM, logger });
  const deps = createAppDeps({ config, db: database.db, mailer, logger, now: serverNow, jobs: new JobBoard() });
  // Fails the start on bad VAPID_* values; on the very first start it generates and stores the keys.
  await deps.vapid.details();
  await convertLegacyImages(database.db, logger);
  const app = createApp(deps, { clientRoot: clientDistDir });
  const stopHousekeeping = startHousekeeping(deps);
  // `npm run backup` asks the process that holds the embedded database (decision 095).
  const stopBackups = database.kind === 'pglite' ? answerBackupRequests(database.db, config.DATA_DIR, logger) : () => undefined;
  const rankings = startRankingRefresh(deps);
  let busyCalendars: PeriodicJob | undefined;
  // Each period of a monthly subscription grants its credits; a receipt whose mail failed is sent again.
  const moneyJobs = [
    startPeriodicJob(
      deps,
      { sent: 'subscription periods started', failed: 'renewing subscriptions failed' },
      JOB_TIMING.subscriptions.intervalMs,
      () => renewSubscriptions(deps),
    ),
    startPeriodicJob(deps, { sent: 'receipts mailed', failed: 'mailing receipts failed' }, JOB_TIMING.receipts.intervalMs, () =>
      mailReceipts(deps),
    ),
  ];
  let reminders: ReminderScheduler | undefined;
  let notices: NoticeScheduler | undefined;

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info(
      { database: database.kind, url: config.publicUrl, port: info.port },
      `Serving on http://${config.HOST}:${info.port}`,
    );
    reminders = startReminderScheduler(deps);
    notices = startNoticeScheduler(deps);
    // Once listening: a calendar this server serves itself (the demo's) can be read on the first run.
    busyCalendars = startBusyRefresh(deps);
  });
  shapeClientErrors(server);
  writeBenchStats(config.BENCH_STATS_FILE);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing open requests');
    stopHousekeeping();
    stopBackups();
    const remindersStopped = Promise.all([
      reminders?.stop(),
      notices?.stop(),
      rankings.stop(),
      busyCalendars?.stop(),
      ...moneyJobs.map((job) => job.stop()),
    ]);
    // Stop accepting, let running requests finish, then close the database they may still use.
    server.close(async () => {
      await remindersStopped;
      await settleAfterResponse();
      mailer.close();
      await database.close();
      logger.info('stopped');
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => {
      logger.warn('requests still open after 10 s; exiting anyway');
      process.exit(1);
    }, 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Server failed to start:', error);
  }
  process.exit(1);
});
