import { useLingui } from '@lingui/react/macro';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useMemo, type FormEvent } from 'react';
import type { CardFormProps } from './card-form-types';
import { PayBar } from './pay-bar';
import { CardDeclinedError, PaymentErrorMessage } from './payment-error';
import * as styles from './payment.css';
import { useCardPayment } from './use-card-payment';

/**
 * Stripe Elements. This module is only ever imported lazily by the pages that take a card, so neither Stripe's
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

function StripeCheckout({ target, disabled, disabledReason, payLabel, terms, onPaid }: CardFormProps) {
  const { t } = useLingui();
  const stripe = useStripe();
  const elements = useElements();
  const payment = useCardPayment(target, onPaid);

  function submit(event: FormEvent) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) {
      payment.notReady();
      return;
    }
    void payment.pay(async (clientSecret) => {
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
      if (result.error?.message) throw new CardDeclinedError(result.error.message);
      if (result.error || result.paymentIntent.status !== 'succeeded') throw new Error('The payment did not succeed.');
      await target.afterConfirmation();
    });
  }

  return (
    <form className={styles.cardForm} onSubmit={submit}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t`Card details`}</legend>
        <div className={styles.stripeCard}>
          <CardElement options={{ hidePostalCode: true }} />
        </div>
      </fieldset>
      <PaymentErrorMessage failure={payment.failure} />
      {terms}
      <PayBar label={payLabel} busy={payment.processing} disabled={disabled || !stripe} disabledReason={disabledReason} />
    </form>
  );
}
