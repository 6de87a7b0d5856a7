import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../ui/button';
import { FormMessage } from '../../ui/form-message';
import { Page } from '../../ui/page';
import { upcomingSessionsQueryOptions } from './api';
import { SessionCard } from './session-card';
import * as styles from './sessions.css';

/** How long the preview keeps asking for a session a card provider confirms by webhook. */
const WAIT_FOR_CONFIRMATION_MS = 2000;

/** /session-preview: the session just booked (or the next one) and the way to all of them. */
export function SessionPreviewPage({ bookingId }: { bookingId?: string }) {
  const { t } = useLingui();
  const sessions = useSuspenseQuery({
    ...upcomingSessionsQueryOptions(),
    staleTime: 0,
    // Stripe confirms through its webhook, so a just-paid session can arrive a moment later.
    refetchInterval: (query) =>
      bookingId && !query.state.data?.some((session) => session._id === bookingId) ? WAIT_FOR_CONFIRMATION_MS : false,
  });
  const session = bookingId ? sessions.data.find((item) => item._id === bookingId) : sessions.data[0];

  return (
    <Page title={t`Session preview`}>
      <div className={styles.previewColumn}>
        {session ? (
          <>
            {bookingId ? <FormMessage tone="success">{t`Your session is booked.`}</FormMessage> : null}
            <SessionCard session={session} />
          </>
        ) : bookingId ? (
          <p>{t`Your session is being confirmed…`}</p>
        ) : (
          <p>{t`No upcoming sessions available.`}</p>
        )}
        <div>
          <Link to="/dashboard/session" className={buttonClass('primary')}>
            {t`View your upcoming sessions`}
          </Link>
        </div>
      </div>
    </Page>
  );
}
