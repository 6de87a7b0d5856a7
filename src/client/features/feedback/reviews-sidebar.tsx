import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import type { Review } from '../../../shared/contracts/feedback';
import { MAX_RATING } from '../../../shared/domain/feedback';
import { useMediaQuery } from '../../lib/use-media-query';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { publicReviewsQueryOptions } from './api';
import * as styles from './feedback.css';
import { ReportReviewButton } from './report-review';
import * as layout from './reviews-sidebar.css';
import { nextReviewIndex, REVIEW_INTERVAL_MS, REVIEWS_PER_VIEW, visibleReviews } from './review-rotation';

/**
 * Public reviews for learners (spec: Public reviews sidebar), initially closed. The rotation pauses
 * while the pointer or focus is inside, and does not run for people who asked for reduced motion
 * (they use the previous/next buttons).
 */
export function ReviewsSidebar() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const panelId = useId();
  const headingId = useId();
  const reviews = useQuery({ ...publicReviewsQueryOptions(), enabled: open });
  const list = reviews.data ?? [];
  const rotates = list.length > REVIEWS_PER_VIEW;

  useEffect(() => {
    if (!open || paused || reducedMotion || !rotates) return;
    const timer = setInterval(() => setIndex((current) => nextReviewIndex(current, 1, list.length)), REVIEW_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [open, paused, reducedMotion, rotates, list.length]);

  const step = (direction: 1 | -1) => setIndex((current) => nextReviewIndex(current, direction, list.length));

  return (
    <aside
      className={`${styles.sidebar} ${layout.inFlow}`}
      aria-labelledby={open ? headingId : undefined}
      aria-label={open ? undefined : t`What mentees say`}
    >
      <button
        type="button"
        className={`${styles.sidebarToggle} ${layout.toggleInFlow}`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t`Close what mentees say` : t`Open what mentees say`}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">{open ? '×' : '←'}</span>
        {/* Labelled on every screen: on a desktop a bare arrow at the window's edge said nothing. */}
        <span aria-hidden="true" className={layout.toggleText}>
          {t`What mentees say`}
        </span>
      </button>
      <div
        id={panelId}
        className={`${styles.sidebarPanel} ${layout.panelInFlow}`}
        hidden={!open}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
        }}
      >
        <h2 id={headingId} className={styles.sidebarHeading}>
          {t`What mentees say`}
        </h2>
        {open ? (
          list.length === 0 ? (
            <p>{reviews.isPending ? t`Loading…` : t`No reviews yet.`}</p>
          ) : (
            <ul className={styles.reviewList} aria-live={paused || reducedMotion ? 'polite' : 'off'}>
              {visibleReviews(list, index % list.length).map((review) => (
                <li key={review._id}>
                  <ReviewCard review={review} />
                </li>
              ))}
            </ul>
          )
        ) : null}
        {rotates ? (
          <div className={styles.sidebarControls}>
            <Button variant="ghost" onClick={() => step(-1)}>
              {t`Previous`}
            </Button>
            <Button variant="ghost" onClick={() => step(1)}>
              {t`Next`}
            </Button>
          </div>
        ) : null}
        <Link to="/feedback">{t`Go to feedback`}</Link>
      </div>
    </aside>
  );
}

function ReviewCard({ review }: { review: Review }) {
  const { t } = useLingui();
  const topic = review.skills.map((skill) => skill.protoSkillId.protoSkillTitle).join(', ');
  const filled = Math.max(0, Math.min(MAX_RATING, review.rating));
  // The review is about this mentor; the name and picture above are the reviewer's.
  const mentorName = review.mentor?.userName ?? '';
  return (
    <article className={styles.reviewCard} data-testid="review-card">
      <div className={styles.reviewHeader}>
        <Avatar name={review.mentee.userName} image={review.mentee.image} size={40} />
        <strong>{review.mentee.userName}</strong>
      </div>
      {review.mentor ? (
        <p className={layout.about}>
          <Avatar name={review.mentor.userName} image={review.mentor.image} size={28} />
          <span>{t`About ${mentorName}`}</span>
        </p>
      ) : null}
      {topic ? <p className={styles.reviewTopic}>{topic}</p> : null}
      <p className={styles.reviewQuote}>“{review.comment}”</p>
      <span role="img" aria-label={t`Rated ${filled} out of ${MAX_RATING}`} className={styles.reviewStars}>
        {'★'.repeat(filled) + '☆'.repeat(MAX_RATING - filled)}
      </span>
      <ReportReviewButton reviewId={review._id} author={review.mentee.userName} />
    </article>
  );
}
