import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { MentorListItem } from '../../../shared/contracts/search';
import type { UserSkill } from '../../../shared/contracts/skills';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { badge } from '../../ui/layout.css';
import { setSelectedMentor } from '../calendar/selected-mentor';
import { useCurrentUser } from '../user/api';
import { roleLabels } from '../user/roles';
import { proficiencyLabels } from '../calendar/proficiency-labels';
import * as styles from './search.css';

/** Spec 'Info card': who the mentor is and one booking button per skill. */
export function MentorCard({ mentor }: { mentor: MentorListItem }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();

  const choose = (skill: UserSkill) => {
    if (!user) return;
    setSelectedMentor({
      chosenBy: user.uuid,
      uuid: mentor.uuid,
      userName: mentor.userName,
      skill: { _id: skill._id, title: skill.protoSkillId.protoSkillTitle, proficiency: skill.proficiency },
    });
    void navigate({ to: '/dashboard/schedule' }).then(() => window.scrollTo(0, 0));
  };

  return (
    <Card className={styles.infoCard} aria-label={mentor.userName}>
      <Avatar name={mentor.userName} image={mentor.image} size={96} />
      <span className={badge}>{i18n._(roleLabels[mentor.role])}</span>
      <h3 className={styles.mentorName}>{mentor.userName}</h3>
      <p className={styles.email}>{mentor.email}</p>
      <h4 className={styles.bookHeading}>{t`Book a session`}</h4>
      {mentor.skills.length === 0 ? (
        <p className={styles.email}>{t`This mentor has not listed any skills yet.`}</p>
      ) : (
        <ul className={styles.skillList}>
          {mentor.skills.map((skill) => (
            <li key={skill._id}>
              <Button variant="secondary" className={styles.skillButton} onClick={() => choose(skill)}>
                {skill.protoSkillId.protoSkillTitle} ({i18n._(proficiencyLabels[skill.proficiency])})
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
