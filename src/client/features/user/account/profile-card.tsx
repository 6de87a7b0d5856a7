import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { AuthUser } from '../../../../shared/contracts/user';
import { Avatar } from '../../../ui/avatar';
import { Card } from '../../../ui/card';
import { badge } from '../../../ui/layout.css';
import { roleLabels } from '../roles';
import { useViewerTimeZone } from '../time-zone';
import * as styles from './account.css';

/** Spec 'Your profile': picture, name, role and email; a mentor's headline; the zone times are shown in. */
export function ProfileCard({ user }: { user: AuthUser }) {
  const { t, i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  return (
    <Card className={styles.profileCard} aria-label={t`Your profile`}>
      <div className={styles.profileBody}>
        <Avatar name={user.userName} image={user.image} size={120} />
        <h2 className={styles.profileName}>{user.userName}</h2>
        <span className={badge}>{i18n._(roleLabels[user.role])}</span>
        {user.headline ? <p className={styles.detailValue}>{user.headline}</p> : null}
        <dl className={styles.detailList}>
          <dt className={styles.detailTerm}>{t`Email`}</dt>
          <dd className={styles.detailValue}>{user.email}</dd>
          <dt className={styles.detailTerm}>{t`Time zone`}</dt>
          <dd className={styles.detailValue}>{timeZone.replace(/_/g, ' ')}</dd>
        </dl>
        <Link to="/dashboard/settings">{t`Edit profile`}</Link>
        {user.role === 'mentor' ? (
          <Link to="/dashboard/mentors/$uuid" params={{ uuid: user.uuid }}>
            {t`See your public profile`}
          </Link>
        ) : null}
      </div>
    </Card>
  );
}
