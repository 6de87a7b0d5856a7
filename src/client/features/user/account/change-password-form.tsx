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
  const errors = serverFieldErrors(change.error, FIELDS).byField;
  const confirmation = usePasswordConfirmation('newPassword', t`New passwords do not match`);

  function submit(data: FormData) {
    if (confirmation.confirmed(data)) change.mutate(formValues(data, FIELDS));
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
        error={errors.currentPassword}
      />
      <NewPasswordFields
        confirmation={confirmation}
        label={t`New password`}
        confirmLabel={t`Confirm new password`}
        errors={errors}
      />
    </AccountForm>
  );
}
