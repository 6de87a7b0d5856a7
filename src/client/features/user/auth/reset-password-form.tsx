import { useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { useOnline } from '../../../lib/use-online';
import { TextField } from '../../../ui/field';
import { FormActions, formValues } from '../../../ui/form';
import { ErrorMessage } from '../../../ui/form-message';
import { useResetPassword } from '../api';
import { NewPasswordFields, usePasswordConfirmation } from '../new-password-fields';
import { form } from './auth.css';

/** People paste either the code or the whole link from the mail; both work. */
export function tokenFromInput(input: string): string {
  const trimmed = input.trim();
  const match = /[?&]reset=([^&#\s]+)/.exec(trimmed);
  return match ? decodeURIComponent(match[1]!) : trimmed;
}

const FIELDS = ['token', 'password', 'confirmPassword'] as const;

export function ResetPasswordForm({ initialToken, onDone }: { initialToken?: string; onDone: () => void }) {
  const { t } = useLingui();
  const reset = useResetPassword();
  const online = useOnline();
  const confirmation = usePasswordConfirmation('password', t`Passwords do not match.`);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    if (!confirmation.confirmed(data)) return;
    const values = formValues(data, FIELDS);
    reset.mutate({ ...values, token: tokenFromInput(values.token) }, { onSuccess: onDone });
  }

  return (
    <form className={form} onSubmit={submit}>
      <TextField
        label={t`Reset code`}
        name="token"
        required
        autoComplete="off"
        hint={t`Paste the code or the whole link from the email.`}
        defaultValue={initialToken}
      />
      <NewPasswordFields confirmation={confirmation} label={t`New password`} confirmLabel={t`Confirm new password`} />
      {reset.isError ? <ErrorMessage error={reset.error} lead={t`Error resetting password.`} /> : null}
      <FormActions label={t`Reset password`} busy={reset.isPending} disabled={!online} block />
    </form>
  );
}
