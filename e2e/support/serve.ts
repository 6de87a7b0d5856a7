import { rmSync } from 'node:fs';
import { openDatabase } from '../../src/server/db/client';
import { upsertAdmin } from '../../src/server/user/admin-account';
import { E2E_ADMINS } from './admins';

/**
 * Starts the real server, as `npm start` does, on a wiped data dir, for Playwright's webServer.
 * The client must already be built (`npm test` builds it first).
 */
const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) throw new Error('E2E_DATA_DIR is not set');
rmSync(dataDir, { recursive: true, force: true });

process.env.DATA_DIR = dataDir;
process.env.PORT = process.env.E2E_PORT ?? '3100';
process.env.HOST = '127.0.0.1';
process.env.PUBLIC_URL = `http://localhost:${process.env.PORT}`;
process.env.LOG_LEVEL ??= 'warn';
// Lets a test send `x-test-clock-offset-ms` to see its own sessions as past (see src/server/middleware/test-clock.ts).
process.env.TEST_HOOKS = 'true';
// Parallel browser tests all come from one address; the per-IP limits are for real crowds.
process.env.RATE_LIMIT_PER_MINUTE ??= '100000';
process.env.SIGNUPS_PER_HOUR ??= '100000';
// The stub push service of pwa-push.spec.ts hands out http://127.0.0.1:9 endpoints; only listed ones pass the endpoint rules.
process.env.PUSH_DEV_ENDPOINTS = '127.0.0.1:9';
// Busy calendars: the server reads the demo's calendar file from itself (busy-calendars.spec.ts).
process.env.CALENDAR_DEV_ENDPOINTS = `127.0.0.1:${process.env.PORT}`;
// Specs that do not test verification or vetting sign people up who can book and be found at once; the
// trust specs run against a second server that sets both to `required` (playwright.config.ts).
process.env.EMAIL_VERIFICATION ??= 'off';
process.env.MENTOR_APPROVAL ??= 'off';
delete process.env.DATABASE_URL;
delete process.env.SMTP_URL;
delete process.env.STRIPE_SECRET_KEY;
delete process.env.STRIPE_PUBLISHABLE_KEY;
delete process.env.STRIPE_WEBHOOK_SECRET;

// What create-admin does, in this process: one database opening instead of a CLI process per admin.
const database = await openDatabase({ dataDir });
for (const admin of Object.values(E2E_ADMINS)) await upsertAdmin(database.db, admin);
await database.close();

await import('../../src/server/index');
