import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '../../../shared/contracts/session';
import type { OfflineParts } from '../../lib/offline-parts';
import { sessionKeys } from './api';
import { registerNotesMutationDefaults, sessionContextKeys, type SaveNotesVariables } from './context-api';

/** A stored session's skill (or title), for the labels of changes queued on it. */
export function sessionTitle(queryClient: QueryClient, bookingId: string): string | null {
  const session = [sessionKeys.past(), sessionKeys.upcoming()]
    .flatMap((key) => queryClient.getQueryData<Session[]>(key) ?? [])
    .find((item) => item._id === bookingId);
  return session ? (session.selectedSkill[0]?.protoSkillTitle ?? session.title) : null;
}

/** Upcoming and past sessions are shown offline; private notes written offline wait and replay. */
export const sessionOfflineParts: OfflineParts = {
  persistedQueries: [sessionKeys.upcoming(), sessionKeys.past()],
  queuedChanges: [
    {
      key: sessionContextKeys.saveNotes(),
      label: (i18n, queryClient, variables) => {
        const title = sessionTitle(queryClient, (variables as SaveNotesVariables).bookingId);
        return title ? i18n._(msg`Notes on "${title}"`) : i18n._(msg`Notes on a session`);
      },
    },
  ],
  beforeRestore: registerNotesMutationDefaults,
};
