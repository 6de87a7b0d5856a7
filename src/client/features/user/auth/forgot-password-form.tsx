import { useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { useOnline } from '../../../lib/use-online';
import { TextField } from '../../../ui/field';
import { FormActions, formValues } from '../../../ui/form';
import { ErrorMessage } from '../../../ui/form-message';
import { muted } from '../../../ui/layout.css';
import { useForgotPassword } from '../api';
import { form } from './auth.css';

const FIELDS = ['email'] as const;

export function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const { t } = useLingui();
  const forgot = useForgotPassword();
  const online = useOnline();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    forgot.mutate(formValues(new FormData(event.currentTarget), FIELDS), { onSuccess: onSent });
  }

  return (
    <form className={form} onSubmit={submit}>
      <p className={muted}>{t`Enter the email address of your account and we will send you a link to choose a new password.`}</p>
      <TextField label={t`Email`} name="email" type="email" autoComplete="email" required />
      {forgot.isError ? <ErrorMessage error={forgot.error} lead={t`Error sending password reset email.`} /> : null}
      <FormActions label={t`Send reset link`} busy={forgot.isPending} disabled={!online} block />
    </form>
  );
}
