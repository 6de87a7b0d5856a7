import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import type { Database } from '../db/client';
import { bookings } from '../db/schema';
import type { Config } from '../env';
import type { AppDeps } from '../http/context';
import { createAppDeps } from '../http/app-deps';
import { recordCardSession } from '../ledger/ledger.service';
import { SimulatedPaymentProvider } from '../payment/providers/simulated-provider';
import { SimulatedPayoutProvider } from '../payouts/payout-provider';
import { insertPayoutAccount, markOnboarded } from '../payouts/payouts.queries';
import { runPayouts } from '../payouts/payouts.service';
import { refundBooking } from '../refunds/refunds.service';

const DAY = 24 * 3600_000;

/**
 * Deps for the money services at a moment of the demo's past. Money stays simulated whatever keys the
 * environment holds (the refund is given the simulated payment provider): the demo's payments were never
 * made with a real provider.
 */
function demoDeps(db: Database, config: Config, at: Date): AppDeps {
  const deps = createAppDeps(
    { config, db, mailer: { send: async () => undefined, close: () => undefined }, logger: pino({ level: 'silent' }), now: () => at },
    { payouts: new SimulatedPayoutProvider(db, config.publicUrl) },
  );
  return deps;
}

/**
 * The demo's money, written by the ledger, payout and refund code itself: every paid session's earning
 * (pending while its hold runs, available after), the first mentor's payout account, a payout run ten
 * days ago that paid that mentor's older sessions, and an admin's refund of one of their recent ones.
 * So mentor1@demo.test shows every state on the Earnings page, and the admin tools a payout and a refund.
 */
export async function seedDemoMoney(
  db: Database,
  config: Config,
  now: Date,
  people: { admin: { id: string; uuid: string }; payee: { id: string } },
): Promise<void> {
  const paid = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.status, 'confirmed'), eq(bookings.paidWith, 'card')))
    .orderBy(bookings.startAt);
  for (const booking of paid) {
    const confirmedAt = booking.confirmedAt ?? booking.createdAt;
    await db.transaction((tx) => recordCardSession(tx, config, booking, booking.priceCents, confirmedAt));
  }

  const accountId = await new SimulatedPayoutProvider(db, config.publicUrl).createAccount();
  const accountSince = new Date(now.getTime() - 60 * DAY);
  await insertPayoutAccount(db, { mentorId: people.payee.id, provider: 'simulated', accountId, createdAt: accountSince });
  await markOnboarded(db, people.payee.id, accountSince);
  await runPayouts(demoDeps(db, config, new Date(now.getTime() - 10 * DAY)), people.admin);

  // The payee's most recent finished session whose earning is available: refunded after a complaint.
  const holdEnded = now.getTime() - config.EARNINGS_HOLD_HOURS * 3600_000;
  const refunded = paid.filter((booking) => booking.mentorId === people.payee.id && booking.endAt.getTime() < holdEnded).at(-1);
  if (refunded) {
    await refundBooking(
      demoDeps(db, config, now),
      new SimulatedPaymentProvider(),
      { _id: people.admin.id, uuid: people.admin.uuid },
      refunded.id,
      'The mentee could not join: the meeting link did not work.',
    );
  }
}
