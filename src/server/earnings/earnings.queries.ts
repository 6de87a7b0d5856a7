import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/** The mentor's unclaimed balance, split by whether it can be paid out yet. */
export async function balances(db: DbOrTx, mentorId: string, now: Date) {
  const at = now.toISOString();
  const result = (await db.execute(sql`
    select coalesce(sum(amount_cents) filter (where available_at > ${at}::timestamptz), 0)::int as pending,
           coalesce(sum(amount_cents) filter (where available_at <= ${at}::timestamptz), 0)::int as available
    from ledger_entries
    where account = 'mentor' and mentor_id = ${mentorId} and paid_out_by is null`)) as unknown as {
    rows: { pending: number; available: number }[];
  };
  return result.rows[0] ?? { pending: 0, available: 0 };
}

export interface EarningRow {
  booking_id: string;
  start_at: Date | string;
  net: number;
  fee: number;
  paid: boolean;
  available_at: Date | string;
  refunded: boolean;
  reversed: boolean;
  mentee_name: string | null;
  skill_title: string;
}

/**
 * One row per session that earned the mentor something: its original earning and fee, whether it was
 * paid out, refunded, or moved onto a free-session token by a cancellation (`reversed`).
 */
export async function earningRows(db: DbOrTx, mentorId: string): Promise<EarningRow[]> {
  const result = (await db.execute(sql`
    select e.booking_id, b.start_at, e.amount_cents as net, e.paid_out_by is not null as paid, e.available_at,
      mentee.user_name as mentee_name, b.skill_title,
      (select coalesce(sum(f.amount_cents), 0)::int from ledger_entries f
        where f.booking_id = e.booking_id and f.kind = 'fee' and f.amount_cents > 0) as fee,
      exists (select 1 from refunds r where r.booking_id = e.booking_id) as refunded,
      exists (select 1 from ledger_entries x
        where x.booking_id = e.booking_id and x.kind = 'earning' and x.amount_cents < 0) as reversed
    from ledger_entries e
    join bookings b on b.id = e.booking_id
    left join users mentee on mentee.id = b.mentee_id
    where e.account = 'mentor' and e.kind = 'earning' and e.amount_cents > 0 and e.mentor_id = ${mentorId}
    order by b.start_at desc, e.booking_id
    limit 1000`)) as unknown as { rows: EarningRow[] };
  return result.rows;
}
