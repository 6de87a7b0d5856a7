import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MIN_PASSWORD_LENGTH } from '../../../shared/domain/limits';
import { TextField } from '../../ui/field';
import { FormMessage } from '../../ui/form-message';

/** Sign-up, reset and change password: a new password typed twice, under these field names. */
export const CONFIRM_PASSWORD = 'confirmPassword';

/**
 * Spec section 5: a mismatch of the two passwords is reported in the form and nothing is sent.
 * `confirmed(data, name)` checks the submitted form and says whether it may be sent.
 */
export function usePasswordConfirmation() {
  const [mismatch, setMismatch] = useState(false);
  function confirmed(data: FormData, name: string): boolean {
    const match = data.get(name) === data.get(CONFIRM_PASSWORD);
    setMismatch(!match);
    return match;
  }
  return { mismatch, confirmed };
}

interface NewPasswordFieldsProps {
  name: string;
  label: string;
  confirmLabel: string;
  /** From usePasswordConfirmation; each form words the mismatch as the spec does for it. */
  mismatch: boolean;
  mismatchMessage: string;
  /** Server field errors (lib/field-errors.ts) by field name. */
  errors?: Partial<Record<string, string>>;
}

export function NewPasswordFields({ name, label, confirmLabel, mismatch, mismatchMessage, errors = {} }: NewPasswordFieldsProps) {
  const { t } = useLingui();
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
