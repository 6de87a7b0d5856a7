import { useNavigate } from '@tanstack/react-router';
import type { UserSkill } from '../../../shared/contracts/skills';
import { setSelectedMentor } from '../calendar/selected-mentor';
import { useCurrentUser } from '../user/api';

/**
 * Spec 'Info card': picking a skill (and maybe a time) opens the schedule on that mentor's calendar and
 * scrolls to the top. The choice goes into the schedule's URL, so a reload or a sign-up on the way (a
 * visitor gets the login there and comes back to the same calendar and time) keeps it; it is also
 * remembered in this browser for the sidebar's "Book a session". The same on a search card and on the
 * mentor's profile. A list of cards calls it once and hands the function down: each call subscribes to
 * the user's query.
 */
export function useChooseSkill() {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  return (mentor: { uuid: string; userName: string }, skill: UserSkill, slotId?: string) => {
    if (user) {
      setSelectedMentor({
        chosenBy: user.uuid,
        uuid: mentor.uuid,
        userName: mentor.userName,
        skill: { _id: skill._id, title: skill.protoSkillId.protoSkillTitle, proficiency: skill.proficiency },
      });
    }
    void navigate({ to: '/dashboard/schedule', search: { mentor: mentor.uuid, skill: skill._id, slot: slotId } }).then(() =>
      window.scrollTo(0, 0),
    );
  };
}
