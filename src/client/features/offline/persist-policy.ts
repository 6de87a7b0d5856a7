import { hashKey, type MutationKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { startsWithKey, type PersistPolicy } from '../../lib/persist';
import { calendarKeys } from '../calendar/api';
import { feedbackKeys } from '../feedback/api';
import { searchKeys } from '../search/api';
import { sessionKeys } from '../session/api';
import { sessionContextKeys } from '../session/context-api';
import { skillsKeys, skillsMutationKeys } from '../skills/api';
import { userKeys } from '../user/current-user';

/**
 * What the app shows offline (docs/product.md, "Offline and installation"): the user, upcoming and past sessions (with the
 * feedback read on them), slots, skills, categories and the catalogue. Payment intents and booking
 * details (`['payment', …]`) and the admin's user list are never written to disk; of the mentor searches
 * only the last answer is (lastSearch), so search offline shows the last results rather than nothing.
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

/** The changes that may wait for the network: feedback, private notes on a session and a mentor's own skills. */
export const queuedMutationKeys: MutationKey[] = [
  feedbackKeys.submit(),
  sessionContextKeys.saveNotes(),
  skillsMutationKeys.userSkill.create,
  skillsMutationKeys.userSkill.edit,
  skillsMutationKeys.userSkill.delete,
];

let lastSearchHash: string | null = null;

/** The search answer fetched last (restored ones included), the only one written to disk. */
export function lastSearch(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: searchKeys.allResults })
    .filter((query) => query.state.data !== undefined)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)[0];
}

/** Keeps `lastSearchHash` on the newest search answer. Returns the unsubscribe function. */
export function followLastSearch(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (startsWithKey(event.query.queryKey, searchKeys.allResults)) lastSearchHash = lastSearch(queryClient)?.queryHash ?? null;
  });
}

export const persistPolicy: PersistPolicy = {
  isPersistedQuery: (key) =>
    persistedQueryPrefixes.some((prefix) => startsWithKey(key, prefix)) ||
    (lastSearchHash !== null && hashKey(key) === lastSearchHash),
  isQueuedMutation: (key) => key !== undefined && queuedMutationKeys.some((queued) => hashKey(queued) === hashKey(key)),
};
