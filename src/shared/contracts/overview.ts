import { z } from 'zod/mini';

export const OVERVIEW_MAX_WEEKS = 52;
export const OVERVIEW_DEFAULT_WEEKS = 12;

/** `GET /app/admin/overview?weeks=`: how many weeks back, the current one included. */
export const overviewQuerySchema = z.object({
  weeks: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(OVERVIEW_MAX_WEEKS)), OVERVIEW_DEFAULT_WEEKS),
});
export type OverviewQuery = z.input<typeof overviewQuerySchema>;

/**
 * One week (Monday 00:00 UTC to the next Monday) of the business, oldest first, every week present.
 * `bookings`: sessions confirmed that week; `completedSessions`: confirmed sessions that ended that week
 * (up to now); money in integer cents of the configured currency.
 */
export const overviewWeekSchema = z.object({
  weekStart: z.iso.date(),
  signups: z.number().check(z.int(), z.gte(0)),
  bookings: z.number().check(z.int(), z.gte(0)),
  completedSessions: z.number().check(z.int(), z.gte(0)),
  revenueCents: z.number().check(z.int(), z.gte(0)),
  refundsCents: z.number().check(z.int(), z.gte(0)),
});
export const overviewSchema = z.array(overviewWeekSchema);
export type OverviewWeek = z.infer<typeof overviewWeekSchema>;
