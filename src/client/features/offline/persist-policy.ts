import { hashKey, type MutationKey, type QueryKey } from '@tanstack/react-query';
import { startsWithKey, type PersistPolicy } from '../../lib/persist';
import { calendarKeys } from '../calendar/api';
import { feedbackKeys } from '../feedback/api';
import { sessionKeys } from '../session/api';
import { skillsKeys, skillsMutationKeys } from '../skills/api';
import { userKeys } from '../user/current-user';

/**
 * What the app shows offline (DESIGN.md section 7): the user, upcoming and past sessions (with the
 * feedback read on them), slots, skills, categories and the catalogue. Payment intents and booking
 * details (`['payment', …]`), the admin's user list and searches for people are never written to disk.
 */
const persistedQueryPrefixes: QueryKey[] = [
  userKeys.current(),
  sessionKeys.upcoming(),
  sessionKeys.past(),
  // Every session's feedback list: its key ends in an id.
  feedbackKeys.forSession('').slice(0, -1),
  calendarKeys.all,
  skillsKeys.all,
];

/** The changes that may wait for the network: feedback and a mentor's own skills. */
export const queuedMutationKeys: MutationKey[] = [
  feedbackKeys.submit(),
  skillsMutationKeys.userSkill.create,
  skillsMutationKeys.userSkill.edit,
  skillsMutationKeys.userSkill.delete,
];

export const persistPolicy: PersistPolicy = {
  isPersistedQuery: (key) => persistedQueryPrefixes.some((prefix) => startsWithKey(key, prefix)),
  isQueuedMutation: (key) => key !== undefined && queuedMutationKeys.some((queued) => hashKey(queued) === hashKey(key)),
};
