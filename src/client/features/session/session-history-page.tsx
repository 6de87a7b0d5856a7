import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Fragment, Suspense, useId, useState } from 'react';
import type { Feedback } from '../../../shared/contracts/feedback';
import type { Session } from '../../../shared/contracts/session';
import { Button, buttonClass } from '../../ui/button';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { feedbackSearch, sessionFeedbackQueryOptions } from '../feedback/api';
import { ProgressCounts } from '../user/account/progress-counts';
import { pastSessionsQueryOptions } from './api';
import { SessionHead } from './session-details';
import { SessionAgenda, SessionNotes } from './session-context';
import * as styles from './sessions.css';

/** /dashboard/session-history ('Your progress'): finished sessions, giving and reading feedback. */
export function SessionHistoryPage() {
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
              <PastSession session={session} />
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
function PastSession({ session }: { session: Session }) {
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

/** The feedback the other side gave on this session (the viewer's own is not "received"). */
function ReceivedFeedback({ session }: { session: Session }) {
  const { t } = useLingui();
  const feedback = useSuspenseQuery(sessionFeedbackQueryOptions(session._id));
  const received = feedback.data.filter((item) => item.authorRole !== session.myRole);
  if (received.length === 0) return <p>{t`Not written yet.`}</p>;
  return (
    <ul className={styles.feedbackList}>
      {received.map((item) => (
        <li key={item._id} className={styles.feedbackItem}>
          <FeedbackEntry feedback={item} />
        </li>
      ))}
    </ul>
  );
}

function FeedbackEntry({ feedback }: { feedback: Feedback }) {
  const { t } = useLingui();
  const author = feedback.author?.userName ?? t`Deleted user`;
  const entries: Array<[string, string | null]> = [
    [t`Comment`, feedback.comment],
    [t`Strengths`, feedback.strengths],
    [t`Improvement`, feedback.improvement],
    [t`Additional comment`, feedback.additionalComment],
    [t`Rating`, feedback.rating === null ? null : t`${feedback.rating} of 5 stars`],
  ];
  return (
    <>
      <p>
        <strong>
          {feedback.authorRole === 'mentor' ? t`Feedback from your mentor ${author}` : t`Feedback from your mentee ${author}`}
        </strong>
      </p>
      <dl className={styles.facts}>
        {entries
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Fragment key={label}>
              <dt className={styles.term}>{label}</dt>
              <dd className={styles.definition}>{value}</dd>
            </Fragment>
          ))}
      </dl>
    </>
  );
}
