import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { AuthUser } from '../../../../shared/contracts/user';
import { buttonClass } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { upcomingSessionsQueryOptions } from '../../session/api';
import { SessionCard } from '../../session/session-card';
import { userStatsQueryOptions } from '../api';
import * as styles from './dashboard.css';

/**
 * The dashboard's first question answered: when is my next session, and how do I join it. Without
 * one, the next step: a mentee finds a mentor, a mentor without availability adds weekly hours.
 */
export function NextSession({ user }: { user: AuthUser }) {
  const { t } = useLingui();
  const sessions = useQuery(upcomingSessionsQueryOptions());
  const stats = useQuery({ ...userStatsQueryOptions(), enabled: user.role === 'mentor' });
  const next = sessions.data?.[0];

  if (sessions.isPending) return <Card title={t`Your next session`}>{t`Loading…`}</Card>;
  if (next) {
    return (
      <section className={styles.nextSession} aria-labelledby="next-session-heading">
        <h2 id="next-session-heading">{t`Your next session`}</h2>
        <SessionCard session={next} />
        <div className={styles.cta}>
          <Link to="/dashboard/session" className={buttonClass('secondary')}>
            {t`All upcoming sessions`}
          </Link>
        </div>
      </section>
    );
  }
  if (user.role === 'mentor') {
    const noHours = stats.data?.futureSlots === 0;
    return (
      <Card title={t`Your next session`}>
        <p>{noHours ? t`Mentees can only book you when you have free times.` : t`No session is booked yet.`}</p>
        <div className={styles.cta}>
          <Link to="/dashboard/schedule" className={buttonClass(noHours ? 'primary' : 'secondary')}>
            {noHours ? t`Add your weekly hours` : t`Manage your availability`}
          </Link>
        </div>
      </Card>
    );
  }
  // An admin books nothing as an admin: their next step is the console (or acting as a mentee in Settings).
  if (user.role === 'admin') {
    return (
      <Card title={t`Admin tools`}>
        <p>{t`Manage the skill catalogue and the people here. To book a session, act as a mentee in Settings.`}</p>
        <div className={styles.cta}>
          <Link to="/dashboard/admin-tools" className={buttonClass('primary')}>
            {t`Admin dashboard`}
          </Link>
        </div>
      </Card>
    );
  }
  return (
    <Card title={t`Your next session`}>
      <p>{t`No session is booked yet. Find a mentor who fits and pick a time.`}</p>
      <div className={styles.cta}>
        <Link to="/dashboard/search" className={buttonClass('primary')}>
          {t`Find a mentor`}
        </Link>
      </div>
    </Card>
  );
}
