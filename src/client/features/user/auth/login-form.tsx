import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useOnline } from '../../../lib/use-online';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { ErrorMessage } from '../../../ui/form-message';
import { useLogin } from '../api';
import { form } from './auth.css';

/** Spec section 5: email and password required; the email field is plain text. Failures keep the input. */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useLingui();
  const login = useLogin();
  const online = useOnline();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    login.mutate({ email, password }, { onSuccess });
  }

  return (
    <form className={form} onSubmit={submit}>
      <TextField
        label={t`Email`}
        name="email"
        type="text"
        autoComplete="username"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label={t`Password`}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {login.isError ? <ErrorMessage error={login.error} lead={t`Login failed. Please try again.`} /> : null}
      <Button type="submit" block disabled={!online || login.isPending}>
        {login.isPending ? t`Logging in…` : t`Login`}
      </Button>
    </form>
  );
}
