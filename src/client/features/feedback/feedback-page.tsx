import { useLingui } from '@lingui/react/macro';
import { hashKey, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { newIdempotencyKey, useQueuedChanges } from '../../lib/offline-queue';
import { CheckboxField, TextAreaField } from '../../ui/field';
import { FormActions, formValues } from '../../ui/form';
import { ErrorMessage, FormMessage } from '../../ui/form-message';
import { Page } from '../../ui/page';
import { feedbackSearch, pastSessionsQueryOptions } from '../session/api';
import { formatDate } from '../session/format';
import { useViewerTimeZone } from '../user/time-zone';
import { useCurrentUser } from '../user/api';
import { feedbackKeys, useSubmitFeedback, type SubmitFeedbackVariables } from './api';
import { menteeFeedbackProblems, type MenteeFeedbackProblems } from './feedback-rules';
import * as styles from './feedback.css';
import { StarRating } from './star-rating';

/** docs/product.md (Constants): after a successful submit the history opens after 5 seconds. */
export const FEEDBACK_REDIRECT_MS = 5000;

interface FeedbackTarget {
  bookingId?: string;
  mentorUuid?: string;
  menteeUuid?: string;
}

/** /feedback: titled by the viewer's side; the form for one session, else a choice of sessions. */
export function FeedbackPage({ bookingId, mentorUuid, menteeUuid }: FeedbackTarget) {
  const { t } = useLingui();
  const { data: user } = useCurrentUser();
  const isMentor = user?.role === 'mentor';
  return (
    <Page title={isMentor ? t`Mentor feedback` : t`Mentee feedback`}>
      {bookingId ? (
        <FeedbackForm key={bookingId} target={{ bookingId, mentorUuid, menteeUuid }} isMentor={isMentor} />
      ) : (
        <SessionChoice />
      )}
    </Page>
  );
}

/** Opened without a session (e.g. from the reviews sidebar): the finished sessions still awaiting feedback. */
function SessionChoice() {
  const { t, i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const sessions = useSuspenseQuery(pastSessionsQueryOptions());
  const open = sessions.data.filter((session) => !session.myFeedbackGiven);
  if (open.length === 0) return <p>{t`You have no finished sessions awaiting feedback.`}</p>;
  return (
    <>
      <p>{t`Choose a finished session to give feedback on:`}</p>
      <ul className={styles.sessionPicker}>
        {open.map((session) => (
          <li key={session._id}>
            <Link to="/feedback" search={feedbackSearch(session)}>
              {`${session.selectedSkill[0]?.protoSkillTitle ?? session.title} · ${formatDate(session.start, i18n.locale, timeZone)}`}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

const MENTOR_FIELDS = ['comment', 'strengths', 'improvement'] as const;
const MENTEE_FIELDS = ['comment', 'additionalComment'] as const;
const NO_PROBLEMS: MenteeFeedbackProblems = { rating: false, comment: false };

function FeedbackForm({
  target,
  isMentor,
}: {
  target: Required<Pick<FeedbackTarget, 'bookingId'>> & FeedbackTarget;
  isMentor: boolean;
}) {
  const { t, i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const navigate = useNavigate();
  const submit = useSubmitFeedback();
  const session = useSuspenseQuery(pastSessionsQueryOptions()).data.find((item) => item._id === target.bookingId);
  // Feedback given offline for this session: it waits on this device (and replays) instead of the form.
  const [queued] = useQueuedChanges(
    (change) =>
      hashKey(change.key) === hashKey(feedbackKeys.submit()) &&
      (change.variables as SubmitFeedbackVariables).body.bookingId === target.bookingId &&
      change.status !== 'failed',
  );
  // The stars show the rating as it is chosen; the texts are read from the form when it is sent.
  // No star until the person picks one: a pre-selected star would rate a mentor who was only commented on.
  const [rating, setRating] = useState<number | null>(null);
  const [problems, setProblems] = useState(NO_PROBLEMS);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate({ to: '/dashboard/session-history' }), FEEDBACK_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(false);
    const form = event.currentTarget;
    const data = new FormData(form);
    const body = isMentor
      ? formValues(data, MENTOR_FIELDS)
      : { ...formValues(data, MENTEE_FIELDS), rating, publicFeedback: data.has('publicFeedback') };
    // The mentor's texts are required fields; the mentee's rules are checked here, each on its field.
    const found = 'rating' in body ? menteeFeedbackProblems(body) : NO_PROBLEMS;
    setProblems(found);
    if (found.rating || found.comment) {
      form.querySelector<HTMLElement>(found.rating ? 'input[type="radio"]' : 'textarea[name="comment"]')?.focus();
      return;
    }
    submit.mutate(
      { body: { ...target, isMentor, ...body }, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: () => {
          form.reset();
          setRating(null);
          setDone(true);
        },
      },
    );
  }

  const about = session
    ? t`About your session "${session.selectedSkill[0]?.protoSkillTitle ?? session.title}" on ${formatDate(session.start, i18n.locale, timeZone)}.`
    : null;
  if (queued && !session?.myFeedbackGiven) {
    return (
      <>
        {about ? <p>{about}</p> : null}
        <p role="status">
          {queued.status === 'synced'
            ? t`Your feedback has been sent.`
            : queued.status === 'saving'
              ? t`Saving your feedback on this device…`
              : t`Your feedback is saved on this device and will be sent when you are back online.`}
        </p>
        <Link to="/dashboard/session-history">{t`Your progress`}</Link>
      </>
    );
  }
  if (session?.myFeedbackGiven && !done) {
    return (
      <>
        {about ? <p>{about}</p> : null}
        <p>{t`You have given feedback on this session.`}</p>
        <Link to="/dashboard/session-history">{t`Your progress`}</Link>
      </>
    );
  }

  return (
    <form className={styles.form} onSubmit={send}>
      {about ? <p>{about}</p> : null}
      {isMentor ? (
        <>
          <TextAreaField label={t`Comment`} name="comment" required />
          <TextAreaField label={t`Strengths`} name="strengths" required />
          <TextAreaField label={t`Improvement`} name="improvement" required />
        </>
      ) : (
        <>
          <StarRating
            label={t`Rating`}
            value={rating}
            onChange={(value) => {
              setRating(value);
              setProblems((current) => ({ ...current, rating: false }));
            }}
            error={problems.rating ? t`Please choose a rating from 1 to 5 stars.` : null}
          />
          <CheckboxField label={t`Show my feedback publicly (with my name and picture)`} name="publicFeedback" />
          <TextAreaField label={t`Comment`} name="comment" error={problems.comment ? t`Please provide feedback.` : undefined} />
          <TextAreaField label={t`Additional comment`} name="additionalComment" />
        </>
      )}
      {done ? (
        <FormMessage tone="success">{t`Thank you for your feedback! It has been successfully submitted.`}</FormMessage>
      ) : null}
      {submit.isError ? <ErrorMessage error={submit.error} lead={t`Error submitting feedback.`} /> : null}
      <FormActions label={t`Submit feedback`} busyLabel={t`Submitting…`} busy={submit.isPending} />
    </form>
  );
}
