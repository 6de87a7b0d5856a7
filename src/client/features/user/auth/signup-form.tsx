import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { SignupRole } from '../../../../shared/domain/roles';
import { useOnline } from '../../../lib/use-online';
import { SelectField, TextField } from '../../../ui/field';
import { FormActions, formValues } from '../../../ui/form';
import { ErrorMessage } from '../../../ui/form-message';
import { useSignup } from '../api';
import { ImagePicker } from '../image-picker';
import { NewPasswordFields, usePasswordConfirmation } from '../new-password-fields';
import type { PickedImage } from '../shrink-image';
import { form } from './auth.css';
import { useUserNameCheck } from '../user-name-rule';
import { currentAppPath } from '../verification/api';

const FIELDS = ['userName', 'email', 'password', 'confirmPassword', 'role'] as const;

/** Learners are most of those who sign up, so the role starts at mentee unless a link asks for mentor. */
export function SignupForm({ defaultRole = 'mentee', onSuccess }: { defaultRole?: SignupRole | undefined; onSuccess: () => void }) {
  const { t } = useLingui();
  const signup = useSignup();
  const online = useOnline();
  const confirmation = usePasswordConfirmation('password', t`Passwords do not match. Please try again.`);
  // The picked file, shrunk: the form's file input holds the original.
  const [image, setImage] = useState<PickedImage | null>(null);
  const checkUserName = useUserNameCheck();
  const [nameError, setNameError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = formValues(data, FIELDS);
    const problem = checkUserName(values.userName);
    setNameError(problem);
    if (problem || !confirmation.confirmed(data)) return;
    // The verification link brings the person back here: the booking they were choosing, say.
    const next = currentAppPath();
    signup.mutate({ ...values, role: values.role as SignupRole, image: image?.base64 ?? '', next }, { onSuccess });
  }

  return (
    <form className={form} onSubmit={submit}>
      <TextField label={t`User name`} name="userName" autoComplete="username" required error={nameError ?? undefined} />
      <TextField label={t`Email`} name="email" type="email" autoComplete="email" required />
      <NewPasswordFields confirmation={confirmation} label={t`Password`} confirmLabel={t`Confirm password`} />
      <SelectField
        label={t`Role`}
        name="role"
        defaultValue={defaultRole}
        options={[
          { value: 'mentee', label: t`Mentee` },
          { value: 'mentor', label: t`Mentor` },
        ]}
      />
      <ImagePicker label={t`Profile picture (optional)`} onChange={setImage} />
      {signup.isError ? <ErrorMessage error={signup.error} lead={t`Sign up failed. Please try again.`} /> : null}
      <FormActions label={t`Sign up`} busyLabel={t`Signing up…`} busy={signup.isPending} disabled={!online} block />
    </form>
  );
}
