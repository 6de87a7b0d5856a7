import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MIN_PASSWORD_LENGTH } from '../../../shared/domain/limits';
import { TextField } from '../../ui/field';
import { FormMessage } from '../../ui/form-message';

/** Sign-up, reset and change password send the repeated password under this name. */
const CONFIRM_PASSWORD = 'confirmPassword';

/**
 * docs/product.md (Domain rules): a mismatch of the two passwords is reported in the form and nothing is sent.
 * `confirmed(data)` checks the submitted form and says whether it may be sent; the rest goes to
 * NewPasswordFields. Each form words the mismatch as the spec does for it.
 */
export function usePasswordConfirmation(name: string, mismatchMessage: string) {
  const [mismatch, setMismatch] = useState(false);
  function confirmed(data: FormData): boolean {
    const match = data.get(name) === data.get(CONFIRM_PASSWORD);
    setMismatch(!match);
    return match;
  }
  return { name, mismatch, mismatchMessage, confirmed };
}

interface NewPasswordFieldsProps {
  confirmation: ReturnType<typeof usePasswordConfirmation>;
  label: string;
  confirmLabel: string;
  /** Server field errors (lib/field-errors.ts) by field name. */
  errors?: Partial<Record<string, string>>;
}

export function NewPasswordFields({ confirmation, label, confirmLabel, errors = {} }: NewPasswordFieldsProps) {
  const { t } = useLingui();
  const { name, mismatch, mismatchMessage } = confirmation;
  return (
    <>
      <TextField
        label={label}
        name={name}
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        hint={t`At least ${MIN_PASSWORD_LENGTH} characters.`}
        error={errors[name]}
      />
      <TextField
        label={confirmLabel}
        name={CONFIRM_PASSWORD}
        type="password"
        autoComplete="new-password"
        required
        error={errors[CONFIRM_PASSWORD]}
      />
      {mismatch ? <FormMessage tone="error">{mismatchMessage}</FormMessage> : null}
    </>
  );
}
