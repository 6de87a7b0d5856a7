import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/** The weeks asked for: [from, to) on Monday 00:00 UTC boundaries; `now` caps figures that must not run ahead. */
export interface WeekRange {
  from: Date;
  to: Date;
  now: Date;
}

/** Per week (its Monday as YYYY-MM-DD) one figure. Weeks without rows are absent; the service fills them in. */
export type WeeklyFigures = Map<string, number>;

/** The Monday (UTC) of the week a timestamp falls in, as YYYY-MM-DD; both databases truncate to ISO weeks. */
const weekOf = (column: SQL) => sql`to_char(date_trunc('week', ${column}, 'UTC') at time zone 'UTC', 'YYYY-MM-DD')`;

/** Runs `select <week>, <value> <rest> group by 1` and maps the rows. */
async function weekly(db: DbOrTx, column: SQL, value: SQL, rest: SQL): Promise<WeeklyFigures> {
  const result = (await db.execute(sql`select ${weekOf(column)} as week, ${value} as value ${rest} group by 1`)) as unknown as {
    rows: Array<{ week: string; value: number | string }>;
  };
  return new Map(result.rows.map((row) => [row.week, Number(row.value)]));
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** New accounts of mentors and mentees (admins are made by the operator, not signed up). */
export function weeklySignups(db: DbOrTx, range: WeekRange) {
  return weekly(
    db,
    sql`u.created_at`,
    sql`count(*)::int`,
    sql`from users u where u.role <> 'admin' and u.created_at >= ${at(range.from)} and u.created_at < ${at(range.to)}`,
  );
}

/** Sessions confirmed that week (paid or by a free-session token), whatever became of them later. */
export function weeklyBookings(db: DbOrTx, range: WeekRange) {
  return weekly(
    db,
    sql`b.confirmed_at`,
    sql`count(*)::int`,
    sql`from bookings b where b.confirmed_at >= ${at(range.from)} and b.confirmed_at < ${at(range.to)}`,
  );
}

/** Confirmed sessions whose end has passed, in the week they ended. */
export function weeklyCompletedSessions(db: DbOrTx, range: WeekRange) {
  return weekly(
    db,
    sql`b.end_at`,
    sql`count(*)::int`,
    sql`from bookings b where b.status = 'confirmed' and b.end_at >= ${at(range.from)}
      and b.end_at <= ${at(range.now)} and b.end_at < ${at(range.to)}`,
  );
}

/**
 * Money charged per week: card payments for sessions (in the week the booking was confirmed, refunded
 * ones included: refunds are their own figure) and packs and subscription periods bought, from the
 * ledger's payment rows (decision 096).
 */
export function weeklyRevenueCents(db: DbOrTx, range: WeekRange) {
  return weekly(
    db,
    sql`r.at`,
    sql`coalesce(sum(r.cents), 0)::bigint`,
    sql`from (
      select coalesce(b.confirmed_at, p.updated_at) as at, p.amount_cents as cents
        from payments p left join bookings b on b.id = p.booking_id where p.status in ('succeeded', 'refunded')
      union all
      select l.created_at, -l.amount_cents from ledger_entries l
        where l.kind = 'payment' and l.account = 'external' and l.purchase_id is not null
    ) r where r.at >= ${at(range.from)} and r.at < ${at(range.to)}`,
  );
}

/**
 * Money given back per week: refunded card payments (an admin's refund, or a charge that arrived after its
 * hold ended) and an admin's refunds of sessions paid with a pack credit, which have no card payment.
 */
export function weeklyRefundsCents(db: DbOrTx, range: WeekRange) {
  return weekly(
    db,
    sql`r.at`,
    sql`coalesce(sum(r.cents), 0)::bigint`,
    sql`from (
      select p.updated_at as at, p.amount_cents as cents from payments p where p.status = 'refunded'
      union all
      select l.created_at, l.amount_cents from ledger_entries l
        where l.kind = 'refund' and l.account = 'external'
          and not exists (select 1 from payments p where p.booking_id = l.booking_id and p.status = 'refunded')
    ) r where r.at >= ${at(range.from)} and r.at < ${at(range.to)}`,
  );
}
