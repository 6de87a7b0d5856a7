import { Hono } from 'hono';
import { adminPayoutsQuerySchema, type AdminPayout, type Payout, type PayoutRun } from '../../shared/contracts/money';
import type { AppEnv } from '../http/context';
import { currentUser, requireAdmin, requireRole } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { completeOnboarding, getAllPayouts, getPayouts, runPayouts, startOnboarding } from './payouts.service';

/** Mounted on `/payouts`: a mentor's payout account and the payouts made to them. */
export const payoutRoutes = new Hono<AppEnv>()
  .get('/', requireRole('mentor'), async (c) => c.json((await getPayouts(c.get('deps'), currentUser(c))) satisfies Payout[]))
  .post('/onboarding', requireRole('mentor'), async (c) => c.json(await startOnboarding(c.get('deps'), currentUser(c))))
  .post('/onboarding/complete', requireRole('mentor'), async (c) =>
    c.json(await completeOnboarding(c.get('deps'), currentUser(c))),
  );

/** Mounted on `/admin/payouts`: every payout made, and a run now. */
export const adminPayoutRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, validate('query', adminPayoutsQuerySchema), async (c) =>
    c.json((await getAllPayouts(c.get('deps'), c.req.valid('query').page)) satisfies AdminPayout[]),
  )
  .post('/run', requireAdmin, async (c) => c.json((await runPayouts(c.get('deps'), currentUser(c))) satisfies PayoutRun));
