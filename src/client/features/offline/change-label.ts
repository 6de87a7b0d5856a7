import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Session } from '../../../shared/contracts/session';
import { feedbackKeys, type SubmitFeedbackVariables } from '../feedback/api';
import { sessionKeys } from '../session/api';
import { sessionContextKeys, type SaveNotesVariables } from '../session/context-api';
import { skillsKeys, skillsMutationKeys } from '../skills/api';

interface Titled {
  _id: string;
  protoSkillTitle?: string;
  protoSkillId?: { protoSkillTitle: string };
}

/** A title from whatever lists the cache holds under `queryKey` (pages keep them in `skills`). */
function cachedTitle(queryClient: QueryClient, queryKey: QueryKey, id: string | undefined): string | null {
  for (const [, data] of queryClient.getQueriesData<Titled[] | { skills: Titled[] }>({ queryKey })) {
    const items = Array.isArray(data) ? data : (data?.skills ?? []);
    const found = items.find((item) => item._id === id);
    if (found) return found.protoSkillTitle ?? found.protoSkillId?.protoSkillTitle ?? null;
  }
  return null;
}

function sessionTitle(queryClient: QueryClient, bookingId: string): string | null {
  const session = [sessionKeys.past(), sessionKeys.upcoming()]
    .flatMap((key) => queryClient.getQueryData<Session[]>(key) ?? [])
    .find((item) => item._id === bookingId);
  return session ? (session.selectedSkill[0]?.protoSkillTitle ?? session.title) : null;
}

/** What a queued change is about, in the person's words: what they did and to which item. */
export function changeLabel(i18n: I18n, queryClient: QueryClient, key: QueryKey, variables: unknown): string {
  const hash = hashKey(key);
  const { userSkill } = skillsMutationKeys;
  if (hash === hashKey(feedbackKeys.submit())) {
    const title = sessionTitle(queryClient, (variables as SubmitFeedbackVariables).body.bookingId);
    return title ? i18n._(msg`Feedback on "${title}"`) : i18n._(msg`Feedback on a session`);
  }
  if (hash === hashKey(sessionContextKeys.saveNotes())) {
    const title = sessionTitle(queryClient, (variables as SaveNotesVariables).bookingId);
    return title ? i18n._(msg`Notes on "${title}"`) : i18n._(msg`Notes on a session`);
  }
  const skill = variables as { id?: string; body?: { protoSkillId?: string } };
  if (hash === hashKey(userSkill.create)) {
    const title = cachedTitle(queryClient, skillsKeys.protoSkills(), skill.body?.protoSkillId);
    return title ? i18n._(msg`Add skill "${title}"`) : i18n._(msg`Add a skill`);
  }
  const title = cachedTitle(queryClient, skillsKeys.userSkills(), skill.id);
  if (hash === hashKey(userSkill.delete)) return title ? i18n._(msg`Remove skill "${title}"`) : i18n._(msg`Remove a skill`);
  return title ? i18n._(msg`Change skill "${title}"`) : i18n._(msg`Change a skill`);
}
