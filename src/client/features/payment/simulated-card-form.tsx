import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { SIMULATED_CARDS } from '../../../shared/domain/payment';
import { TextField } from '../../ui/field';
import { formValues } from '../../ui/form';
import { useConfirmSimulatedPayment } from './api';
import { cardProblems, formatCardNumber, formatCvc, formatExpiry, normalizeCard, type CardProblem, type CardProblems } from './card-input';
import type { CardFormProps } from './card-form-types';
import { PayBar } from './pay-bar';
import { PaymentErrorMessage } from './payment-error';
import * as styles from './payment.css';
import { reformatAsTyped } from './reformat-as-typed';
import { useCardPayment } from './use-card-payment';

const CARD_FIELDS = ['cardNumber', 'expiry', 'cvc'] as const;

/**
 * The simulated provider's card form: the same three fields as Stripe's, formatted as typed like
 * Stripe Elements, each field's problem shown on that field. Labelled "Test payments" so nobody
 * mistakes it for a real checkout; a declined card is the payment's answer, shown under the form.
 */
export function SimulatedCardForm({ target, disabled, disabledReason, payLabel, terms, onPaid }: CardFormProps) {
  const { t } = useLingui();
  const confirm = useConfirmSimulatedPayment(target);
  const payment = useCardPayment(target, onPaid);
  const [problems, setProblems] = useState<CardProblems>({});

  // Stripe's own words for each problem, so both card forms read alike.
  const problemText: Record<CardProblem, string> = {
    numberIncomplete: t`Your card number is incomplete.`,
    numberInvalid: t`Your card number is invalid.`,
    numberUnknown: t`Test payments take only the test cards ${formatCardNumber(SIMULATED_CARDS.succeeds)} and ${formatCardNumber(SIMULATED_CARDS.declined)}.`,
    expiryIncomplete: t`Your card's expiration date is incomplete.`,
    expiryInvalid: t`Your card's expiration date is invalid.`,
    expired: t`Your card's expiration date is in the past.`,
    cvcIncomplete: t`Your card's security code is incomplete.`,
  };
  const errorOf = (field: (typeof CARD_FIELDS)[number]) => {
    const problem = problems[field];
    return problem ? problemText[problem] : undefined;
  };
  const clear = (field: (typeof CARD_FIELDS)[number]) =>
    setProblems((current) => (current[field] ? { ...current, [field]: undefined } : current));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(new FormData(form), CARD_FIELDS);
    const found = cardProblems(values, new Date());
    setProblems(found);
    const firstWrong = CARD_FIELDS.find((field) => found[field]);
    if (firstWrong) {
      form.querySelector<HTMLInputElement>(`input[name="${firstWrong}"]`)?.focus();
      return;
    }
    void payment.pay(async (clientSecret) => {
      await confirm.mutateAsync({ clientSecret, ...normalizeCard(values) });
    });
  }

  return (
    <form className={styles.cardForm} onSubmit={submit} noValidate>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t`Test payments`}</legend>
        <p className={styles.testNote}>
          {t`No real money. Test card ${formatCardNumber(SIMULATED_CARDS.succeeds)}, any future date, any CVC.`}
        </p>
        <TextField
          label={t`Card number`}
          name="cardNumber"
          type="text"
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
          placeholder="1234 1234 1234 1234"
          onInput={(event) => {
            reformatAsTyped(event.currentTarget, formatCardNumber);
            clear('cardNumber');
          }}
          error={errorOf('cardNumber')}
          required
        />
        <div className={styles.cardRow}>
          <TextField
            label={t`Expiry date`}
            name="expiry"
            type="text"
            inputMode="numeric"
            autoComplete="cc-exp"
            maxLength={7}
            placeholder={t`MM / YY`}
            onInput={(event) => {
              reformatAsTyped(event.currentTarget, formatExpiry);
              clear('expiry');
            }}
            error={errorOf('expiry')}
            required
          />
          <TextField
            label={t`CVC`}
            name="cvc"
            type="text"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            placeholder="123"
            onInput={(event) => {
              reformatAsTyped(event.currentTarget, formatCvc);
              clear('cvc');
            }}
            error={errorOf('cvc')}
            required
          />
        </div>
      </fieldset>
      <PaymentErrorMessage failure={payment.failure} />
      {terms}
      <PayBar label={payLabel} busy={payment.processing} disabled={disabled} disabledReason={disabledReason} />
    </form>
  );
}
