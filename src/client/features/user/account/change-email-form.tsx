import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../../ui/field';
import { formValues } from '../../../ui/form';
import { useChangeEmail } from '../api';
import { AccountForm } from './account-form';

const FIELDS = ['newEmail', 'password'] as const;

/** The current password confirms that the person at the keyboard owns the account (a left-open login is not enough). */
export function ChangeEmailForm({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const change = useChangeEmail();
  return (
    <AccountForm
      change={change}
      errorFallback={t`Unable to change email`}
      onSubmit={(data) => change.mutate(formValues(data, FIELDS))}
      onClose={onClose}
    >
      <TextField label={t`New email`} name="newEmail" type="email" autoComplete="email" required />
      <TextField label={t`Current password`} name="password" type="password" autoComplete="current-password" required />
    </AccountForm>
  );
}
