import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useOnline } from '../../../lib/use-online';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { ErrorMessage } from '../../../ui/form-message';
import { muted } from '../../../ui/layout.css';
import { useForgotPassword } from '../api';
import { form } from './auth.css';

export function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const { t } = useLingui();
  const forgot = useForgotPassword();
  const online = useOnline();
  const [email, setEmail] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    forgot.mutate({ email }, { onSuccess: onSent });
  }

  return (
    <form className={form} onSubmit={submit}>
      <p className={muted}>{t`Enter the email address of your account and we will send you a link to choose a new password.`}</p>
      <TextField
        label={t`Email`}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      {forgot.isError ? <ErrorMessage error={forgot.error} lead={t`Error sending password reset email.`} /> : null}
      <Button type="submit" block disabled={!online || forgot.isPending}>
        {t`Send reset link`}
      </Button>
    </form>
  );
}
