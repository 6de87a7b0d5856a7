import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useDeferredValue } from 'react';
import type { SessionList } from '../../../shared/contracts/session';
import { errorMessage } from '../../lib/api-error';
import { buttonClass } from '../../ui/button';
import { FormMessage } from '../../ui/form-message';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { PAGE_WORDS } from '../shell/skeleton-words';
import { upcomingSessionsQueryOptions, useCancelSession } from './api';
import type { RebookParams } from './rebook-params';
import { SessionCard } from './session-card';
import * as styles from './sessions.css';
import { usePageInHtml } from '../../lib/page-in-html';

/** Up to this many session cards are cheap enough for the first render and shorter than the pending placeholder. */
const EAGER_CARDS = 3;

/** /dashboard/session: join links, calendar file and cancellation of the coming sessions. */
export function UpcomingSessionsPage({
  rebook = {},
  onRebookable = () => undefined,
}: {
  rebook?: RebookParams;
  /** A mentee cancelled: the route puts the mentor to rebook with into the URL. */
  onRebookable?: (rebook: RebookParams) => void;
}) {
  const { t } = useLingui();
  const sessions = useSuspenseQuery(upcomingSessionsQueryOptions());
  // Many cards (the page's biggest render) are built in a background render that yields to the
  // browser, after the page around them has shown (`null` first, also when the sessions are already
  // cached), not in one long task; the pending state, a screen high, stays until they are ready. A few
  // cards render at once: that screen-high placeholder collapsing to them would move the footer.
  // A page the server rendered already holds them all (lib/page-in-html.ts).
  const pageInHtml = usePageInHtml();
  const list = useDeferredValue<SessionList | null>(
    sessions.data,
    sessions.data.length > EAGER_CARDS && !pageInHtml ? null : sessions.data,
  );
  const cancel = useCancelSession();

  return (
    <Page title={t(PAGE_WORDS.sessionsHeading)}>
      <p className={styles.policy}>{t(PAGE_WORDS.cancellationPolicy)}</p>
      {cancel.isSuccess || rebook.rebook ? (
        <div className={styles.actions}>
          {cancel.isSuccess ? <FormMessage tone="success">{t`Your session has been canceled successfully!`}</FormMessage> : null}
          {rebook.rebook ? (
            <Link
              to="/dashboard/schedule"
              search={{ mentor: rebook.rebook, skillTitle: rebook.skillTitle }}
              className={buttonClass('primary')}
            >
              {t`Rebook session for free`}
            </Link>
          ) : null}
        </div>
      ) : null}
      {cancel.isError ? (
        <FormMessage tone="error">{errorMessage(cancel.error, t`Failed to cancel the session.`)}</FormMessage>
      ) : null}
      {!list ? (
        <div className={styles.listPending}>
          <Spinner />
        </div>
      ) : list.length === 0 ? (
        <p>{t`No upcoming sessions available.`}</p>
      ) : (
        <ul className={styles.list}>
          {list.map((session) => (
            <li key={session._id}>
              <SessionCard
                session={session}
                cancelling={cancel.isPending}
                onCancel={() =>
                  cancel.mutate(session._id, {
                    onSuccess: (answer) => {
                      // The same mentor's calendar, for the same skill (when the mentor still offers it).
                      if (answer.cancelledBy === 'mentee' && session.mentorUuid) {
                        onRebookable({ rebook: session.mentorUuid, skillTitle: session.selectedSkill[0]?.protoSkillTitle });
                      }
                    },
                  })
                }
              />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
