import { Hono } from 'hono';
import {
  adminBookingsQuerySchema,
  bookingIdParamSchema,
  refundRequestSchema,
  type AdminBooking,
  type RefundResult,
} from '../../shared/contracts/money';
import type { AppEnv } from '../http/context';
import { currentUser, requireAdmin } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { listAdminBookings, refundBooking } from './refunds.service';

/** Mounted on `/admin/bookings`: paid sessions to look up, and their refund. */
export const adminRefundRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, validate('query', adminBookingsQuerySchema), async (c) => {
    const { query, page } = c.req.valid('query');
    return c.json((await listAdminBookings(c.get('deps'), query, page)) satisfies AdminBooking[]);
  })
  .post(
    '/:bookingId/refund',
    requireAdmin,
    validate('param', bookingIdParamSchema),
    validate('json', refundRequestSchema),
    async (c) => {
      const { bookingId } = c.req.valid('param');
      const result = await refundBooking(c.get('deps'), c.get('payment'), currentUser(c), bookingId, c.req.valid('json').reason);
      return c.json(result satisfies RefundResult);
    },
  );
