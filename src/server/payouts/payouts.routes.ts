import { Hono } from 'hono';
import type { Payout, PayoutRun } from '../../shared/contracts/money';
import type { AppEnv } from '../http/context';
import { currentUser, requireAdmin, requireRole } from '../middleware/auth';
import { completeOnboarding, getPayouts, runPayouts, startOnboarding } from './payouts.service';

/** Mounted on `/payouts`: a mentor's payout account and the payouts made to them. */
export const payoutRoutes = new Hono<AppEnv>()
  .get('/', requireRole('mentor'), async (c) => c.json((await getPayouts(c.get('deps'), currentUser(c))) satisfies Payout[]))
  .post('/onboarding', requireRole('mentor'), async (c) => c.json(await startOnboarding(c.get('deps'), currentUser(c))))
  .post('/onboarding/complete', requireRole('mentor'), async (c) => c.json(await completeOnboarding(c.get('deps'), currentUser(c))));

/** Mounted on `/admin/payouts`. */
export const adminPayoutRoutes = new Hono<AppEnv>().post('/run', requireAdmin, async (c) =>
  c.json((await runPayouts(c.get('deps'))) satisfies PayoutRun),
);
