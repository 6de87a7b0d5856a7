import { Hono } from 'hono';
import { pushSubscribeRequestSchema, pushUnsubscribeRequestSchema } from '../../shared/contracts/push';
import type { AppEnv } from '../http/context';
import { localize } from '../i18n/localized';
import { currentUser, requireUser } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { pushMessages } from './push.messages';
import * as pushService from './push.service';

export const pushRoutes = new Hono<AppEnv>()
  // The public key is public by nature; a service worker may need it to resubscribe without a session.
  .get('/public-key', async (c) => c.json({ publicKey: await pushService.getPublicKey(c.get('deps')) }))
  .post('/subscribe', requireUser, validate('json', pushSubscribeRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const userAgent = c.req.header('user-agent')?.slice(0, 300) ?? null;
    const { created } = await pushService.subscribe(c.get('deps'), currentUser(c), body, userAgent);
    return c.json({ endpoint: body.endpoint, message: localize(pushMessages.subscribed, c.get('lang')) }, created ? 201 : 200);
  })
  .delete('/subscribe', requireUser, validate('json', pushUnsubscribeRequestSchema), async (c) => {
    const { endpoint } = c.req.valid('json');
    await pushService.unsubscribe(c.get('deps'), currentUser(c), endpoint);
    return c.json({ endpoint, message: localize(pushMessages.unsubscribed, c.get('lang')) });
  });
