import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { MIN_PASSWORD_LENGTH } from '../../../../shared/domain/limits';
import { useOnline } from '../../../lib/use-online';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { ErrorMessage, FormMessage } from '../../../ui/form-message';
import { useResetPassword } from '../api';
import { form } from './auth.css';

/** People paste either the code or the whole link from the mail; both work. */
export function tokenFromInput(input: string): string {
  const trimmed = input.trim();
  const match = /[?&]reset=([^&#\s]+)/.exec(trimmed);
  return match ? decodeURIComponent(match[1]!) : trimmed;
}

export function ResetPasswordForm({ initialToken, onDone }: { initialToken?: string; onDone: () => void }) {
  const { t } = useLingui();
  const reset = useResetPassword();
  const online = useOnline();
  const [token, setToken] = useState(initialToken ?? '');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [mismatch, setMismatch] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const passwordsDiffer = password !== confirmPassword;
    setMismatch(passwordsDiffer);
    if (passwordsDiffer) return;
    reset.mutate({ token: tokenFromInput(token), password, confirmPassword }, { onSuccess: onDone });
  }

  return (
    <form className={form} onSubmit={submit}>
      <TextField
        label={t`Reset code`}
        name="token"
        required
        autoComplete="off"
        hint={t`Paste the code or the whole link from the email.`}
        value={token}
        onChange={(e) => setToken(e.target.value)}
      />
      <TextField
        label={t`New password`}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        hint={t`At least ${MIN_PASSWORD_LENGTH} characters.`}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label={t`Confirm new password`}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        value={confirmPassword}
        onChange={(e) => setConfirmPassword(e.target.value)}
      />
      {mismatch ? <FormMessage tone="error">{t`Passwords do not match.`}</FormMessage> : null}
      {reset.isError ? <ErrorMessage error={reset.error} lead={t`Error resetting password.`} /> : null}
      <Button type="submit" block disabled={!online || reset.isPending}>
        {t`Reset Password`}
      </Button>
    </form>
  );
}
