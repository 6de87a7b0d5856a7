import { describe, expect, it } from 'vitest';
import type { EarningItem } from '../../../shared/contracts/money';
import { monthTotals } from './month-totals';

const item = (start: string, netCents: number, status: EarningItem['status'] = 'available'): EarningItem => ({
  bookingId: start,
  start,
  grossCents: netCents,
  feeCents: 0,
  netCents,
  status,
  menteeName: null,
  skillTitle: 'Talks',
});

describe('monthTotals', () => {
  it('sums net earnings per month, leaves refunds out, and shows empty months as zero', () => {
    const now = new Date(2026, 10, 28, 12);
    const totals = monthTotals(
      [
        item(new Date(2026, 10, 2, 10).toISOString(), 800),
        item(new Date(2026, 10, 20, 10).toISOString(), 400),
        item(new Date(2026, 8, 5, 10).toISOString(), 800, 'refunded'),
        item(new Date(2026, 7, 5, 10).toISOString(), 800, 'paid'),
      ],
      now,
      4,
    );
    expect(totals).toEqual([
      { month: '2026-08', netCents: 800 },
      { month: '2026-09', netCents: 0 },
      { month: '2026-10', netCents: 0 },
      { month: '2026-11', netCents: 1200 },
    ]);
  });

  it('runs up to the month of the last upcoming session', () => {
    const totals = monthTotals([item(new Date(2027, 0, 10, 10).toISOString(), 800, 'pending')], new Date(2026, 10, 28), 3);
    expect(totals.map((total) => total.month)).toEqual(['2026-11', '2026-12', '2027-01']);
  });
});
