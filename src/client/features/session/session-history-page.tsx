import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Suspense, useId, useState, type ComponentType } from 'react';
import type { Session } from '../../../shared/contracts/session';
import { Button, buttonClass } from '../../ui/button';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { ProgressCounts } from '../user/account/progress-counts';
import { feedbackSearch, pastSessionsQueryOptions } from './api';
import { SessionHead } from './session-details';
import { SessionAgenda, SessionNotes } from './session-context';
import * as styles from './sessions.css';

/** The feedback the other side gave on a session, from the feedback feature (the route passes it in). */
export type ReceivedFeedbackView = ComponentType<{ session: Session }>;

/** /dashboard/session-history ('Your progress'): finished sessions, giving and reading feedback. */
export function SessionHistoryPage({ ReceivedFeedback }: { ReceivedFeedback: ReceivedFeedbackView }) {
  const { t } = useLingui();
  const sessions = useSuspenseQuery(pastSessionsQueryOptions());
  return (
    <Page title={t`Your progress`}>
      <ProgressCounts />
      {sessions.data.length === 0 ? (
        <p>{t`No past sessions available.`}</p>
      ) : (
        <ul className={styles.list}>
          {sessions.data.map((session) => (
            <li key={session._id}>
              <PastSession session={session} ReceivedFeedback={ReceivedFeedback} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

/**
 * A finished session: who, what and when first (SessionHead), then feedback both ways: the viewer's
 * own (given, or the way to give it) and the other side's, named for whose it is, or a plain note
 * that they have not written it yet.
 */
function PastSession({ session, ReceivedFeedback }: { session: Session; ReceivedFeedback: ReceivedFeedbackView }) {
  const { t } = useLingui();
  const [showFeedback, setShowFeedback] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const fromMentor = session.myRole === 'mentee';
  const otherName = (fromMentor ? session.mentorId : session.mentee)?.userName ?? t`Deleted user`;
  return (
    <section className={styles.sessionCard} aria-labelledby={headingId} data-testid="session-card">
      <SessionHead session={session} headingId={headingId} />
      <SessionAgenda session={session} />
      <SessionNotes session={session} />
      <div className={styles.actions}>
        {session.myFeedbackGiven ? (
          <span className={styles.smallText}>{t`You have given feedback on this session.`}</span>
        ) : (
          <Link to="/feedback" search={feedbackSearch(session)} className={buttonClass('primary')}>
            {t`Submit feedback`}
          </Link>
        )}
        {session.otherFeedbackGiven ? (
          <Button
            variant="secondary"
            aria-expanded={showFeedback}
            aria-controls={panelId}
            onClick={() => setShowFeedback(!showFeedback)}
          >
            {fromMentor
              ? showFeedback
                ? t`Hide your mentor's feedback`
                : t`Read your mentor's feedback`
              : showFeedback
                ? t`Hide your mentee's feedback`
                : t`Read your mentee's feedback`}
          </Button>
        ) : (
          <span className={styles.smallText} data-testid="no-feedback-yet">
            {t`${otherName} has not written feedback on this session yet.`}
          </span>
        )}
      </div>
      <div id={panelId}>
        {showFeedback ? (
          <Suspense fallback={<Spinner size={30} />}>
            <ReceivedFeedback session={session} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
