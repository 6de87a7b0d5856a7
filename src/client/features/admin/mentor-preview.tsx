import { useLingui } from '@lingui/react/macro';
import type { AdminMentor } from '../../../shared/contracts/admin';
import { languageName } from '../../lib/language-names';
import { proficiencyLabels } from '../calendar/proficiency-labels';
import { MentorPhoto } from '../search/mentor-photo';
import { Rating } from '../search/rating';
import * as mentorStyles from '../search/mentor.css';
import * as styles from './admin.css';

/** The mentor as mentees would meet them: the search card's photo, name, headline and skills, then the profile's bio and languages. */
export function MentorPreview({ mentor }: { mentor: AdminMentor }) {
  const { t, i18n } = useLingui();
  return (
    <div className={styles.preview}>
      <div className={mentorStyles.header}>
        <MentorPhoto name={mentor.userName} image={mentor.image} size={mentorStyles.PHOTO_SIZE} className={mentorStyles.photo} />
        <div className={mentorStyles.who}>
          <h3 className={mentorStyles.name}>{mentor.userName}</h3>
          {mentor.headline ? <p className={mentorStyles.headline}>{mentor.headline}</p> : null}
          <Rating rating={mentor.rating} />
        </div>
      </div>
      {mentor.skills.length > 0 ? (
        <ul className={mentorStyles.chips} aria-label={t`Skills`}>
          {mentor.skills.map((skill) => (
            <li key={skill._id} className={mentorStyles.chip}>
              {skill.protoSkillId.protoSkillTitle}{' '}
              <span className={mentorStyles.chipLevel}>({i18n._(proficiencyLabels[skill.proficiency])})</span>
            </li>
          ))}
        </ul>
      ) : null}
      {mentor.bio ? <p className={styles.quote}>{mentor.bio}</p> : null}
      {mentor.languages.length > 0 ? (
        <p className={styles.rowMeta}>{t`Teaches in: ${mentor.languages.map((code) => languageName(code, i18n.locale)).join(', ')}`}</p>
      ) : null}
    </div>
  );
}
