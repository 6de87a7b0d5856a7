import type { EarningItem } from '../../../shared/contracts/money';

export interface MonthTotal {
  /** First day of the month, `YYYY-MM`. */
  month: string;
  netCents: number;
}

const monthOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;

/**
 * What the mentor earned (net, refunds left out) per calendar month in the viewer's zone, every month
 * from `months - 1` before `now` up to now, or up to the last session when one is later.
 */
export function monthTotals(items: readonly EarningItem[], now: Date, months = 6): MonthTotal[] {
  const sums = new Map<string, number>();
  let last = new Date(now.getFullYear(), now.getMonth(), 1);
  for (const item of items) {
    if (item.status === 'refunded') continue;
    const start = new Date(item.start);
    sums.set(monthOf(start), (sums.get(monthOf(start)) ?? 0) + item.netCents);
    const first = new Date(start.getFullYear(), start.getMonth(), 1);
    if (first > last) last = first;
  }
  return Array.from({ length: months }, (_, index) => {
    const month = monthOf(new Date(last.getFullYear(), last.getMonth() - (months - 1 - index), 1));
    return { month, netCents: sums.get(month) ?? 0 };
  });
}
