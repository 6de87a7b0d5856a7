import { useLingui } from '@lingui/react/macro';
import type { MentorListItem } from '../../../shared/contracts/search';
import { MentorProfileLink } from './mentor-links';
import { MentorPhoto } from './mentor-photo';
import { formatNextFree } from './next-free';
import * as styles from './mentor.css';

/** A slide of the "Available this week" strip: who, and when they are next free; opens the profile. */
export function AvailableCard({ mentor, timeZone }: { mentor: MentorListItem; timeZone: string }) {
  const { t, i18n } = useLingui();
  const nextFree = mentor.nextAvailable ? formatNextFree(mentor.nextAvailable, i18n.locale, timeZone) : '';
  return (
    <MentorProfileLink className={styles.stripCard} uuid={mentor.uuid}>
      <MentorPhoto name={mentor.userName} image={mentor.image} size={48} className={styles.stripPhoto} />
      <span className={styles.stripText}>
        <span className={styles.stripName}>{mentor.userName}</span>
        <span>{t`Next free: ${nextFree}`}</span>
      </span>
    </MentorProfileLink>
  );
}
