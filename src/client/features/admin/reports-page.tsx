import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, useTransition } from 'react';
import type { ReportedReview } from '../../../shared/contracts/admin';
import { Button } from '../../ui/button';
import { badge } from '../../ui/layout.css';
import { useToast } from '../../ui/toast';
import { PageControls } from '../skills/page-controls';
import { reportedReviewsQueryOptions, useHideReview, useUnhideReview } from './api';
import { useDateTime } from './use-date-time';
import * as styles from './admin.css';

/** Reviews people reported, the most recently reported first: read the review and the reports, hide it or show it again. */
export function ReportsPage() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [turning, startTransition] = useTransition();
  const answer = useSuspenseQuery(reportedReviewsQueryOptions(page));
  const { reviews, totalPages } = answer.data;
  return (
    <section aria-labelledby="reports-heading">
      <h2 id="reports-heading">{t`Reported reviews`}</h2>
      {reviews.length === 0 ? (
        <p>{t`No review has been reported.`}</p>
      ) : (
        <ul className={styles.list} aria-label={t`Reported reviews`}>
          {reviews.map((review) => (
            <ReportedReviewRow key={review.feedbackId} review={review} />
          ))}
        </ul>
      )}
      {totalPages > 1 ? (
        <PageControls
          label={t`Report pages`}
          page={page}
          totalPages={totalPages}
          disabled={turning || answer.isFetching}
          onPage={(next) => startTransition(() => setPage(next))}
        />
      ) : null}
    </section>
  );
}

function ReportedReviewRow({ review }: { review: ReportedReview }) {
  const { t } = useLingui();
  const toast = useToast();
  const formatDate = useDateTime();
  const hide = useHideReview();
  const unhide = useUnhideReview();
  const author = review.author?.userName ?? t`Deleted user`;
  const mentor = review.mentor?.userName ?? t`Deleted user`;
  const count = review.reports.length;
  return (
    <li className={styles.row} aria-label={t`Review by ${author}`}>
      <div className={styles.rowHead}>
        <p className={styles.rowTitle}>{t`${author} about ${mentor}`}</p>
        {review.rating ? <span className={badge}>{t`${review.rating} of 5 stars`}</span> : null}
        {review.hiddenAt ? <span className={`${badge} ${styles.status.bad}`}>{t`Hidden`}</span> : null}
      </div>
      <blockquote className={styles.quote}>{review.comment || t`(no text)`}</blockquote>
      <p className={styles.rowMeta}>{t`Written ${formatDate(review.createdAt)}`}</p>
      <h3 className={styles.rowMeta}>{count === 1 ? t`1 report` : t`${count} reports`}</h3>
      <ul className={styles.checklist}>
        {review.reports.map((report) => (
          <li key={`${report.at}-${report.reporterName}`}>
            <strong>{report.reporterName}</strong> ({formatDate(report.at)}): {report.reason}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        {review.hiddenAt ? (
          <Button
            variant="secondary"
            disabled={unhide.isPending}
            onClick={() => unhide.mutate({ id: review.feedbackId }, { onSuccess: (message) => toast(message, { tone: 'success' }) })}
          >
            {t`Show again`}
          </Button>
        ) : (
          <Button
            variant="danger"
            disabled={hide.isPending}
            onClick={() => hide.mutate({ id: review.feedbackId }, { onSuccess: (message) => toast(message, { tone: 'success' }) })}
          >
            {t`Hide review`}
          </Button>
        )}
      </div>
    </li>
  );
}
