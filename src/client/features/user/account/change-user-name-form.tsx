import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../ui/field';
import { ErrorMessage, FormMessage } from '../../../ui/form-message';
import { useChangeUserName } from '../api';
import * as styles from './account.css';
import { FormButtons } from './form-buttons';

export function ChangeUserNameForm({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const change = useChangeUserName();
  const [newUserName, setNewUserName] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    change.mutate({ newUserName });
  }

  return (
    <form className={styles.actionForm} onSubmit={submit}>
      <TextField
        label={t`New user name`}
        name="newUserName"
        required
        value={newUserName}
        onChange={(e) => setNewUserName(e.target.value)}
      />
      {change.isSuccess ? <FormMessage tone="success">{change.data}</FormMessage> : null}
      {change.isError ? <ErrorMessage error={change.error} fallback={t`Unable to change username`} /> : null}
      <FormButtons busy={change.isPending} onCancel={onClose} />
    </form>
  );
}
