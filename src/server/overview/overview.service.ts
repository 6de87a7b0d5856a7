import type { OverviewWeek } from '../../shared/contracts/overview';
import type { AppDeps } from '../http/context';
import {
  weeklyBookings,
  weeklyCompletedSessions,
  weeklyRefundsCents,
  weeklyRevenueCents,
  weeklySignups,
  type WeekRange,
} from './overview.queries';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the week `date` falls in. */
export function weekStartUtc(date: Date): Date {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const daysSinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(midnight - daysSinceMonday * DAY_MS);
}

/** The last `weeks` weeks (the current one last), every figure per week, zero where nothing happened. */
export async function getOverview(deps: AppDeps, weeks: number): Promise<OverviewWeek[]> {
  const now = deps.now();
  const currentWeek = weekStartUtc(now);
  const range: WeekRange = {
    from: new Date(currentWeek.getTime() - (weeks - 1) * 7 * DAY_MS),
    to: new Date(currentWeek.getTime() + 7 * DAY_MS),
    now,
  };
  const [signups, bookings, completedSessions, revenueCents, refundsCents] = await Promise.all([
    weeklySignups(deps.db, range),
    weeklyBookings(deps.db, range),
    weeklyCompletedSessions(deps.db, range),
    weeklyRevenueCents(deps.db, range),
    weeklyRefundsCents(deps.db, range),
  ]);
  return Array.from({ length: weeks }, (_, index) => {
    const weekStart = new Date(range.from.getTime() + index * 7 * DAY_MS).toISOString().slice(0, 10);
    return {
      weekStart,
      signups: signups.get(weekStart) ?? 0,
      bookings: bookings.get(weekStart) ?? 0,
      completedSessions: completedSessions.get(weekStart) ?? 0,
      revenueCents: revenueCents.get(weekStart) ?? 0,
      refundsCents: refundsCents.get(weekStart) ?? 0,
    };
  });
}
