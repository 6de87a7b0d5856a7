import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { MIN_PASSWORD_LENGTH } from '../../../../shared/domain/limits';
import type { SignupRole } from '../../../../shared/domain/roles';
import { useOnline } from '../../../lib/use-online';
import { Button } from '../../../ui/button';
import { SelectField, TextField } from '../../../ui/field';
import { ErrorMessage, FormMessage } from '../../../ui/form-message';
import { useSignup } from '../api';
import { ImagePicker } from '../image-picker';
import type { PickedImage } from '../shrink-image';
import { form } from './auth.css';

export function SignupForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useLingui();
  const signup = useSignup();
  const online = useOnline();
  const [values, setValues] = useState({ userName: '', email: '', password: '', confirmPassword: '' });
  const [role, setRole] = useState<SignupRole>('mentor');
  const [image, setImage] = useState<PickedImage | null>(null);
  const [mismatch, setMismatch] = useState(false);
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [key]: event.target.value });

  function submit(event: FormEvent) {
    event.preventDefault();
    // Spec section 5: a mismatch is reported here and nothing is sent.
    const passwordsDiffer = values.password !== values.confirmPassword;
    setMismatch(passwordsDiffer);
    if (passwordsDiffer) return;
    signup.mutate({ ...values, role, image: image?.base64 ?? '' }, { onSuccess });
  }

  return (
    <form className={form} onSubmit={submit}>
      <TextField
        label={t`User name`}
        name="userName"
        autoComplete="username"
        required
        value={values.userName}
        onChange={set('userName')}
      />
      <TextField
        label={t`Email`}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={set('email')}
      />
      <TextField
        label={t`Password`}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        hint={t`At least ${MIN_PASSWORD_LENGTH} characters.`}
        value={values.password}
        onChange={set('password')}
      />
      <TextField
        label={t`Confirm password`}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
      />
      <SelectField
        label={t`Role`}
        name="role"
        value={role}
        onChange={(e) => setRole(e.target.value as SignupRole)}
        options={[
          { value: 'mentor', label: t`Mentor` },
          { value: 'mentee', label: t`Mentee` },
        ]}
      />
      <ImagePicker label={t`Profile picture (optional)`} onChange={setImage} />
      {mismatch ? <FormMessage tone="error">{t`Passwords do not match. Please try again.`}</FormMessage> : null}
      {signup.isError ? <ErrorMessage error={signup.error} lead={t`Sign up failed. Please try again.`} /> : null}
      <Button type="submit" block disabled={!online || signup.isPending}>
        {signup.isPending ? t`Signing up…` : t`Sign Up`}
      </Button>
    </form>
  );
}
