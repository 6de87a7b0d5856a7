import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { MentorProfile } from '../../../shared/contracts/search';
import { mentorProfileQueryOptions } from '../search/api';
import type { ScheduleParams } from './schedule-params';
import { setSelectedMentor, useSelectedMentor, type SelectedMentor } from './selected-mentor';

/** The mentor's skill the URL names (by id, else by title), else their first: a rebook knows only the title. */
function selectionFrom(profile: MentorProfile, params: ScheduleParams, chosenBy: string): SelectedMentor | null {
  const skill =
    profile.skills.find((item) => item._id === params.skill) ??
    profile.skills.find((item) => item.protoSkillId.protoSkillTitle === params.skillTitle) ??
    profile.skills[0];
  if (!skill) return null;
  return {
    chosenBy,
    uuid: profile.uuid,
    userName: profile.userName,
    skill: { _id: skill._id, title: skill.protoSkillId.protoSkillTitle, proficiency: skill.proficiency },
  };
}

/**
 * Whose calendar the mentee's schedule shows: the mentor in the URL (looked up, then remembered as the
 * last choice), else the last choice from this browser. `pending` while the URL's mentor loads.
 */
export function useScheduleSelection(
  params: ScheduleParams,
  userUuid: string | undefined,
): { selected: SelectedMentor | null; pending: boolean } {
  const stored = useSelectedMentor(userUuid);
  const fromUrl = Boolean(params.mentor) && Boolean(userUuid);
  const profile = useQuery({ ...mentorProfileQueryOptions(params.mentor ?? ''), enabled: fromUrl });
  const resolved = useMemo(
    () => (fromUrl && profile.data && userUuid ? selectionFrom(profile.data, params, userUuid) : null),
    [fromUrl, profile.data, params, userUuid],
  );
  useEffect(() => {
    if (resolved) setSelectedMentor(resolved);
  }, [resolved]);
  if (!fromUrl) return { selected: stored, pending: false };
  return { selected: resolved ?? (profile.isPending ? null : stored), pending: profile.isPending };
}
