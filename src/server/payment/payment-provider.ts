import type { PaymentProviderName } from '../../shared/domain/payment';
import type { Config } from '../env';
import { AppError } from '../http/errors';
import { commonMessages } from '../i18n/common.messages';
import { SimulatedPaymentProvider } from './providers/simulated-provider';
import { StripePaymentProvider } from './providers/stripe-provider';

export interface IntentRequest {
  /** What is paid for: a booking, or a pack purchase. Stripe gets it as the intent's metadata. */
  reference: { bookingId: string } | { purchaseId: string };
  amountCents: number;
  /** ISO code as configured (`EUR`). */
  currency: string;
}

export interface CreatedIntent {
  intentId: string;
  clientSecret: string;
}

/**
 * Where card payments happen. Both providers run the same flow: the server creates one intent per
 * booking, the browser confirms it with the card, and the server confirms the booking once the money
 * is there (Stripe: signed webhook; simulated: the confirm endpoint).
 */
export interface PaymentProvider {
  readonly kind: PaymentProviderName;
  /** What the browser needs to talk to the provider itself; null when the server is the provider. */
  readonly publishableKey: string | null;
  /** Creating twice for one booking must not charge twice; callers store one intent per booking. */
  createIntent(request: IntentRequest): Promise<CreatedIntent>;
}

export type ConfiguredPaymentProvider = StripePaymentProvider | SimulatedPaymentProvider;

/**
 * Stripe when its three keys are set (env.ts checks they come together), else the simulated provider.
 * `createApp` makes one per app and hands it to each request as `c.get('payment')` (decision 110).
 */
export function createPaymentProvider(config: Config): ConfiguredPaymentProvider {
  if (config.paymentProvider === 'stripe') {
    return new StripePaymentProvider({
      secretKey: config.STRIPE_SECRET_KEY!,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY!,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
    });
  }
  return new SimulatedPaymentProvider();
}

/** The configured provider if it is of this kind; otherwise the endpoint does not exist here (404). */
export function requireProvider<Kind extends PaymentProviderName>(
  provider: ConfiguredPaymentProvider,
  kind: Kind,
): Extract<ConfiguredPaymentProvider, { kind: Kind }> {
  if (provider.kind !== kind) throw new AppError(404, commonMessages.routeNotFound);
  return provider as Extract<ConfiguredPaymentProvider, { kind: Kind }>;
}
