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
import { SessionCard } from './session-card';
import * as styles from './sessions.css';

/** Up to this many session cards are cheap enough for the first render and shorter than the pending placeholder. */
const EAGER_CARDS = 3;

/** /dashboard/session: join links, calendar file and cancellation of the coming sessions. */
export function UpcomingSessionsPage() {
  const { t } = useLingui();
  const sessions = useSuspenseQuery(upcomingSessionsQueryOptions());
  // Many cards (the page's biggest render) are built in a background render that yields to the
  // browser, after the page around them has shown (`null` first, also when the sessions are already
  // cached), not in one long task; the pending state, a screen high, stays until they are ready. A few
  // cards render at once: that screen-high placeholder collapsing to them would move the footer.
  const list = useDeferredValue<SessionList | null>(sessions.data, sessions.data.length > EAGER_CARDS ? null : sessions.data);
  const cancel = useCancelSession();

  return (
    <Page title={t(PAGE_WORDS.sessionsHeading)}>
      <p className={styles.policy}>{t(PAGE_WORDS.cancellationPolicy)}</p>
      {cancel.isSuccess ? (
        <div className={styles.actions}>
          <FormMessage tone="success">{t`Your session has been canceled successfully!`}</FormMessage>
          {cancel.data.cancelledBy === 'mentee' ? (
            <Link to="/dashboard/search" search={{ rebook: 1 }} className={buttonClass('primary')}>
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
              <SessionCard session={session} cancelling={cancel.isPending} onCancel={() => cancel.mutate(session._id)} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
