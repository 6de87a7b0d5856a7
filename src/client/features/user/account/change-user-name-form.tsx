import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../../ui/field';
import { formValues } from '../../../ui/form';
import { useChangeUserName } from '../api';
import { AccountForm } from './account-form';

const FIELDS = ['newUserName'] as const;

export function ChangeUserNameForm({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const change = useChangeUserName();
  return (
    <AccountForm
      change={change}
      errorFallback={t`Unable to change username`}
      onSubmit={(data) => change.mutate(formValues(data, FIELDS))}
      onClose={onClose}
    >
      <TextField label={t`New user name`} name="newUserName" required />
    </AccountForm>
  );
}
