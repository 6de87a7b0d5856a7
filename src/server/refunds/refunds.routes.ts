import { Hono } from 'hono';
import { bookingIdParamSchema, refundRequestSchema, type RefundResult } from '../../shared/contracts/money';
import type { AppEnv } from '../http/context';
import { currentUser, requireAdmin } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { refundBooking } from './refunds.service';

/** Mounted on `/admin/bookings`. */
export const adminRefundRoutes = new Hono<AppEnv>().post(
  '/:bookingId/refund',
  requireAdmin,
  validate('param', bookingIdParamSchema),
  validate('json', refundRequestSchema),
  async (c) => {
    const { bookingId } = c.req.valid('param');
    const result = await refundBooking(c.get('deps'), currentUser(c), bookingId, c.req.valid('json').reason);
    return c.json(result satisfies RefundResult);
  },
);
