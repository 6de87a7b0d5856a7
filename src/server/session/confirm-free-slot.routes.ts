import { Hono } from 'hono';
import { confirmCreditSlotRequestSchema } from '../../shared/contracts/money';
import { confirmFreeSlotRequestSchema } from '../../shared/contracts/payment';
import { confirmCreditSlot } from '../payment/credit-slot';
import type { AppEnv } from '../http/context';
import { currentUser, requireRole } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { confirmFreeSlot } from '../payment/payment.service';

/**
 * `POST /session/confirm-free-slot`: the free-token way to confirm a held booking. Mounted on the
 * `/session` prefix next to the session routes; the rule lives with the other ways to pay.
 */
export const freeSlotRoutes = new Hono<AppEnv>().post(
  '/confirm-free-slot',
  requireRole('mentee'),
  validate('json', confirmFreeSlotRequestSchema),
  async (c) => {
    return c.json(await confirmFreeSlot(c.get('deps'), currentUser(c), c.req.valid('json').bookingId, c.get('lang')));
  },
).post(
  '/confirm-credit-slot',
  requireRole('mentee'),
  validate('json', confirmCreditSlotRequestSchema),
  async (c) => {
    return c.json(await confirmCreditSlot(c.get('deps'), currentUser(c), c.req.valid('json').bookingId, c.get('lang')));
  },
);
