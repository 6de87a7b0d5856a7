import { useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { SIMULATED_CARDS } from '../../../shared/domain/payment';
import { TextField } from '../../ui/field';
import { FormActions, formValues } from '../../ui/form';
import { useConfirmSimulatedPayment } from './api';
import type { CardFormProps } from './card-form-types';
import { PaymentErrorMessage } from './payment-error';
import * as styles from './payment.css';
import { useCardPayment } from './use-card-payment';

const CARD_FIELDS = ['cardNumber', 'expiry', 'cvc'] as const;

const groupsOfFour = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The simulated provider's card form (docs/product.md, "Payments"): the same three fields as Stripe's, checked
 * by our server. Labelled "Test payments" so nobody mistakes it for a real checkout.
 */
export function SimulatedCardForm({ bookingId, disabled, payLabel, terms, onPaid }: CardFormProps) {
  const { t } = useLingui();
  const confirm = useConfirmSimulatedPayment(bookingId);
  const payment = useCardPayment(bookingId, onPaid);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const card = formValues(new FormData(event.currentTarget), CARD_FIELDS);
    void payment.pay(async (clientSecret) => {
      await confirm.mutateAsync({ clientSecret, ...card });
    });
  }

  return (
    <form className={styles.cardForm} onSubmit={submit} noValidate>
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
        />
        <div className={styles.cardRow}>
          <TextField
            label={t`Expiry date`}
            name="expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t`MM/YY`}
            required
          />
          <TextField label={t`CVC`} name="cvc" inputMode="numeric" autoComplete="cc-csc" placeholder="123" required />
        </div>
      </fieldset>
      <PaymentErrorMessage failure={payment.failure} />
      {terms}
      <FormActions label={payLabel} busyLabel={t`Processing...`} busy={payment.processing} disabled={disabled} />
    </form>
  );
}
