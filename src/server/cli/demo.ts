import { rmSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { DEMO_FEATURED_PER_ROLE, DEMO_PASSWORD, seedDemo } from '../demo/seed';
import { demoBusyCalendarEndpoint } from '../demo/busy-calendar';
import { loadConfig } from '../env';
import { projectRoot } from '../paths';

/**
 * `npm run demo`: a fresh embedded database full of demo data, then the normal server on it.
 * Always PGlite in its own folder, so a demo never touches real data.
 */
const dataDir = path.resolve(projectRoot, process.env.DEMO_DATA_DIR ?? 'data-demo');
if (process.env.DATABASE_URL) console.warn('npm run demo ignores DATABASE_URL and uses a fresh embedded database.');
delete process.env.DATABASE_URL;
process.env.DATA_DIR = dataDir;

// The first mentor's busy calendar is a file this server serves itself, over loopback (demo/busy-calendar.ts).
const config = loadConfig();
process.env.CALENDAR_DEV_ENDPOINTS = [process.env.CALENDAR_DEV_ENDPOINTS, demoBusyCalendarEndpoint(config.PORT)].filter(Boolean).join(',');

rmSync(dataDir, { recursive: true, force: true });
const database = await openDatabase({ dataDir });
const logins = await seedDemo(database.db, new Date(), config);
await database.close();

const pick = (role: string, count: number) => logins.filter((login) => login.role === role).slice(0, count);
console.log(`\nDemo data is ready in ${dataDir}. Every demo account's password is "${DEMO_PASSWORD}".`);
for (const login of [...pick('admin', 1), ...pick('mentor', DEMO_FEATURED_PER_ROLE), ...pick('mentee', DEMO_FEATURED_PER_ROLE)]) {
  console.log(`  ${login.role.padEnd(7)} ${login.email.padEnd(22)} ${login.userName}`);
}
console.log(`  (${logins.length} accounts in all: mentor1…mentor12@demo.test, mentee1…mentee6@demo.test)\n`);

await import('../index');
