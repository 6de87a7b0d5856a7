import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { DbOrTx } from '../db/client';
import { simulatedTransfers } from '../db/schema';
import type { Config } from '../env';

export interface TransferRequest {
  /** The same key for every attempt of one payout, so the provider moves the money once. */
  idempotencyKey: string;
  destination: string;
  amountCents: number;
  currency: string;
}

/** Where mentors' money goes: Stripe Connect Express accounts, or the simulated provider without keys. */
export interface PayoutProvider {
  readonly kind: 'stripe' | 'simulated';
  createAccount(mentorId: string): Promise<string>;
  /** The page where the mentor finishes the account; `returnUrl` is where they come back to. */
  onboardingUrl(accountId: string, returnUrl: string): Promise<string>;
  isOnboarded(accountId: string): Promise<boolean>;
  transfer(request: TransferRequest): Promise<string>;
}

/**
 * No money moves: the account is a random id, onboarding a page of the app, and a transfer a row keyed
 * by its idempotency key (a second transfer with one key returns the first), as Stripe keeps them.
 */
export class SimulatedPayoutProvider implements PayoutProvider {
  readonly kind = 'simulated' as const;
  constructor(
    private readonly db: DbOrTx,
    private readonly publicUrl: string,
  ) {}

  async createAccount(): Promise<string> {
    return `sim_acct_${randomBytes(8).toString('hex')}`;
  }

  async onboardingUrl(accountId: string): Promise<string> {
    return `${this.publicUrl}/dashboard/payout-onboarding?account=${encodeURIComponent(accountId)}`;
  }

  async isOnboarded(): Promise<boolean> {
    return true;
  }

  async transfer(request: TransferRequest): Promise<string> {
    await this.db
      .insert(simulatedTransfers)
      .values({ idempotencyKey: request.idempotencyKey, destination: request.destination, amountCents: request.amountCents })
      .onConflictDoNothing();
    return `sim_tr_${request.idempotencyKey}`;
  }
}

export class StripePayoutProvider implements PayoutProvider {
  readonly kind = 'stripe' as const;
  private readonly stripe: Stripe;
  constructor(secretKey: string, endpoint: Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> = {}) {
    this.stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...endpoint });
  }

  async createAccount(mentorId: string): Promise<string> {
    const account = await this.stripe.accounts.create(
      { type: 'express', metadata: { mentorId }, capabilities: { transfers: { requested: true } } },
      { idempotencyKey: `payout-account-${mentorId}` },
    );
    return account.id;
  }

  async onboardingUrl(accountId: string, returnUrl: string): Promise<string> {
    const link = await this.stripe.accountLinks.create({
      account: accountId,
      refresh_url: returnUrl,
      return_url: returnUrl,
      type: 'account_onboarding',
    });
    return link.url;
  }

  async isOnboarded(accountId: string): Promise<boolean> {
    const account = await this.stripe.accounts.retrieve(accountId);
    return Boolean(account.details_submitted && account.payouts_enabled);
  }

  async transfer(request: TransferRequest): Promise<string> {
    const transfer = await this.stripe.transfers.create(
      { amount: request.amountCents, currency: request.currency.toLowerCase(), destination: request.destination },
      { idempotencyKey: request.idempotencyKey },
    );
    return transfer.id;
  }
}

/** Stripe with STRIPE_SECRET_KEY, else simulated; built once per app by `createAppDeps`. */
export function createPayoutProvider(config: Config, db: DbOrTx): PayoutProvider {
  return config.STRIPE_SECRET_KEY ? new StripePayoutProvider(config.STRIPE_SECRET_KEY) : new SimulatedPayoutProvider(db, config.publicUrl);
}
