import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { AuthUser } from '../../../../shared/contracts/user';
import { Card } from '../../../ui/card';
import { mentorProfileQueryOptions } from '../../search/api';
import { userStatsQueryOptions } from '../api';
import * as styles from './dashboard.css';

/** A mentor's "complete your profile": what mentees would miss on the card, each with where to add it. */
export function ProfileHint({ user }: { user: AuthUser }) {
  const { t } = useLingui();
  const profile = useQuery(mentorProfileQueryOptions(user.uuid));
  const stats = useQuery(userStatsQueryOptions());
  if (!profile.data || !stats.data) return null;
  const missing = [
    !user.image && { key: 'image', label: t`a photo`, to: '/dashboard/settings' as const },
    !user.headline && { key: 'headline', label: t`a headline`, to: '/dashboard/settings' as const },
    !user.bio && { key: 'bio', label: t`a few words about you`, to: '/dashboard/settings' as const },
    profile.data.skills.length === 0 && { key: 'skills', label: t`the skills you teach`, to: '/dashboard/mentor-skills' as const },
    stats.data.futureSlots === 0 && { key: 'availability', label: t`free times to book`, to: '/dashboard/schedule' as const },
  ].filter((item) => item !== false);
  if (missing.length === 0) return null;
  return (
    <Card title={t`Complete your profile`}>
      <p className={styles.muted}>{t`Mentees choose mentors they can trust. Your card still lacks:`}</p>
      <ul className={styles.hintList}>
        {missing.map((item) => (
          <li key={item.key}>
            <Link to={item.to}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
