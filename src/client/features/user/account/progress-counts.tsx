import { Plural, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser, userStatsQueryOptions } from '../api';
import * as styles from './dashboard.css';

/** Sessions done, their hours and the people met: on the dashboard and above "Your progress". */
export function ProgressCounts() {
  const { t, i18n } = useLingui();
  const { data: user } = useCurrentUser();
  const stats = useQuery(userStatsQueryOptions());
  if (!user) return null;
  const data = stats.data;
  const hours = data ? i18n.number(data.hoursCompleted, { maximumFractionDigits: 1 }) : '–';
  return (
    <ul className={styles.counts} aria-label={t`Your progress in numbers`} aria-busy={stats.isPending}>
      <li className={styles.count}>
        <span className={styles.countValue}>{data ? data.sessionsCompleted : '–'}</span>
        <span className={styles.countLabel}>
          <Plural value={data?.sessionsCompleted ?? 0} one="session done" other="sessions done" />
        </span>
      </li>
      <li className={styles.count}>
        <span className={styles.countValue}>{hours}</span>
        <span className={styles.countLabel}>
          <Plural value={data?.hoursCompleted ?? 0} one="hour" other="hours" />
        </span>
      </li>
      <li className={styles.count}>
        <span className={styles.countValue}>{data ? data.peopleMet : '–'}</span>
        <span className={styles.countLabel}>
          {user.role === 'mentor' ? (
            <Plural value={data?.peopleMet ?? 0} one="mentee met" other="mentees met" />
          ) : (
            <Plural value={data?.peopleMet ?? 0} one="mentor met" other="mentors met" />
          )}
        </span>
      </li>
    </ul>
  );
}
