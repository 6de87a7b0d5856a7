import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { insertPurchase } from '../payment/packs.queries';
import { settlePackPurchase } from '../payment/packs.service';

const DAY = 24 * 3600_000;

/**
 * Pack sessions for the demo, bought as a mentee would (a paid purchase with its ledger rows and
 * receipt): the second mentee has a 10-pack, the third the monthly subscription. Prices are the
 * defaults, in euros, like the demo's card sessions.
 */
export async function seedMenteeCredits(db: Database, mentees: Array<{ id: string }>, now: Date): Promise<void> {
  const plans = [
    { mentee: mentees[1], packId: 'pack-10', sessions: 10, amountCents: 8000, boughtDaysAgo: 10 },
    { mentee: mentees[2], packId: 'monthly-18', sessions: 18, amountCents: 12000, boughtDaysAgo: 5 },
  ];
  for (const plan of plans) {
    if (!plan.mentee) continue;
    const boughtAt = new Date(now.getTime() - plan.boughtDaysAgo * DAY);
    const id = randomUUID();
    await insertPurchase(db, {
      id,
      menteeId: plan.mentee.id,
      packId: plan.packId,
      sessions: plan.sessions,
      amountCents: plan.amountCents,
      currency: 'EUR',
      provider: 'simulated',
      intentId: `demo_pack_${id}`,
      clientSecret: `demo_pack_${id}_secret`,
      createdAt: boughtAt,
    });
    await db.transaction((tx) => settlePackPurchase(tx, id, boughtAt));
  }
}
