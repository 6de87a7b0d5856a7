import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { MAX_BIO_LENGTH, MAX_HEADLINE_LENGTH, MAX_PROFILE_LANGUAGES } from '../../../../shared/domain/limits';
import type { ProfileRequest } from '../../../../shared/contracts/user';
import { languageName } from '../../../lib/language-names';
import { useOnline } from '../../../lib/use-online';
import { Card } from '../../../ui/card';
import { SelectField, TextAreaField, TextField } from '../../../ui/field';
import { FormActions, formValues } from '../../../ui/form';
import { ErrorMessage, FormMessage } from '../../../ui/form-message';
import { useCurrentUser, useUpdateProfile } from '../api';
import { browserTimeZone } from '../time-zone';
import { checkbox } from '../../../ui/field.css';
import * as styles from './profile-section.css';

/** Languages offered as checkboxes; a mentor's other saved codes are kept and shown too. */
const COMMON_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'tr', 'uk', 'ar', 'hi', 'zh', 'ja'];
const BROWSER_ZONE = '';
const FIELDS = ['headline', 'bio', 'languages', 'timeZone'];

/** Settings' profile: a mentor's headline, bio and languages, and everyone's time zone (PUT /user/profile). */
export function ProfileSection() {
  const { t, i18n } = useLingui();
  const { data: user } = useCurrentUser();
  const update = useUpdateProfile();
  const online = useOnline();
  const [languages, setLanguages] = useState<string[]>(user?.languages ?? []);
  if (!user) return null;
  const isMentor = user.role === 'mentor';
  const zones = Intl.supportedValuesOf('timeZone');
  const offered = [...new Set([...COMMON_LANGUAGES, ...languages])];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = formValues(new FormData(event.currentTarget), ['headline', 'bio', 'timeZone']);
    const zone = form.timeZone;
    const body: ProfileRequest = { timeZone: zone === BROWSER_ZONE ? null : zone };
    if (isMentor) {
      body.headline = form.headline;
      body.bio = form.bio;
      body.languages = languages;
    }
    update.mutate(body);
  };

  const toggle = (code: string, on: boolean) =>
    setLanguages((current) => (on ? [...current, code] : current.filter((item) => item !== code)));

  return (
    <Card title={t`Profile`}>
      <form className={styles.form} onSubmit={submit}>
        {isMentor ? (
          <>
            <p className={styles.hint}>{t`Mentees see this on your card and your profile page.`}</p>
            <TextField
              label={t`Headline`}
              name="headline"
              defaultValue={user.headline ?? ''}
              maxLength={MAX_HEADLINE_LENGTH}
              hint={t`One line about what you help with, e.g. "Senior Rust engineer, helps with systems design".`}
            />
            <TextAreaField label={t`About you`} name="bio" defaultValue={user.bio ?? ''} maxLength={MAX_BIO_LENGTH} rows={5} />
            <fieldset className={styles.languages}>
              <legend className={styles.legend}>{t`Languages you mentor in (up to ${MAX_PROFILE_LANGUAGES})`}</legend>
              <div className={styles.checks}>
                {offered.map((code) => {
                  const checked = languages.includes(code);
                  return (
                    <label key={code} className={styles.check}>
                      <input
                        type="checkbox"
                        className={checkbox}
                        checked={checked}
                        disabled={!checked && languages.length >= MAX_PROFILE_LANGUAGES}
                        onChange={(event) => toggle(code, event.target.checked)}
                      />
                      {languageName(code, i18n.locale)}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          </>
        ) : null}
        <SelectField
          label={t`Time zone`}
          name="timeZone"
          defaultValue={user.timeZone ?? BROWSER_ZONE}
          hint={t`Session times are shown in this zone.`}
          options={[
            { value: BROWSER_ZONE, label: t`This device's zone (${browserTimeZone()})` },
            ...zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })),
          ]}
        />
        {update.isSuccess ? <FormMessage tone="success">{update.data}</FormMessage> : null}
        {update.error ? <ErrorMessage error={update.error} fields={FIELDS} fallback={t`Your profile could not be saved.`} /> : null}
        <FormActions label={t`Save profile`} busyLabel={t`Saving…`} busy={update.isPending} disabled={!online} />
      </form>
    </Card>
  );
}
