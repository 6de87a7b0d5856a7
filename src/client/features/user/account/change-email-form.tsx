import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../ui/field';
import { ErrorMessage, FormMessage } from '../../../ui/form-message';
import { useChangeEmail } from '../api';
import * as styles from './account.css';
import { FormButtons } from './form-buttons';

export function ChangeEmailForm({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const change = useChangeEmail();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    change.mutate({ newEmail, password });
  }

  return (
    <form className={styles.actionForm} onSubmit={submit}>
      <TextField
        label={t`New email`}
        name="newEmail"
        type="email"
        autoComplete="email"
        required
        value={newEmail}
        onChange={(e) => setNewEmail(e.target.value)}
      />
      <TextField
        label={t`Current password`}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {change.isSuccess ? <FormMessage tone="success">{change.data}</FormMessage> : null}
      {change.isError ? <ErrorMessage error={change.error} fallback={t`Unable to change email`} /> : null}
      <FormButtons busy={change.isPending} onCancel={onClose} />
    </form>
  );
}
