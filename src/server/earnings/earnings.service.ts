import type { EarningItem, Earnings } from '../../shared/contracts/money';
import type { AppDeps, CurrentUser } from '../http/context';
import { findPayoutAccount, paidOutTotal } from '../payouts/payouts.queries';
import { balances, earningRows } from './earnings.queries';

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** The mentor's totals and one row per session; a session cancelled into a token is left out (it earns on the token's session). */
export async function getEarnings(deps: AppDeps, user: CurrentUser): Promise<Earnings> {
  const now = deps.now();
  const [totals, rows, paidOut, account] = [
    await balances(deps.db, user._id, now),
    await earningRows(deps.db, user._id),
    await paidOutTotal(deps.db, user._id),
    await findPayoutAccount(deps.db, user._id),
  ];
  const items: EarningItem[] = rows
    .filter((row) => row.refunded || !row.reversed)
    .map((row) => ({
      bookingId: row.booking_id,
      start: toDate(row.start_at).toISOString(),
      grossCents: Number(row.net) + Number(row.fee),
      feeCents: Number(row.fee),
      netCents: Number(row.net),
      status: row.refunded ? 'refunded' : row.paid ? 'paid' : toDate(row.available_at) <= now ? 'available' : 'pending',
      menteeName: row.mentee_name,
      skillTitle: row.skill_title,
    }));
  return {
    currency: deps.config.CURRENCY,
    pendingCents: Number(totals.pending),
    availableCents: Number(totals.available),
    paidOutCents: paidOut,
    payoutAccount: !account ? 'none' : account.onboardedAt ? 'onboarded' : 'pending',
    holdHours: deps.config.EARNINGS_HOLD_HOURS,
    payoutMinimumCents: deps.config.PAYOUT_MINIMUM_CENTS,
    items,
  };
}

const money = (cents: number) => (cents / 100).toFixed(2);

/** The same rows as CSV (RFC 4180, amounts in currency units with a dot), for a spreadsheet or the tax advisor. */
export function earningsCsv(earnings: Earnings): string {
  const lines = [['booking_id', 'session_start', 'currency', 'gross', 'fee', 'net', 'status'].join(',')];
  for (const item of earnings.items) {
    lines.push([item.bookingId, item.start, earnings.currency, money(item.grossCents), money(item.feeCents), money(item.netCents), item.status].join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
