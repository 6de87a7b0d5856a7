import { Hono } from 'hono';
import type { Earnings } from '../../shared/contracts/money';
import type { AppEnv } from '../http/context';
import { currentUser, requireRole } from '../middleware/auth';
import { earningsCsv, getEarnings } from './earnings.service';

/** Mounted on `/earnings` (and `/earnings.csv`): the mentor's earnings. */
export const earningsRoutes = new Hono<AppEnv>().get('/', requireRole('mentor'), async (c) =>
  c.json((await getEarnings(c.get('deps'), currentUser(c))) satisfies Earnings),
);

export const earningsCsvRoutes = new Hono<AppEnv>().get('/', requireRole('mentor'), async (c) => {
  const csv = earningsCsv(await getEarnings(c.get('deps'), currentUser(c)));
  return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="earnings.csv"' });
});
