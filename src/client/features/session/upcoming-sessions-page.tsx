import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useDeferredValue, useId, useState } from 'react';
import type { Session, SessionList } from '../../../shared/contracts/session';
import { CANCELLATION_NOTICE_HOURS } from '../../../shared/domain/session';
import { errorMessage } from '../../lib/api-error';
import { useOnline } from '../../lib/use-online';
import { Button, buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { FormMessage } from '../../ui/form-message';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { upcomingSessionsQueryOptions, useCancelSession } from './api';
import { MeetingLink } from './copy-link';
import { SessionFacts, sessionName } from './session-details';
import * as styles from './sessions.css';

// Only needed once someone asks to cancel: the list shows without its code (two requests).
const ConfirmDialog = lazy(() => import('../../ui/dialog').then((module) => ({ default: module.ConfirmDialog })));

/** /dashboard/session: join links, calendar file and cancellation of the coming sessions. */
export function UpcomingSessionsPage() {
  const { t } = useLingui();
  const sessions = useSuspenseQuery(upcomingSessionsQueryOptions());
  // The cards (the page's biggest render) are built in a background render that yields to the
  // browser, after the page around them has shown (`null` first, also when the sessions are already
  // cached), not in one long task; the pending state stays until they are ready.
  const list = useDeferredValue<SessionList | null>(sessions.data, null);
  const cancel = useCancelSession();

  return (
    <Page title={t`Upcoming Sessions`}>
      <p className={styles.policy}>
        {t`Cancellation policy: a session can be cancelled or rescheduled until ${CANCELLATION_NOTICE_HOURS} hours before it starts. Payments are non-refundable; after a cancellation the mentee can rebook one session for free.`}
      </p>
      {cancel.isSuccess ? (
        <div className={styles.actions}>
          <FormMessage tone="success">{t`Your session has been canceled successfully!`}</FormMessage>
          {cancel.data.cancelledBy === 'mentee' ? (
            <Link to="/dashboard/search" search={{ rebook: 1 }} className={buttonClass('primary')}>
              {t`Rebook Session for Free`}
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
              <UpcomingSession session={session} cancelling={cancel.isPending} onCancel={() => cancel.mutate(session._id)} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

export function UpcomingSession({
  session,
  cancelling,
  onCancel,
}: {
  session: Session;
  cancelling?: boolean;
  /** Without it the card is read-only (the session preview). */
  onCancel?: () => void;
}) {
  const { t } = useLingui();
  const online = useOnline();
  const [confirming, setConfirming] = useState(false);
  // The confirmation is mounted when first asked for, then kept: closing the native dialog returns focus.
  const [asked, setAsked] = useState(false);
  const reasonId = useId();
  return (
    <Card title={sessionName(session)} titleLevel={2} className={styles.sessionCard} data-testid="session-card">
      <SessionFacts session={session} />
      <MeetingLink label={t`Video meeting (Jitsi)`} url={session.jitsiLink} missingText={t`No video link yet.`} />
      <MeetingLink
        label={t`Google Meet link`}
        url={session.googleMeetLink}
        missingText={t`Google Meet is not configured for this app; please use the video meeting link above.`}
      />
      <p className={styles.smallText}>
        {t`Dial-in: to join by phone, open the video meeting link and choose "Join by phone" for the dial-in numbers and PIN.`}
      </p>
      <div className={styles.actions}>
        <a className={buttonClass('secondary')} href={session.icsUrl} download>
          {t`Add to calendar`}
        </a>
        {onCancel ? (
          <Button
            variant="danger"
            disabled={!online || !session.canCancel || cancelling}
            aria-describedby={session.canCancel ? undefined : reasonId}
            onClick={() => {
              setAsked(true);
              setConfirming(true);
            }}
          >
            {t`Cancel Session`}
          </Button>
        ) : null}
      </div>
      {onCancel && !session.canCancel ? (
        <p id={reasonId} className={styles.smallText}>
          {t`This session starts in less than ${CANCELLATION_NOTICE_HOURS} hours and can no longer be cancelled.`}
        </p>
      ) : null}
      {onCancel && asked ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirming}
            title={t`Cancel this session?`}
            confirmLabel={t`Yes, cancel the session`}
            keepLabel={t`Keep the session`}
            onConfirm={onCancel}
            onClose={() => setConfirming(false)}
          >
            <p>{t`Payments are non-refundable. After cancelling you can rebook one session for free.`}</p>
          </ConfirmDialog>
        </Suspense>
      ) : null}
    </Card>
  );
}
