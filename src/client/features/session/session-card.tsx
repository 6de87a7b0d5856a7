import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState } from 'react';
import type { Session } from '../../../shared/contracts/session';
import { CANCELLATION_NOTICE_HOURS } from '../../../shared/domain/session';
import { useOnline } from '../../lib/use-online';
import { Avatar } from '../../ui/avatar';
import { Button, buttonClass } from '../../ui/button';
import { useNow } from '../../lib/use-now';
import { useViewerTimeZone } from '../user/time-zone';
import { CopyLinkButton } from './copy-link';
import { formatRelative, formatShortDay, formatTimeRange, zoneLabel } from './format';
import { RescheduleButton } from './reschedule-dialog';
import { SessionAgenda, SessionNotes } from './session-context';
import { sessionName, useSessionDescription } from './session-details';
import * as styles from './sessions.css';

// Only needed once someone asks to cancel: the list shows without its code (two requests).
const ConfirmDialog = lazy(() => import('../../ui/dialog').then((module) => ({ default: module.ConfirmDialog })));

/**
 * A coming session as Google Calendar's event card shows it: what, when (in the viewer's zone), with
 * whom, and Join as the one strong action. Join opens JOIN_OPENS_MINUTES before the start (the server
 * decides, `canJoin`); until then the button says how far away the start is.
 */
export function SessionCard({
  session,
  cancelling,
  onCancel,
}: {
  session: Session;
  cancelling?: boolean;
  /** Without it the card is read-only (the session preview). */
  onCancel?: () => void;
}) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const timeZone = useViewerTimeZone();
  const now = useNow(60_000).getTime();
  const describe = useSessionDescription();
  const [confirming, setConfirming] = useState(false);
  // The confirmation is mounted when first asked for, then kept: closing the native dialog returns focus.
  const [asked, setAsked] = useState(false);
  const reasonId = useId();
  const headingId = useId();
  const other = session.myRole === 'mentor' ? session.mentee : session.mentorId;
  const otherName = other?.userName ?? t`Deleted user`;
  const link = session.jitsiLink;
  const relative = formatRelative(session.start, now, i18n.locale);
  const day = formatShortDay(session.start, i18n.locale, timeZone);
  const hours = formatTimeRange(session.start, session.end, i18n.locale, timeZone);
  const zone = zoneLabel(timeZone, new Date(session.start));

  return (
    <section className={styles.sessionCard} aria-labelledby={headingId} data-testid="session-card">
      <div className={styles.cardHead}>
        <Avatar name={otherName} image={other?.image ?? null} size={40} />
        <div>
          <h2 id={headingId} className={styles.cardHeading}>
            {sessionName(session)}
          </h2>
          <p className={styles.withWhom}>
            {session.myRole === 'mentor' ? t`with mentee ${otherName}` : t`with mentor ${otherName}`}
          </p>
        </div>
      </div>
      <p className={styles.when}>
        <strong>
          {day} · {hours}
        </strong>
        <span className={styles.smallText}>
          {zone} · {relative}
        </span>
      </p>
      <SessionAgenda session={session} />
      {session.canJoin && link ? (
        <a className={buttonClass('primary', { block: true })} href={link} target="_blank" rel="noreferrer">
          {t`Join`}
        </a>
      ) : (
        <Button block disabled className={styles.countdown}>
          {link ? t`Starts ${relative}` : t`No video link yet`}
        </Button>
      )}
      <div className={styles.actions}>
        <a className={buttonClass('secondary')} href={session.icsUrl} download>
          {t`Add to calendar`}
        </a>
        {link ? <CopyLinkButton url={link} label={t`Copy link: Video meeting (Jitsi)`} /> : null}
        {onCancel ? <RescheduleButton session={session} /> : null}
        {onCancel ? (
          <Button
            variant="dangerOutline"
            disabled={!online || !session.canCancel || cancelling}
            aria-describedby={session.canCancel ? undefined : reasonId}
            onClick={() => {
              setAsked(true);
              setConfirming(true);
            }}
          >
            {t`Cancel session`}
          </Button>
        ) : null}
      </div>
      {onCancel && !session.canCancel ? (
        <p id={reasonId} className={styles.smallText}>
          {t`Sessions can be canceled until ${CANCELLATION_NOTICE_HOURS} hours before they start.`}
        </p>
      ) : null}
      {session.googleMeetLink ? (
        <p className={styles.smallText}>
          {t`Google Meet:`}{' '}
          <a href={session.googleMeetLink} target="_blank" rel="noreferrer">
            {session.googleMeetLink}
          </a>
        </p>
      ) : null}
      <div className={styles.disclosures}>
        <SessionNotes session={session} />
        <details className={styles.details}>
          <summary>{t`Details`}</summary>
          <dl className={styles.facts}>
            <dt className={styles.term}>{t`Session ID`}</dt>
            <dd className={styles.definition}>{session._id}</dd>
            <dt className={styles.term}>{t`Description`}</dt>
            <dd className={styles.definition}>{describe(session)}</dd>
            {link ? (
              <>
                <dt className={styles.term}>{t`Video meeting (Jitsi)`}</dt>
                <dd className={styles.definition}>
                  <a href={link} target="_blank" rel="noreferrer">
                    {link}
                  </a>
                </dd>
              </>
            ) : null}
          </dl>
          <p className={styles.smallText}>
            {t`Dial-in: to join by phone, open the video meeting link and choose "Join by phone" for the dial-in numbers and PIN.`}
          </p>
        </details>
      </div>
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
            <p>{t`Payments are non-refundable. After canceling you can rebook one session for free.`}</p>
          </ConfirmDialog>
        </Suspense>
      ) : null}
    </section>
  );
}
