import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { MIN_PASSWORD_LENGTH } from '../../../../shared/domain/limits';
import { TextField } from '../../../ui/field';
import { FormMessage } from '../../../ui/form-message';
import { errorMessage } from '../../../lib/api-error';
import { useChangePassword } from '../api';
import * as styles from './account.css';
import { FormButtons } from './form-buttons';

export function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const change = useChangePassword();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [mismatch, setMismatch] = useState(false);
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [key]: event.target.value });

  function submit(event: FormEvent) {
    event.preventDefault();
    // Spec section 5: a mismatch is reported here and nothing is sent.
    const passwordsDiffer = values.newPassword !== values.confirmPassword;
    setMismatch(passwordsDiffer);
    if (passwordsDiffer) {
      change.reset();
      return;
    }
    change.mutate(values);
  }

  return (
    <form className={styles.actionForm} onSubmit={submit}>
      <TextField
        label={t`Current password`}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        value={values.currentPassword}
        onChange={set('currentPassword')}
      />
      <TextField
        label={t`New password`}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        hint={t`At least ${MIN_PASSWORD_LENGTH} characters.`}
        value={values.newPassword}
        onChange={set('newPassword')}
      />
      <TextField
        label={t`Confirm new password`}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
      />
      {mismatch ? <FormMessage tone="error">{t`New passwords do not match`}</FormMessage> : null}
      {change.isSuccess ? <FormMessage tone="success">{t`Password changed successfully`}</FormMessage> : null}
      {/* Spec section 8: the server's msg if present, else the generic text. */}
      {change.isError ? <FormMessage tone="error">{errorMessage(change.error, t`Error changing password`)}</FormMessage> : null}
      <FormButtons busy={change.isPending} onCancel={onClose} />
    </form>
  );
}
