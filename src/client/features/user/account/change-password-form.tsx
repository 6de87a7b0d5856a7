import { useLingui } from '@lingui/react/macro';
import { serverFieldErrors } from '../../../lib/field-errors';
import { TextField } from '../../../ui/field';
import { formValues } from '../../../ui/form';
import { useChangePassword } from '../api';
import { NewPasswordFields, usePasswordConfirmation } from '../new-password-fields';
import { AccountForm } from './account-form';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

export function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const change = useChangePassword();
  const { mismatch, confirmed } = usePasswordConfirmation();
  const errors = serverFieldErrors(change.error, FIELDS);

  function submit(data: FormData) {
    if (confirmed(data, 'newPassword')) change.mutate(formValues(data, FIELDS));
    // The mismatch alone is said, not an earlier answer of the server next to it.
    else change.reset();
  }

  return (
    <AccountForm
      change={change}
      fields={FIELDS}
      errorFallback={t`Error changing password`}
      successMessage={t`Password changed successfully`}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t`Current password`}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        error={errors.byField.currentPassword}
      />
      <NewPasswordFields
        name="newPassword"
        label={t`New password`}
        confirmLabel={t`Confirm new password`}
        mismatch={mismatch}
        mismatchMessage={t`New passwords do not match`}
        errors={errors.byField}
      />
    </AccountForm>
  );
}
