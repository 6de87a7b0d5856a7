import { useLingui } from '@lingui/react/macro';
import { Page } from '../../../ui/page';
import { InstallCard } from '../../pwa/install-card';
import { FullPageSpinner } from '../../../ui/spinner';
import { MentorWeekOverview } from '../../calendar/mentor-week-overview';
import { BalanceCard } from '../../payment/balance-card';
import { useCurrentUser } from '../api';
import * as styles from './dashboard.css';
import { MentorStatusCard } from './mentor-status-card';
import { NextSession } from './next-session';
import { VerifyEmailBanner } from '../verification/verify-email-banner';
import { ProfileCard } from './profile-card';
import { ProfileHint } from './profile-hint';
import { ProgressCounts } from './progress-counts';

/** The dashboard's index: the next session (or the next step), progress, and the profile card. */
export function DashboardHome() {
  const { t } = useLingui();
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullPageSpinner />;
  if (!user) return null;
  const userName = user.userName;
  const isMentor = user.role === 'mentor';
  return (
    <Page title={t`Welcome, ${userName}!`}>
      <div className={styles.layout}>
        <div className={styles.main}>
          <VerifyEmailBanner user={user} />
          {isMentor ? <MentorStatusCard user={user} /> : null}
          <NextSession user={user} />
          <BalanceCard />
          <ProgressCounts />
          {isMentor && user.mentorStatus === 'approved' ? <ProfileHint user={user} /> : null}
          {isMentor ? <MentorWeekOverview /> : null}
        </div>
        <div className={styles.side}>
          <ProfileCard user={user} />
        </div>
      </div>
      {user.role === 'mentee' ? <InstallCard moment="returning" /> : null}
    </Page>
  );
}
