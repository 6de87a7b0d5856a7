import { msg } from '@lingui/core/macro';
import type { OfflineParts } from '../../lib/offline-parts';
import { sessionTitle } from '../session/offline-parts';
import { feedbackKeys, registerFeedbackMutationDefaults, type SubmitFeedbackVariables } from './api';

/** The feedback read on a session is shown offline; feedback written offline waits and replays. */
export const feedbackOfflineParts: OfflineParts = {
  // Every session's feedback list: its key ends in an id.
  persistedQueries: [feedbackKeys.forSession('').slice(0, -1)],
  queuedChanges: [
    {
      key: feedbackKeys.submit(),
      label: (i18n, queryClient, variables) => {
        const title = sessionTitle(queryClient, (variables as SubmitFeedbackVariables).body.bookingId);
        return title ? i18n._(msg`Feedback on "${title}"`) : i18n._(msg`Feedback on a session`);
      },
    },
  ],
  beforeRestore: registerFeedbackMutationDefaults,
};
