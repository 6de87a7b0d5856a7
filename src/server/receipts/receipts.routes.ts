import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { currentUser, requireUser } from '../middleware/auth';
import { idParamSchema, validate } from '../middleware/validate';
import { getReceipts, receiptPage } from './receipts.service';

/** Mounted on `/payment/receipts`: the caller's own receipts, and one as a printable page. */
export const receiptRoutes = new Hono<AppEnv>()
  .get('/', requireUser, async (c) => c.json(await getReceipts(c.get('deps'), currentUser(c), c.get('lang'))))
  .get('/:id', requireUser, validate('param', idParamSchema), async (c) => {
    const html = await receiptPage(c.get('deps'), currentUser(c), c.req.valid('param').id, c.get('lang'));
    return c.html(html);
  });
