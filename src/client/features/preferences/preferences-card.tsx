import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { changeLocale } from '../../lib/i18n';
import { readDarkMode, setDarkMode, type Locale } from '../../lib/preferences';
import { Card } from '../../ui/card';
import { CheckboxField, SelectField } from '../../ui/field';
import { narrow, stack } from '../../ui/layout.css';

/** Appearance and language; both are stored in the browser and apply at once. */
export function PreferencesCard() {
  const { t, i18n } = useLingui();
  const [dark, setDark] = useState(readDarkMode);

  return (
    <Card title={t`Preferences`}>
      <div className={`${stack} ${narrow}`}>
        <CheckboxField
          label={t`Dark mode`}
          name="darkMode"
          checked={dark}
          onChange={(event) => {
            setDark(event.target.checked);
            setDarkMode(event.target.checked);
          }}
        />
        <SelectField
          label={t`Language`}
          name="language"
          value={i18n.locale}
          onChange={(event) => void changeLocale(event.target.value as Locale)}
          // Each language is named in itself, so it can be found whatever the current language is.
          options={[
            { value: 'en', label: 'English' },
            { value: 'de', label: 'Deutsch' },
          ]}
        />
      </div>
    </Card>
  );
}
