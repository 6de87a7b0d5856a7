import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { AuthUser } from '../../../../shared/contracts/user';
import { Card } from '../../../ui/card';
import { visuallyHidden } from '../../../ui/layout.css';
import { weeklyHoursQueryOptions } from '../../calendar/weekly-hours/api';
import { mentorProfileQueryOptions } from '../../search/api';
import * as styles from './dashboard.css';

/**
 * A mentor who is not yet listed: where the review stands, and the checklist the admins look at, each
 * missing item linking to where it is added. Shown until an admin approves.
 */
export function MentorStatusCard({ user }: { user: AuthUser }) {
  const { t } = useLingui();
  const profile = useQuery(mentorProfileQueryOptions(user.uuid));
  const weeklyHours = useQuery(weeklyHoursQueryOptions());
  if (user.mentorStatus === 'approved') return null;
  const checks = [
    { key: 'image', done: Boolean(user.image), label: t`A photo`, to: '/dashboard/settings' as const },
    { key: 'headline', done: Boolean(user.headline), label: t`A headline`, to: '/dashboard/settings' as const },
    { key: 'bio', done: Boolean(user.bio), label: t`A few words about you (bio)`, to: '/dashboard/settings' as const },
    { key: 'skills', done: (profile.data?.skills.length ?? 0) > 0, label: t`At least one skill`, to: '/dashboard/mentor-skills' as const },
    { key: 'hours', done: Boolean(weeklyHours.data), label: t`Weekly hours`, to: '/dashboard/schedule' as const },
  ];
  const reason = user.mentorStatusReason;
  return (
    <Card title={user.mentorStatus === 'pending' ? t`Your profile is waiting for review` : t`Your profile was not approved`}>
      <p className={styles.muted}>
        {user.mentorStatus === 'pending'
          ? t`Mentees can find and book you once an administrator has approved your profile. Complete it so the review goes quickly:`
          : t`Mentees cannot find you. Complete your profile and write to us to be looked at again.`}
      </p>
      {user.mentorStatus === 'rejected' && reason ? <p>{t`The reason we gave: ${reason}`}</p> : null}
      <ul className={styles.checklist} aria-label={t`Profile checklist`}>
        {checks.map((check) => (
          <li key={check.key} className={styles.checkItem}>
            <span aria-hidden="true" className={check.done ? styles.checkDone : styles.checkMissing}>
              {check.done ? '✓' : '○'}
            </span>
            {check.done ? (
              <span>
                {check.label}
                <span className={visuallyHidden}>{t`: done`}</span>
              </span>
            ) : (
              <Link to={check.to}>
                {check.label}
                <span className={visuallyHidden}>{t`: missing`}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
