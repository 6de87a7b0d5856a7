import { useLingui } from '@lingui/react/macro';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../ui/button';
import { createPaymentIntent, useAfterCardConfirmation } from './api';
import type { CardFormProps } from './card-form-types';
import { PaymentErrorMessage, type PaymentFailure } from './payment-error';
import * as styles from './payment.css';

/**
 * Stripe Elements. This module is only ever imported lazily by the booking page, so neither Stripe's
 * wrapper nor Stripe.js (fetched from Stripe by loadStripe) touches any other page.
 */
export default function StripeCardForm({ publishableKey, ...props }: CardFormProps & { publishableKey: string }) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise}>
      <StripeCheckout {...props} />
    </Elements>
  );
}

function StripeCheckout({ bookingId, disabled, onPaid }: CardFormProps) {
  const { t } = useLingui();
  const stripe = useStripe();
  const elements = useElements();
  const refresh = useAfterCardConfirmation(bookingId);
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);

  async function pay(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) {
      setFailure({ kind: 'step', lead: t`An error occurred while initializing the payment.`, error: null });
      return;
    }
    setProcessing(true);
    try {
      let clientSecret: string;
      try {
        clientSecret = (await createPaymentIntent(bookingId)).clientSecret;
      } catch (error) {
        setFailure({ kind: 'step', lead: t`An error occurred while initializing the payment.`, error });
        return;
      }
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
      if (result.error) {
        setFailure(
          result.error.message
            ? { kind: 'provider', message: result.error.message }
            : { kind: 'step', lead: t`An error occurred while processing your payment.`, error: null },
        );
        return;
      }
      if (result.paymentIntent.status !== 'succeeded') {
        setFailure({ kind: 'step', lead: t`An error occurred while processing your payment.`, error: null });
        return;
      }
      await refresh();
      onPaid();
    } finally {
      setProcessing(false);
    }
  }

  return (
    <form className={styles.cardForm} onSubmit={pay}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t`Card details`}</legend>
        <div className={styles.stripeCard}>
          <CardElement options={{ hidePostalCode: true }} />
        </div>
      </fieldset>
      <PaymentErrorMessage failure={failure} />
      <div className={styles.actions}>
        <Button type="submit" disabled={disabled || processing || !stripe}>
          {processing ? t`Processing...` : t`Pay Now`}
        </Button>
      </div>
    </form>
  );
}
