import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import type { Feedback } from '../../../shared/contracts/feedback';
import type { Session } from '../../../shared/contracts/session';
import * as styles from '../session/sessions.css';
import { sessionFeedbackQueryOptions } from './api';

/** The feedback the other side gave on this session (the viewer's own is not "received"). */
export function ReceivedFeedback({ session }: { session: Session }) {
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
