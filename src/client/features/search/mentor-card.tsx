import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { MentorListItem } from '../../../shared/contracts/search';
import type { UserSkill } from '../../../shared/contracts/skills';
import { Card } from '../../ui/card';
import { card as cardSurface } from '../../ui/card.css';
import { proficiencyLabels } from '../calendar/proficiency-labels';
import { SessionPrice, type MenteeBalance } from '../payment/session-price';
import { MentorProfileLink } from './mentor-links';
import { MentorPhoto } from './mentor-photo';
import { formatNextFree } from './next-free';
import { Rating } from './rating';
import * as styles from './mentor.css';

/**
 * Spec 'Info card', made to earn trust: photo, name, headline, rating, sessions given and the next free
 * time; each skill is a chip that picks mentor and skill and opens the schedule. No email. The list
 * passes the viewer's zone and the chip's action (useChooseSkill), read once for all its cards.
 */
export function MentorCard({
  mentor,
  timeZone,
  balance,
  onChooseSkill,
}: {
  mentor: MentorListItem;
  timeZone: string;
  /** What the viewer pays with (null for visitors): shown beside the price. */
  balance: MenteeBalance | null;
  onChooseSkill: (mentor: MentorListItem, skill: UserSkill) => void;
}) {
  const { t, i18n } = useLingui();
  const nextFree = mentor.nextAvailable ? formatNextFree(mentor.nextAvailable, i18n.locale, timeZone) : null;

  return (
    <Card className={styles.card} aria-label={mentor.userName}>
      <div className={styles.header}>
        <MentorPhoto name={mentor.userName} image={mentor.image} size={styles.PHOTO_SIZE} className={styles.photo} />
        <div className={styles.who}>
          <h3 className={styles.name}>
            <MentorProfileLink className={styles.nameLink} uuid={mentor.uuid}>
              {mentor.userName}
            </MentorProfileLink>
          </h3>
          {mentor.headline ? <p className={styles.headline}>{mentor.headline}</p> : null}
          <Rating rating={mentor.rating} />
        </div>
      </div>
      <ul className={styles.facts}>
        <li>
          <Plural value={mentor.sessionsCompleted} _0="No sessions given yet" one="# session given" other="# sessions given" />
        </li>
      </ul>
      <p className={styles.nextFree}>{nextFree ? t`Next free: ${nextFree}` : t`No free times yet`}</p>
      <SessionPrice balance={balance} />
      {mentor.skills.length === 0 ? (
        <p className={styles.headline}>{t`This mentor has not listed any skills yet.`}</p>
      ) : (
        <>
          <h4 className={styles.chipsHeading}>{t`Book a session`}</h4>
          <ul className={styles.chips}>
            {mentor.skills.map((skill) => (
              <li key={skill._id}>
                <button type="button" className={styles.chip} onClick={() => onChooseSkill(mentor, skill)}>
                  {skill.protoSkillId.protoSkillTitle}{' '}
                  <span className={styles.chipLevel}>({i18n._(proficiencyLabels[skill.proficiency])})</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className={styles.footer}>
        <MentorProfileLink className={styles.profileLink} uuid={mentor.uuid}>
          <Trans>View profile and reviews</Trans>
        </MentorProfileLink>
      </div>
    </Card>
  );
}

/** A card's shape while results load, so the page does not jump when they arrive. */
export function MentorCardSkeleton() {
  const block = (width: string, height: string) => (
    <span className={styles.skeletonBlock} style={{ display: 'block', width, height }} />
  );
  return (
    <div className={`${cardSurface} ${styles.card}`} aria-hidden="true" data-testid="mentor-skeleton">
      <div className={styles.header}>
        <span className={`${styles.photo} ${styles.skeletonBlock}`} />
        <div className={styles.who} style={{ flex: 1 }}>
          {block('70%', '1.2rem')}
          {block('90%', '1rem')}
          {block('50%', '1rem')}
        </div>
      </div>
      {block('40%', '1rem')}
      {block('60%', '1rem')}
      {block('100%', '44px')}
    </div>
  );
}
