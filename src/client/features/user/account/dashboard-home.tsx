import { useLingui } from '@lingui/react/macro';
import { MentorWeekOverview } from '../../calendar/mentor-week-overview';
import { Page } from '../../../ui/page';
import { FullPageSpinner } from '../../../ui/spinner';
import { useCurrentUser } from '../api';
import * as styles from './account.css';
import { ProfileCard } from './profile-card';

/** The dashboard's index: a welcome and the profile card (the guard above handles logged-out visitors). */
export function DashboardHome() {
  const { t } = useLingui();
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullPageSpinner />;
  if (!user) return null;
  const userName = user.userName;
  return (
    <Page title={t`Welcome, ${userName}!`}>
      <div className={styles.profileArea}>
        <ProfileCard user={user} />
        {user.role === 'mentor' ? <MentorWeekOverview /> : null}
      </div>
    </Page>
  );
}
