import type { DbOrTx } from '../db/client';
import type { Config } from '../env';
import {
  balanced,
  bookingShares,
  insertBalanced,
  insertTokenCarry,
  oldestPackWithCredit,
  originalEarning,
  spendTokenCarry,
  takeCreditFromPack,
  type LedgerInsert,
} from './ledger.queries';

/** The booking fields money rules read. */
export interface MoneyBooking {
  id: string;
  mentorId: string | null;
  menteeId: string | null;
  endAt: Date;
  currency: string;
}

export type MoneyConfig = Pick<Config, 'PLATFORM_FEE_PERCENT' | 'EARNINGS_HOLD_HOURS'>;

/** The platform's fee of a gross amount (rounded to the cent) and what is left for the mentor. */
export function splitFee(grossCents: number, feePercent: number): { feeCents: number; netCents: number } {
  const feeCents = Math.round((grossCents * feePercent) / 100);
  return { feeCents, netCents: grossCents - feeCents };
}

const earningAvailableAt = (booking: MoneyBooking, config: MoneyConfig) =>
  new Date(booking.endAt.getTime() + config.EARNINGS_HOLD_HOURS * 3600_000);

/** The fee and earning rows of a session worth `grossCents` (the other side of the movement is the caller's). */
function shareRows(booking: MoneyBooking, shares: { feeCents: number; netCents: number }, config: MoneyConfig, now: Date): LedgerInsert[] {
  const common = { currency: booking.currency, bookingId: booking.id, createdAt: now };
  return [
    { ...common, kind: 'fee', account: 'platform', amountCents: shares.feeCents },
    {
      ...common,
      kind: 'earning',
      account: 'mentor',
      amountCents: shares.netCents,
      mentorId: booking.mentorId,
      availableAt: earningAvailableAt(booking, config),
    },
  ];
}

/** A session paid by card: the payer's money splits into fee and the mentor's earning (checked to balance). */
export function cardSessionRows(config: MoneyConfig, booking: MoneyBooking, grossCents: number, now: Date): LedgerInsert[] {
  return balanced([
    { kind: 'payment', account: 'external', amountCents: -grossCents, currency: booking.currency, payerId: booking.menteeId, bookingId: booking.id, createdAt: now },
    ...shareRows(booking, splitFee(grossCents, config.PLATFORM_FEE_PERCENT), config, now),
  ]);
}

export async function recordCardSession(tx: DbOrTx, config: MoneyConfig, booking: MoneyBooking, grossCents: number, now: Date) {
  await insertBalanced(tx, cardSessionRows(config, booking, grossCents, now));
}

/** A pack paid: the money waits in the prepaid credits until each credit is spent on a session. */
export async function recordPackPayment(
  tx: DbOrTx,
  purchase: { id: string; menteeId: string | null; amountCents: number; currency: string },
  now: Date,
) {
  const common = { currency: purchase.currency, payerId: purchase.menteeId, purchaseId: purchase.id, createdAt: now };
  await insertBalanced(tx, [
    { ...common, kind: 'payment', account: 'external', amountCents: -purchase.amountCents },
    { ...common, kind: 'credit', account: 'credits', amountCents: purchase.amountCents },
  ]);
}

/**
 * A session confirmed with a pack credit (the caller has taken the credit from the user's count): it
 * earns the pack's per-session price less the fee. Returns that price.
 */
export async function recordCreditSession(tx: DbOrTx, config: MoneyConfig, booking: MoneyBooking, menteeId: string, now: Date) {
  const pack = await oldestPackWithCredit(tx, menteeId);
  if (!pack) return 0;
  const valueCents = pack.creditsLeft === 1 ? pack.valueLeftCents : Math.floor(pack.amountCents / pack.sessions);
  await takeCreditFromPack(tx, pack.id, valueCents);
  await insertBalanced(tx, [
    { kind: 'credit', account: 'credits', amountCents: -valueCents, currency: pack.currency, purchaseId: pack.id, bookingId: booking.id, payerId: menteeId, createdAt: now },
    ...shareRows(booking, splitFee(valueCents, config.PLATFORM_FEE_PERCENT), config, now),
  ]);
  return valueCents;
}

/**
 * A session confirmed with a free-session token earns what the cancelled session behind the token had
 * earned, fee and net as they were (decision 097); a token that carries nothing (a welcome gift) earns nothing.
 */
export async function recordTokenSession(tx: DbOrTx, config: MoneyConfig, booking: MoneyBooking, menteeId: string, now: Date) {
  const carry = await spendTokenCarry(tx, menteeId, booking.id);
  if (!carry) return;
  await insertBalanced(tx, [
    { kind: 'carry', account: 'tokens', amountCents: -carry.grossCents, currency: carry.currency, bookingId: booking.id, payerId: menteeId, createdAt: now },
    ...shareRows(booking, { feeCents: carry.feeCents, netCents: carry.grossCents - carry.feeCents }, config, now),
  ]);
}

/**
 * Takes a booking's fee and earning back. A reversal of an earning not yet paid out becomes due when the
 * earning would have (the two cancel out in "pending"); one of an earning already paid out is due at once,
 * so the next payout is smaller (or the balance negative until then).
 */
async function reversalRows(tx: DbOrTx, booking: MoneyBooking, now: Date) {
  const shares = await bookingShares(tx, booking.id);
  const earning = await originalEarning(tx, booking.id);
  const availableAt = earning && !earning.paidOutBy && earning.availableAt && earning.availableAt > now ? earning.availableAt : now;
  const common = { currency: booking.currency, bookingId: booking.id, createdAt: now };
  const rows: LedgerInsert[] = [
    { ...common, kind: 'fee', account: 'platform', amountCents: -shares.feeCents },
    { ...common, kind: 'earning', account: 'mentor', amountCents: -shares.netCents, mentorId: earning?.mentorId ?? booking.mentorId, availableAt },
  ];
  return { rows, grossCents: shares.feeCents + shares.netCents, feeCents: shares.feeCents };
}

/**
 * A paid session was cancelled and the mentee got a free-session token for it: what the session was
 * worth moves from the mentor (and the fee) onto that token, to be earned by the session it confirms.
 */
export async function carryCancelledSession(tx: DbOrTx, booking: MoneyBooking, now: Date) {
  if (!booking.menteeId) return;
  const { rows, grossCents, feeCents } = await reversalRows(tx, booking, now);
  if (grossCents <= 0) return;
  const carried = await insertTokenCarry(tx, {
    menteeId: booking.menteeId,
    sourceBookingId: booking.id,
    grossCents,
    feeCents,
    currency: booking.currency,
    createdAt: now,
  });
  if (!carried) return;
  await insertBalanced(tx, [...rows, { kind: 'carry', account: 'tokens', amountCents: grossCents, currency: booking.currency, bookingId: booking.id, payerId: booking.menteeId, createdAt: now }]);
}

/** An admin refunded the booking's payment: the payer gets the gross back, fee and earning are reversed. */
export async function recordRefund(tx: DbOrTx, booking: MoneyBooking, now: Date): Promise<number> {
  const { rows, grossCents } = await reversalRows(tx, booking, now);
  await insertBalanced(tx, [
    ...rows,
    { kind: 'refund', account: 'external', amountCents: grossCents, currency: booking.currency, bookingId: booking.id, payerId: booking.menteeId, createdAt: now },
  ]);
  return grossCents;
}
