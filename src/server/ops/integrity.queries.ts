import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/** One rule the data must keep, and how many rows break it. */
export interface IntegrityFinding {
  rule: string;
  violations: number;
}

/**
 * The rules every committed state of the database keeps, whatever request wrote it: a restore runs them,
 * and a backup taken under load must pass them. Each query counts the rows that break one rule.
 */
const rules: Array<{ rule: string; query: ReturnType<typeof sql> }> = [
  {
    rule: 'a pending or confirmed booking of an existing mentor has its slot, at the same time, of the same mentor',
    query: sql`select count(*)::int as n from bookings b left join slots s on s.id = b.slot_id
      where b.status in ('pending', 'confirmed') and b.mentor_id is not null
        and (s.id is null or s.mentor_id is distinct from b.mentor_id or s.start_at <> b.start_at)`,
  },
  {
    rule: 'at most one pending or confirmed booking per slot',
    query: sql`select count(*)::int as n from (select slot_id from bookings
      where status in ('pending', 'confirmed') and slot_id is not null group by slot_id having count(*) > 1) d`,
  },
  {
    rule: 'a pending booking has a hold end',
    query: sql`select count(*)::int as n from bookings where status = 'pending' and hold_expires_at is null`,
  },
  {
    rule: 'a confirmed booking has its confirmation time, meeting link and way of payment',
    query: sql`select count(*)::int as n from bookings where status = 'confirmed'
      and (confirmed_at is null or jitsi_link is null or paid_with is null)`,
  },
  {
    // An admin's refund of a session already held leaves it confirmed, its payment refunded.
    rule: 'a confirmed booking paid by card has a succeeded payment, or one an admin refunded',
    query: sql`select count(*)::int as n from bookings b where b.status = 'confirmed' and b.paid_with = 'card'
      and not exists (select 1 from payments p where p.booking_id = b.id and (p.status = 'succeeded'
        or (p.status = 'refunded' and exists (select 1 from refunds r where r.booking_id = b.id))))`,
  },
  {
    rule: 'a succeeded payment belongs to a confirmed booking or one cancelled after it was confirmed',
    query: sql`select count(*)::int as n from payments p join bookings b on b.id = p.booking_id
      where p.status = 'succeeded' and not (b.status = 'confirmed' or (b.status = 'cancelled' and b.confirmed_at is not null))`,
  },
  {
    rule: 'a booking notice belongs to a confirmed or cancelled booking',
    query: sql`select count(*)::int as n from booking_notices n join bookings b on b.id = n.booking_id
      where b.status not in ('confirmed', 'cancelled')`,
  },
];

export async function checkIntegrity(db: DbOrTx): Promise<IntegrityFinding[]> {
  const findings: IntegrityFinding[] = [];
  for (const { rule, query } of rules) {
    const result = (await db.execute(query)) as unknown as { rows: Array<{ n: number | string }> };
    findings.push({ rule, violations: Number(result.rows[0]!.n) });
  }
  return findings;
}
