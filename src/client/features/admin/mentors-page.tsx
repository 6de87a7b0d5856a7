import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, useTransition } from 'react';
import type { AdminMentor } from '../../../shared/contracts/admin';
import type { MentorStatus } from '../../../shared/contracts/user';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/field';
import { visuallyHidden } from '../../ui/layout.css';
import { useToast } from '../../ui/toast';
import { PageControls } from '../skills/page-controls';
import { adminMentorsQueryOptions, useApproveMentor, useRejectMentor } from './api';
import { ReasonDialog } from '../../ui/reason-dialog';
import { MentorPreview } from './mentor-preview';
import { useDateTime } from './use-date-time';
import * as styles from './admin.css';

/** The vetting queue: pending mentors, oldest first, each shown as mentees would see them, approved or turned away. */
export function MentorsQueuePage() {
  const { t } = useLingui();
  const [status, setStatus] = useState<MentorStatus>('pending');
  const [page, setPage] = useState(1);
  const [turning, startTransition] = useTransition();
  const answer = useSuspenseQuery(adminMentorsQueryOptions(status, page));
  const { mentors, totalPages, total } = answer.data;

  return (
    <section aria-labelledby="mentors-heading">
      <h2 id="mentors-heading">{t`Mentors queue`}</h2>
      <div className={styles.toolbar}>
        <SelectField
          label={t`Show`}
          name="status"
          value={status}
          onChange={(event) =>
            startTransition(() => {
              setStatus(event.target.value as MentorStatus);
              setPage(1);
            })
          }
          options={[
            { value: 'pending', label: t`Waiting for review` },
            { value: 'approved', label: t`Approved` },
            { value: 'rejected', label: t`Turned away` },
          ]}
        />
      </div>
      <p className={styles.rowMeta} aria-live="polite">
        {status === 'pending' ? t`${total} waiting for review` : t`${total} mentors`}
      </p>
      {mentors.length === 0 ? (
        <p>{status === 'pending' ? t`Nobody is waiting for review.` : t`No mentors here.`}</p>
      ) : (
        <ul className={styles.list} aria-label={t`Mentors`}>
          {mentors.map((mentor) => (
            <MentorRow key={mentor.uuid} mentor={mentor} />
          ))}
        </ul>
      )}
      {totalPages > 1 ? (
        <PageControls
          label={t`Mentor pages`}
          page={page}
          totalPages={totalPages}
          disabled={turning || answer.isFetching}
          onPage={(next) => startTransition(() => setPage(next))}
        />
      ) : null}
    </section>
  );
}

function MentorRow({ mentor }: { mentor: AdminMentor }) {
  const { t } = useLingui();
  const toast = useToast();
  const approve = useApproveMentor();
  const reject = useRejectMentor();
  const [rejecting, setRejecting] = useState(false);
  const formatDate = useDateTime();
  const checks = [
    { done: mentor.emailVerified, label: t`Email address confirmed` },
    { done: mentor.image !== null, label: t`Photo` },
    { done: Boolean(mentor.headline), label: t`Headline` },
    { done: Boolean(mentor.bio), label: t`Bio` },
    { done: mentor.skills.length > 0, label: t`At least one skill` },
    { done: mentor.hasWeeklyHours, label: t`Weekly hours` },
  ];

  return (
    <li className={styles.row} aria-label={mentor.userName}>
      <MentorPreview mentor={mentor} />
      <p className={styles.rowMeta}>
        {mentor.email} · {t`Signed up ${formatDate(mentor.createdAt)}`}
      </p>
      <ul className={styles.checklist} aria-label={t`Profile checklist`}>
        {checks.map((check) => (
          <li key={check.label} className={styles.checkItem}>
            <span aria-hidden="true" className={check.done ? styles.status.good : styles.status.bad}>
              {check.done ? '✓' : '✗'}
            </span>
            <span>
              {check.label}
              <span className={visuallyHidden}>{check.done ? t`: done` : t`: missing`}</span>
            </span>
          </li>
        ))}
      </ul>
      {mentor.mentorStatus === 'rejected' && mentor.mentorStatusReason ? (
        <p className={styles.quote}>{t`Reason given: ${mentor.mentorStatusReason}`}</p>
      ) : null}
      <div className={styles.actions}>
        {mentor.mentorStatus !== 'approved' ? (
          <Button
            disabled={approve.isPending}
            onClick={() => approve.mutate({ uuid: mentor.uuid }, { onSuccess: (message) => toast(message, { tone: 'success' }) })}
          >
            {t`Approve`}
          </Button>
        ) : null}
        {mentor.mentorStatus !== 'rejected' ? (
          <Button variant="secondary" onClick={() => setRejecting(true)}>
            {mentor.mentorStatus === 'approved' ? t`Withdraw approval` : t`Reject`}
          </Button>
        ) : null}
      </div>
      <ReasonDialog
        open={rejecting}
        title={t`Turn away ${mentor.userName}?`}
        intro={t`They stay unlisted and get a mail with your reason, in their language.`}
        label={t`Reason (sent to the mentor)`}
        submitLabel={t`Reject`}
        busy={reject.isPending}
        error={reject.error}
        onClose={() => {
          setRejecting(false);
          reject.reset();
        }}
        onSubmit={(reason) =>
          reject.mutate(
            { uuid: mentor.uuid, reason },
            {
              onSuccess: (message) => {
                setRejecting(false);
                toast(message, { tone: 'success' });
              },
            },
          )
        }
      />
    </li>
  );
}
