import { useNavigate } from '@tanstack/react-router';
import type { UserSkill } from '../../../shared/contracts/skills';
import { setSelectedMentor } from '../calendar/selected-mentor';
import { useCurrentUser } from '../user/api';

/**
 * Spec 'Info card': picking a skill stores the mentor and skill as selected, opens the schedule and
 * scrolls to the top. The same on a search card and on the mentor's profile. A list of cards calls it
 * once and hands the function down: each call subscribes to the user's query.
 */
export function useChooseSkill() {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  return (mentor: { uuid: string; userName: string }, skill: UserSkill) => {
    if (!user) return;
    setSelectedMentor({
      chosenBy: user.uuid,
      uuid: mentor.uuid,
      userName: mentor.userName,
      skill: { _id: skill._id, title: skill.protoSkillId.protoSkillTitle, proficiency: skill.proficiency },
    });
    void navigate({ to: '/dashboard/schedule' }).then(() => window.scrollTo(0, 0));
  };
}
