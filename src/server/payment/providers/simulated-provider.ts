import { randomBytes } from 'node:crypto';
import { SIMULATED_CARDS, isCardExpired, isValidCvc, normalizeCardNumber, parseCardExpiry } from '../../../shared/domain/payment';
import type { CreatedIntent, IntentRequest, PaymentProvider } from '../payment-provider';

export interface SimulatedCard {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export type SimulatedChargeResult =
  'succeeded' | 'invalid_number' | 'invalid_expiry' | 'expired_card' | 'invalid_cvc' | 'declined';

const SECRET_SEPARATOR = '_secret_';

/**
 * The built-in provider used when Stripe is not configured: no money moves. Intents look like
 * Stripe's (`sim_pi_…` with a `…_secret_…` client secret) and the test cards behave as in Stripe test mode.
 */
export class SimulatedPaymentProvider implements PaymentProvider {
  readonly kind = 'simulated' as const;
  readonly publishableKey = null;

  async createIntent(_request: IntentRequest): Promise<CreatedIntent> {
    const intentId = `sim_pi_${randomBytes(12).toString('hex')}`;
    return { intentId, clientSecret: `${intentId}${SECRET_SEPARATOR}${randomBytes(16).toString('hex')}` };
  }

  /** No money moved, so none goes back; the ledger and the refunds table record the refund. */
  async refundAmount(_intentId: string, _amountCents: number, _idempotencyKey: string, _metadata: Record<string, string>): Promise<void> {}

  /** The intent a client secret belongs to, so it can be looked up by its unique id. */
  intentIdOf(clientSecret: string): string | null {
    const index = clientSecret.indexOf(SECRET_SEPARATOR);
    return index > 0 ? clientSecret.slice(0, index) : null;
  }

  /** Checks the card the way Stripe would: format first (number, expiry, CVC), then the issuer's answer. */
  charge(card: SimulatedCard, now: Date): SimulatedChargeResult {
    const number = normalizeCardNumber(card.cardNumber);
    if (number !== SIMULATED_CARDS.succeeds && number !== SIMULATED_CARDS.declined) return 'invalid_number';
    const expiry = parseCardExpiry(card.expiry);
    if (!expiry) return 'invalid_expiry';
    if (isCardExpired(expiry, now)) return 'expired_card';
    if (!isValidCvc(card.cvc)) return 'invalid_cvc';
    return number === SIMULATED_CARDS.declined ? 'declined' : 'succeeded';
  }
}
