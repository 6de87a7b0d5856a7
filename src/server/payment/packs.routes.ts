import { Hono } from 'hono';
import { packIdParamSchema, type Pack } from '../../shared/contracts/money';
import type { AppEnv } from '../http/context';
import { currentUser, requireRole, requireUser } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { rememberLanguage } from '../notices/notices.queries';
import { createPackIntent } from './pack-intent';
import { packCatalogue } from './packs.service';
import { cancelSubscription, getSubscription } from './subscription.service';

/** Mounted on `/payment`: the packs of the pricing page, buying one, and the monthly subscription. */
export const packRoutes = new Hono<AppEnv>()
  .get('/packs', (c) => c.json(packCatalogue(c.get('deps').config) satisfies Pack[]))
  .post('/packs/:id/intent', requireRole('mentee'), validate('param', packIdParamSchema), async (c) => {
    // The receipt mail follows in the language the payer buys in (the app may have switched since login).
    await rememberLanguage(c.get('deps').db, currentUser(c)._id, c.get('lang'));
    return c.json(await createPackIntent(c.get('deps'), c.get('payment'), currentUser(c), c.req.valid('param').id));
  })
  .get('/subscription', requireUser, async (c) => c.json(await getSubscription(c.get('deps'), c.get('payment'), currentUser(c))))
  .delete('/subscription', requireUser, async (c) => c.json(await cancelSubscription(c.get('deps'), c.get('payment'), currentUser(c))));
