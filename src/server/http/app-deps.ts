import { createPayoutProvider } from '../payouts/payout-provider';
import { createVapidKeys } from '../push/vapid';
import type { AppDeps } from './context';

/** What a caller has to hand in; the per-app providers below are built from it. */
export type BaseDeps = Omit<AppDeps, 'payouts' | 'vapid'>;

/**
 * The one place that builds an app instance's per-app providers (decision 110): tests run several apps in
 * one process, each on its own database, so none of them may live in a module. Every entry point (server,
 * CLI tools, demo, tests) builds its deps here; `overrides` lets the demo and tests pick a provider.
 */
export function createAppDeps(base: BaseDeps, overrides: Partial<Pick<AppDeps, 'payouts'>> = {}): AppDeps {
  return {
    ...base,
    payouts: overrides.payouts ?? createPayoutProvider(base.config, base.db),
    vapid: createVapidKeys(base.config, base.db),
  };
}
