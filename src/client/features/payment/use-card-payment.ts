import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PaymentTarget } from './card-form-types';
import { providerMessage, type PaymentFailure } from './payment-error';

/**
 * The card payment of either provider: create the payment intent on our server, let the provider
 * confirm it with the card, then tell the page it is paid. `confirm` rejects when the payment
 * did not go through: a CardDeclinedError or a 402 carries the provider's own words, shown as they are.
 */
export function useCardPayment(target: PaymentTarget, onPaid: () => void) {
  const { t } = useLingui();
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  const initializing = (error: unknown): PaymentFailure => ({
    kind: 'step',
    lead: t`An error occurred while initializing the payment.`,
    error,
  });

  async function pay(confirm: (clientSecret: string) => Promise<void>) {
    setFailure(null);
    setProcessing(true);
    try {
      let clientSecret: string;
      try {
        clientSecret = await target.createIntent();
      } catch (error) {
        setFailure(initializing(error));
        return;
      }
      try {
        await confirm(clientSecret);
      } catch (error) {
        const message = providerMessage(error);
        setFailure(
          message
            ? { kind: 'provider', message }
            : { kind: 'step', lead: t`An error occurred while processing your payment.`, error },
        );
        return;
      }
      onPaid();
    } finally {
      setProcessing(false);
    }
  }

  /** The provider's script is not ready (Stripe.js not loaded): nothing can be paid yet. */
  const notReady = () => setFailure(initializing(null));

  return { processing, failure, pay, notReady };
}
