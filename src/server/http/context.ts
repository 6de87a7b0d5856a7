import type { Logger } from 'pino';
import type { AuthUser } from '../../shared/contracts/user';
import type { Database } from '../db/client';
import type { Config } from '../env';
import type { Language } from '../i18n/localized';
import type { Mailer } from '../mail/mailer';
import type { JobBoard } from '../ops/job-board';
import type { ResolveHost } from '../push/push-endpoint';
import type { Machinery } from '../machinery/machinery';
import type { ConfiguredPaymentProvider } from '../payment/payment-provider';
import type { PayoutProvider } from '../payouts/payout-provider';
import type { VapidKeys } from '../push/vapid';
import type { ReadScope } from '../machinery/read-cache/read-cache';

/**
 * Everything a request handler or a background job may use; built once per app by `createAppDeps`
 * (http/app-deps.ts) in index.ts, each CLI tool and each test file. The request machinery (read cache, auth
 * lookup, booking flight) is built from these by `createApp` (machinery/machinery.ts).
 */
export interface AppDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** The current time; tests move it instead of waiting. */
  now: () => Date;
  /** Resolves push endpoint hosts; unset: the system resolver. Tests give names fixed answers. */
  resolveHost?: ResolveHost;
  /** The periodic jobs' runs, for the metrics' job lag; unset where no jobs run (CLI tools, most tests). */
  jobs?: JobBoard;
  /** Where mentors' money goes: Stripe Connect, or the simulated provider without STRIPE_SECRET_KEY. */
  payouts: PayoutProvider;
  /** The keys pushes are signed with, loaded (or generated and stored) on first use. */
  vapid: VapidKeys;
}

export interface CurrentUser extends AuthUser {
  authTokenHash: string;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    /** The app's read cache, auth lookup and booking flight (machinery/machinery.ts). */
    machinery: Machinery;
    /** The app's payment provider (payment/payment-provider.ts), made once by `createApp`. */
    payment: ConfiguredPaymentProvider;
    lang: Language;
    user: CurrentUser | null;
    requestId: string;
    /** Named by a route's read scope (see read-cache.ts) before the auth loader reads `readVersion` along. */
    readScope?: ReadScope;
    /** The scope's version as of the auth lookup; null when there is no scope or no such subject. */
    readVersion?: string | null;
  };
}
