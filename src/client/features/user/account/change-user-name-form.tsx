import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TextField } from '../../../ui/field';
import { formValues } from '../../../ui/form';
import { useChangeUserName } from '../api';
import { useUserNameCheck } from '../user-name-rule';
import { AccountForm } from './account-form';

const FIELDS = ['newUserName'] as const;

export function ChangeUserNameForm({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const change = useChangeUserName();
  const checkUserName = useUserNameCheck();
  const [nameError, setNameError] = useState<string | null>(null);
  return (
    <AccountForm
      change={change}
      errorFallback={t`Unable to change username`}
      onSubmit={(data) => {
        const values = formValues(data, FIELDS);
        const problem = checkUserName(values.newUserName);
        setNameError(problem);
        if (!problem) change.mutate(values);
      }}
      onClose={onClose}
    >
      <TextField label={t`New user name`} name="newUserName" required error={nameError ?? undefined} />
    </AccountForm>
  );
}
