import { useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { useOnline } from '../../../lib/use-online';
import { TextField } from '../../../ui/field';
import { FormActions, formValues } from '../../../ui/form';
import { ErrorMessage } from '../../../ui/form-message';
import { useLogin } from '../api';
import { form } from './auth.css';

const FIELDS = ['email', 'password'] as const;

/**
 * docs/product.md (Domain rules): email and password required; the email field is plain text. Failures keep the input
 * and say the spec's line, "Login failed. Please try again.", with the server's reason (wrong password,
 * too many attempts) on its own line below when there is one.
 */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useLingui();
  const login = useLogin();
  const online = useOnline();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    login.mutate(formValues(new FormData(event.currentTarget), FIELDS), { onSuccess });
  }

  return (
    <form className={form} onSubmit={submit}>
      <TextField label={t`Email`} name="email" type="text" autoComplete="username" required />
      <TextField label={t`Password`} name="password" type="password" autoComplete="current-password" required />
      {login.isError ? <ErrorMessage error={login.error} lead={t`Login failed. Please try again.`} /> : null}
      <FormActions label={t`Login`} busyLabel={t`Logging in…`} busy={login.isPending} disabled={!online} block />
    </form>
  );
}
