import { isNull } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase } from '../db/client';
import { bookingNotices } from '../db/schema';
import { loadConfig } from '../env';
import { createAppDeps } from '../http/app-deps';
import { createMailer, type Mailer } from '../mail/mailer';
import { runNoticesOnce } from '../notices/notice-worker';

/**
 * One notice pass in a process of its own, as a server instance would run it (notices.crash.test.ts).
 * The mail goes to `$DATA_DIR/mail` (no SMTP_URL). NOTICE_CLOCKS: the time of each pass, comma-separated;
 * each pass's summary is printed as a line of JSON, then the number of notices still unsent. With
 * CRASH_AFTER_MAIL set, the process says "mail written" after the first mail is on disk and then waits,
 * before its notice is marked sent, for the test to SIGKILL it.
 */
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const logger = pino({ level: 'silent' });
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const fileMailer = createMailer({ dataDir: config.DATA_DIR, from: config.MAIL_FROM, logger });
const mailer: Mailer = process.env.CRASH_AFTER_MAIL
  ? {
      async send(message) {
        await fileMailer.send(message);
        process.stdout.write('mail written\n');
        setInterval(() => undefined, 1000);
        await new Promise(() => undefined);
      },
      close: () => fileMailer.close(),
    }
  : fileMailer;
for (const clock of (process.env.NOTICE_CLOCKS ?? new Date().toISOString()).split(',').map((time) => new Date(time))) {
  const deps = createAppDeps({ config, db: database.db, mailer, logger, now: () => clock });
  process.stdout.write(`${JSON.stringify(await runNoticesOnce(deps))}\n`);
}
const unsent = await database.db.select({ id: bookingNotices.id }).from(bookingNotices).where(isNull(bookingNotices.sentAt));
process.stdout.write(`${JSON.stringify({ unsent: unsent.length })}\n`);
mailer.close();
await database.close();
