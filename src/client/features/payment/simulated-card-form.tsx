import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { SIMULATED_CARDS } from '../../../shared/domain/payment';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { createPaymentIntent, useConfirmSimulatedPayment } from './api';
import type { CardFormProps } from './card-form-types';
import { PaymentErrorMessage, providerMessage, type PaymentFailure } from './payment-error';
import * as styles from './payment.css';

const groupsOfFour = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The simulated provider's card form (DESIGN.md section 6): the same three fields as Stripe's, checked
 * by our server. Labelled "Test payments" so nobody mistakes it for a real checkout.
 */
export function SimulatedCardForm({ bookingId, disabled, onPaid }: CardFormProps) {
  const { t } = useLingui();
  const confirm = useConfirmSimulatedPayment(bookingId);
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '' });
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  const set = (key: keyof typeof card) => (event: { target: { value: string } }) =>
    setCard({ ...card, [key]: event.target.value });

  async function pay(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setProcessing(true);
    try {
      let clientSecret: string;
      try {
        clientSecret = (await createPaymentIntent(bookingId)).clientSecret;
      } catch (error) {
        setFailure({ kind: 'step', lead: t`An error occurred while initializing the payment.`, error });
        return;
      }
      try {
        await confirm.mutateAsync({ clientSecret, ...card });
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

  return (
    <form className={styles.cardForm} onSubmit={pay} noValidate>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t`Test payments`}</legend>
        <p className={styles.notice}>
          {t`No real money is charged. Use the test card ${groupsOfFour(SIMULATED_CARDS.succeeds)} with any future expiry date and any three-digit CVC.`}
        </p>
        <TextField
          label={t`Card number`}
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          required
          value={card.cardNumber}
          onChange={set('cardNumber')}
        />
        <div className={styles.cardRow}>
          <TextField
            label={t`Expiry date`}
            name="expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t`MM/YY`}
            required
            value={card.expiry}
            onChange={set('expiry')}
          />
          <TextField
            label={t`CVC`}
            name="cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            required
            value={card.cvc}
            onChange={set('cvc')}
          />
        </div>
      </fieldset>
      <PaymentErrorMessage failure={failure} />
      <div className={styles.actions}>
        <Button type="submit" disabled={disabled || processing}>
          {processing ? t`Processing...` : t`Pay Now`}
        </Button>
      </div>
    </form>
  );
}
