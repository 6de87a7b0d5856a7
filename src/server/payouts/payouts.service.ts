import { randomUUID } from 'node:crypto';
import type { AdminPayout, Payout, PayoutRun } from '../../shared/contracts/money';
import { ADMIN_PAGE_SIZE } from '../../shared/domain/limits';
import { insertAudit } from '../admin/admin.queries';
import type { AppDeps, CurrentUser } from '../http/context';
import { AppError, conflict } from '../http/errors';
import { insertBalanced } from '../ledger/ledger.queries';
import { payoutMessages } from './payouts.messages';
import {
  claimAvailable,
  findPayoutAccount,
  insertPayout,
  insertPayoutAccount,
  listAllPayouts,
  listPayouts,
  lockPayoutAccount,
  markOnboarded,
  markPayoutPaid,
  mentorUuid,
  onboardedMentors,
  pendingPayouts,
  type PayoutRow,
} from './payouts.queries';

/** Where a mentor lands after the provider's onboarding pages. */
const returnUrl = (deps: AppDeps) => `${deps.config.publicUrl}/dashboard/payout-onboarding`;

/** Makes the mentor's payout account on first use and answers the provider's onboarding link. */
export async function startOnboarding(deps: AppDeps, user: CurrentUser): Promise<{ url: string }> {
  const provider = deps.payouts;
  try {
    let account = await findPayoutAccount(deps.db, user._id);
    if (!account) {
      const accountId = await provider.createAccount(user._id);
      account = await insertPayoutAccount(deps.db, { mentorId: user._id, provider: provider.kind, accountId, createdAt: deps.now() });
    }
    return { url: await provider.onboardingUrl(account.accountId, returnUrl(deps)) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    deps.logger.error({ err: error }, 'starting payout onboarding failed');
    throw new AppError(503, payoutMessages.providerUnavailable);
  }
}

/** Back from onboarding: asks the provider whether the account is ready (the simulated one always is). */
export async function completeOnboarding(deps: AppDeps, user: CurrentUser): Promise<{ onboarded: boolean }> {
  const account = await findPayoutAccount(deps.db, user._id);
  if (!account) throw conflict(payoutMessages.noAccount);
  if (account.onboardedAt) return { onboarded: true };
  const ready = await deps.payouts
    .isOnboarded(account.accountId)
    .catch((error: unknown) => {
      deps.logger.error({ err: error }, 'reading a payout account failed');
      throw new AppError(503, payoutMessages.providerUnavailable);
    });
  if (ready) await markOnboarded(deps.db, user._id, deps.now());
  return { onboarded: ready };
}

const toPayout = (row: PayoutRow): Payout => ({
  id: row.id,
  amountCents: row.amountCents,
  currency: row.currency,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
});

export async function getPayouts(deps: AppDeps, user: CurrentUser): Promise<Payout[]> {
  return (await listPayouts(deps.db, user._id)).map(toPayout);
}

/** Every mentor's payouts for the admin tools, newest first. */
export async function getAllPayouts(deps: AppDeps, page: number): Promise<AdminPayout[]> {
  const rows = await listAllPayouts(deps.db, ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE);
  return rows.map(({ payout, mentorUuid, mentorName }) => ({ ...toPayout(payout), mentorUuid, mentorName }));
}

/** Sends one claimed payout through the provider; the key derived from the row makes a retry pay nothing more. */
async function transfer(deps: AppDeps, payout: PayoutRow): Promise<void> {
  const transferId = await deps.payouts.transfer({
    idempotencyKey: `payout-${payout.id}`,
    destination: payout.destination,
    amountCents: payout.amountCents,
    currency: payout.currency,
  });
  await markPayoutPaid(deps.db, payout.id, transferId, deps.now());
}

class NothingToPay extends Error {}

/** The admin who started a run from the admin tools (each payout is an audit row), or null for `npm run payouts`. */
type RunBy = Pick<CurrentUser, 'uuid'> | null;

/**
 * Claims one mentor's available balance into a payout, with its ledger rows, in one transaction. The
 * account row is locked with SKIP LOCKED, so a concurrent run (here or on another instance) skips this
 * mentor, and the claim marks each ledger row once, so a later run finds nothing left to pay.
 */
async function claimPayout(deps: AppDeps, mentorId: string, admin: RunBy): Promise<PayoutRow | undefined> {
  const now = deps.now();
  const { PAYOUT_MINIMUM_CENTS, CURRENCY } = deps.config;
  try {
    return await deps.db.transaction(async (tx) => {
      const account = await lockPayoutAccount(tx, mentorId);
      if (!account) throw new NothingToPay();
      const payoutId = randomUUID();
      const claimed = await claimAvailable(tx, mentorId, payoutId, now);
      const amountCents = claimed.reduce((sum, row) => sum + row.amountCents, 0);
      if (amountCents < PAYOUT_MINIMUM_CENTS) throw new NothingToPay();
      const payout = await insertPayout(tx, { id: payoutId, mentorId, amountCents, currency: CURRENCY, destination: account.accountId, createdAt: now });
      const common = { kind: 'payout' as const, currency: CURRENCY, payoutId, createdAt: now };
      await insertBalanced(tx, [
        { ...common, account: 'mentor', amountCents: -amountCents, mentorId, availableAt: now, paidOutBy: payoutId },
        { ...common, account: 'external', amountCents },
      ]);
      const paidMentor = await mentorUuid(tx, mentorId);
      if (admin && paidMentor) await insertAudit(tx, { adminUuid: admin.uuid, action: 'payout', targetUuid: paidMentor, at: now });
      return payout;
    });
  } catch (error) {
    if (error instanceof NothingToPay) return undefined;
    throw error;
  }
}

/**
 * Pays every onboarded mentor's available balance of at least PAYOUT_MINIMUM_CENTS. Payouts a crashed
 * run left unsent go first, with the same idempotency keys. Safe to run twice, concurrently or on
 * several instances: see claimPayout.
 */
export async function runPayouts(deps: AppDeps, admin: RunBy = null): Promise<PayoutRun> {
  deps.logger.info('payout run started');
  for (const pending of await pendingPayouts(deps.db)) await transfer(deps, pending);
  const made: PayoutRun['payouts'] = [];
  for (const { mentorId } of await onboardedMentors(deps.db)) {
    const payout = await claimPayout(deps, mentorId, admin);
    if (!payout) continue;
    deps.logger.info({ payoutId: payout.id, amountCents: payout.amountCents }, 'payout claimed; transferring');
    await transfer(deps, payout);
    made.push({ mentorUuid: await mentorUuid(deps.db, mentorId), amountCents: payout.amountCents, id: payout.id });
  }
  return { payouts: made };
}
