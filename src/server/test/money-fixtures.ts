import { eq, sql } from 'drizzle-orm';
import { vi } from 'vitest';
import { ledgerEntries, payoutAccounts, receipts, users } from '../db/schema';
import { mailReceipts } from '../receipts/receipts.service';
import type { LoggedIn, TestHarness } from './harness';
import { heldBooking, type HeldBooking } from './payment-fixtures';

export const HOUR = 3600_000;
export const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
export const DECLINED = { cardNumber: '4000 0000 0000 0002', expiry: '12/40', cvc: '123' };

/** Pays a held booking with the simulated card; returns the intent's amount. */
export async function payByCard(held: Pick<HeldBooking, 'mentee' | 'bookingId'>): Promise<number> {
  const intent = await held.mentee.agent.post('/app/payment/stripe/create-payment-intent', { bookingId: held.bookingId });
  if (intent.status !== 200) throw new Error(`intent failed: ${intent.status} ${JSON.stringify(intent.body)}`);
  const paid = await held.mentee.agent.post('/app/payment/simulated/confirm', { clientSecret: intent.body.clientSecret, ...CARD });
  if (paid.status !== 200) throw new Error(`payment failed: ${paid.status} ${JSON.stringify(paid.body)}`);
  return intent.body.amount;
}

/** A confirmed card-paid session `hoursAhead` from now with a fresh mentor. */
export async function cardSession(h: TestHarness, options: { mentee?: LoggedIn; hoursAhead?: number; mentor?: LoggedIn } = {}) {
  const held = await heldBooking(h, options);
  const amount = await payByCard(held);
  return { ...held, amount };
}

/** Buys a pack through the API with the simulated card. */
export async function buyPack(mentee: LoggedIn, packId: string) {
  const intent = await mentee.agent.post(`/app/payment/packs/${packId}/intent`);
  if (intent.status !== 200) throw new Error(`pack intent failed: ${intent.status} ${JSON.stringify(intent.body)}`);
  const paid = await mentee.agent.post('/app/payment/simulated/confirm', { clientSecret: intent.body.clientSecret, ...CARD });
  if (paid.status !== 200) throw new Error(`pack payment failed: ${paid.status} ${JSON.stringify(paid.body)}`);
  return intent.body as { purchaseId: string; clientSecret: string; amountCents: number };
}

export async function creditsOf(mentee: LoggedIn): Promise<number> {
  return (await mentee.agent.get('/app/user/auth')).body.sessionCredits;
}

/** The sum of every ledger row: zero when every movement balanced. */
export async function ledgerSum(h: TestHarness): Promise<number> {
  const [row] = await h.db.select({ total: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int` }).from(ledgerEntries);
  return row!.total;
}

export function ledgerOf(h: TestHarness, bookingId: string) {
  return h.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, bookingId));
}

/** Onboards the mentor's simulated payout account through the API. */
export async function onboard(mentor: LoggedIn) {
  const link = await mentor.agent.post('/app/payouts/onboarding');
  if (link.status !== 200) throw new Error(`onboarding failed: ${link.status}`);
  const done = await mentor.agent.post('/app/payouts/onboarding/complete');
  if (done.status !== 200 || !done.body.onboarded) throw new Error(`onboarding not completed: ${done.status}`);
}

export async function payoutAccountOf(h: TestHarness, mentorId: string) {
  const [row] = await h.db.select().from(payoutAccounts).where(eq(payoutAccounts.mentorId, mentorId));
  return row;
}

/**
 * Runs the receipt mailer as its job would, and returns the mails sent to `email`. A payment also starts
 * the mailer right after its answer (mailReceiptsSoon), and a receipt that run holds is skipped here: wait
 * until every receipt of that payer is claimed and each claimed one is in the outbox.
 */
export async function receiptMails(h: TestHarness, email: string) {
  await mailReceipts(h.deps);
  const mailsTo = () => h.mails.filter((mail) => mail.to === email && /receipt|Beleg|Quittung/i.test(mail.subject));
  await vi.waitFor(async () => {
    const [counts] = await h.db
      .select({ all: sql<number>`count(*)::int`, mailed: sql<number>`count(${receipts.mailedAt})::int` })
      .from(receipts)
      .innerJoin(users, eq(users.id, receipts.payerId))
      .where(eq(users.email, email));
    if (counts!.mailed < counts!.all || mailsTo().length < counts!.mailed) {
      throw new Error(`${mailsTo().length} mailed of ${counts!.all} receipts`);
    }
  });
  return mailsTo();
}
