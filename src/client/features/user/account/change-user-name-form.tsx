import { useLingui } from '@lingui/react/macro';
import { serverFieldErrors } from '../../../lib/field-errors';
import { TextField } from '../../../ui/field';
import { formValues } from '../../../ui/form';
import { useChangeUserName } from '../api';
import { AccountForm } from './account-form';

const FIELDS = ['newUserName'] as const;

export function ChangeUserNameForm({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const change = useChangeUserName();
  const errors = serverFieldErrors(change.error, FIELDS);
  return (
    <AccountForm
      change={change}
      fields={FIELDS}
      errorFallback={t`Unable to change username`}
      onSubmit={(data) => change.mutate(formValues(data, FIELDS))}
      onClose={onClose}
    >
      <TextField label={t`New user name`} name="newUserName" required error={errors.byField.newUserName} />
    </AccountForm>
  );
}
