import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { zoneLabel } from '../session/format';
import * as styles from './time-zone-control.css';

function zoneNames(...shown: string[]): string[] {
  const names = new Set(Intl.supportedValuesOf('timeZone'));
  names.add('UTC');
  for (const name of shown) names.add(name);
  return [...names].sort();
}

/**
 * "Times in Europe/Berlin, UTC+1" and the choice of another zone to look at. Choosing one changes
 * this view only (`onView`); the account's zone, which every other page and the mails use, is set in
 * Settings, which the note links to.
 */
export function TimeZoneControl({
  timeZone,
  accountZone,
  onView,
}: {
  timeZone: string;
  accountZone: string;
  onView: (zone: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const names = useMemo(() => zoneNames(timeZone, accountZone), [timeZone, accountZone]);
  const label = zoneLabel(timeZone);
  const yours = accountZone.replace(/_/g, ' ');
  return (
    <div className={styles.zone}>
      <p className={styles.label} data-testid="zone-label">
        {t`Times in ${label}`}
      </p>
      <label htmlFor={id} className={styles.choiceLabel}>
        {t`Show times in`}
      </label>
      <select id={id} className={styles.select} value={timeZone} onChange={(event) => onView(event.target.value)}>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <p className={styles.note} data-testid="zone-note">
        {timeZone === accountZone ? (
          <Trans>
            Only this view changes. Your own time zone is set in <Link to="/dashboard/settings">Settings</Link>.
          </Trans>
        ) : (
          <>
            {t`Only this view changes. Your sessions and mails stay in ${yours}.`}{' '}
            <button type="button" className={styles.reset} onClick={() => onView(accountZone)}>
              {t`Show my time zone`}
            </button>
          </>
        )}
      </p>
    </div>
  );
}
