import { useLingui } from '@lingui/react/macro';
import type { AuthUser } from '../../../../shared/contracts/user';
import { Avatar } from '../../../ui/avatar';
import { Card } from '../../../ui/card';
import { badge } from '../../../ui/layout.css';
import { roleLabels } from '../roles';
import * as styles from './account.css';

export function ProfileCard({ user }: { user: AuthUser }) {
  const { t, i18n } = useLingui();
  return (
    <Card className={styles.profileCard} aria-label={t`Your profile`}>
      <div className={styles.profileBody}>
        <Avatar name={user.userName} image={user.image} size={120} />
        <h2 className={styles.profileName}>{user.userName}</h2>
        <span className={badge}>{i18n._(roleLabels[user.role])}</span>
        <dl className={styles.detailList}>
          <dt className={styles.detailTerm}>{t`Email`}</dt>
          <dd className={styles.detailValue}>{user.email}</dd>
        </dl>
      </div>
    </Card>
  );
}
