import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ledgerEntries, payoutAccounts, payouts, simulatedTransfers } from '../db/schema';
import { insertUsers } from './direct-fixtures';

/**
 * Mentors with onboarded simulated payout accounts and available earnings, written straight into the
 * database (each earning balanced by a payment row, as a card session writes it).
 */
export async function mentorsWithEarnings(db: Database, count: number, earningsEach: number[], availableAt: Date) {
  const mentors = await insertUsers(db, Array.from({ length: count }, (_, index) => ({ userName: `Payout Mentor ${index}` })));
  for (const mentor of mentors) {
    await db.insert(payoutAccounts).values({ mentorId: mentor.id, provider: 'simulated', accountId: `sim_acct_${mentor.uuid}`, onboardedAt: availableAt });
    for (const cents of earningsEach) {
      await db.insert(ledgerEntries).values([
        { kind: 'payment', account: 'external', amountCents: -cents, currency: 'EUR' },
        { kind: 'earning', account: 'mentor', amountCents: cents, currency: 'EUR', mentorId: mentor.id, availableAt },
      ]);
    }
  }
  return mentors;
}

/** Every earning row's claim, and the transfers per destination: what "paid once" is checked against. */
export async function payoutFacts(db: Database, mentorIds: string[]) {
  const unclaimed = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, 'earning'), isNull(ledgerEntries.paidOutBy), inArray(ledgerEntries.mentorId, mentorIds)));
  const rows = await db.select().from(payouts).where(inArray(payouts.mentorId, mentorIds));
  const transfers = rows.length
    ? await db.select().from(simulatedTransfers).where(inArray(simulatedTransfers.idempotencyKey, rows.map((row) => `payout-${row.id}`)))
    : [];
  return { unclaimedEarnings: unclaimed[0]!.count, transfers, payouts: rows };
}

export async function payoutsOf(db: Database, mentorId: string) {
  return db.select().from(payouts).where(eq(payouts.mentorId, mentorId));
}
