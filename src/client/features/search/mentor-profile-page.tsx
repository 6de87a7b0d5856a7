import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { useDocumentTitle } from '../../ui/page';
import { proficiencyLabels } from '../calendar/proficiency-labels';
import { SessionPrice, useMenteeBalance } from '../payment/session-price';
import { useCurrentUser } from '../user/api';
import { useViewerTimeZone } from '../user/time-zone';
import { SearchLink } from './mentor-links';
import { mentorProfileQueryOptions, mentorReviewsQueryOptions } from './api';
import { useChooseSkill } from './choose-skill';
import { formatDate } from '../../lib/date-format';
import { languageName } from '../../lib/language-names';
import { MentorPhoto } from './mentor-photo';
import { formatNextFree } from './next-free';
import { Rating } from './rating';
import { ReportReviewButton } from '../feedback/report-review';
import * as styles from './profile.css';

/** A mentor's public profile: who they are, what mentees say, when they are free, and "Book" per skill. */
export function MentorProfilePage({ uuid }: { uuid: string }) {
  const { t, i18n } = useLingui();
  const { data: mentor } = useSuspenseQuery(mentorProfileQueryOptions(uuid));
  const timeZone = useViewerTimeZone();
  const choose = useChooseSkill();
  const balance = useMenteeBalance();
  const { data: user } = useCurrentUser();
  // Mentors and admins look; a visitor or a mentee picks a time here (a visitor signs up on the way).
  const canBook = !user || user.role === 'mentee';
  const firstSkill = mentor.skills[0];
  useDocumentTitle(mentor.userName);

  return (
    <div className={styles.page}>
      <SearchLink className={styles.back}>
        <span aria-hidden="true">←</span> <Trans>Back to search</Trans>
      </SearchLink>
      <header className={styles.hero}>
        <MentorPhoto name={mentor.userName} image={mentor.image} size={128} className={styles.photo} />
        <div className={styles.heroText}>
          <h1 className={styles.name}>{mentor.userName}</h1>
          {mentor.headline ? <p className={styles.headline}>{mentor.headline}</p> : null}
          <Rating rating={mentor.rating} />
          <SessionPrice balance={balance} />
          <p className={styles.muted}>
            <Plural value={mentor.sessionsCompleted} _0="No sessions given yet" one="# session given" other="# sessions given" />
            {mentor.languages.length > 0 ? (
              <>
                {' · '}
                {t`Speaks ${mentor.languages.map((code) => languageName(code, i18n.locale)).join(', ')}`}
              </>
            ) : null}
          </p>
        </div>
      </header>

      <div className={styles.columns}>
        <div className={styles.main}>
          <Card title={t`About`}>
            <p className={styles.bio}>{mentor.bio ?? t`This mentor has not written about themselves yet.`}</p>
          </Card>
          <Card title={t`Book a session`}>
            {mentor.skills.length === 0 ? (
              <p>{t`This mentor has not listed any skills yet.`}</p>
            ) : (
              <ul className={styles.skills}>
                {mentor.skills.map((skill) => {
                  const title = skill.protoSkillId.protoSkillTitle;
                  const level = i18n._(proficiencyLabels[skill.proficiency]);
                  return (
                    <li key={skill._id} className={styles.skill}>
                      <span>
                        <strong>{title}</strong> <span className={styles.muted}>({level})</span>
                        {skill.protoSkillId.protoSkillDescription ? (
                          <span className={styles.skillText}>{skill.protoSkillId.protoSkillDescription}</span>
                        ) : null}
                      </span>
                      <Button onClick={() => choose(mentor, skill)} aria-label={t`Book ${title} (${level})`}>
                        {t`Book`}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
          </Card>
          <Reviews uuid={uuid} />
        </div>
        <aside className={styles.side}>
          <Card title={t`Next free times`}>
            {mentor.freeSlots.length === 0 ? (
              <p>{t`No free times yet.`}</p>
            ) : (
              <ul className={styles.times}>
                {mentor.freeSlots.map((slot) => {
                  const when = formatNextFree(slot.start, i18n.locale, timeZone);
                  return (
                    <li key={slot._id}>
                      {canBook && firstSkill ? (
                        <button type="button" className={styles.timeButton} onClick={() => choose(mentor, firstSkill, slot._id)}>
                          {when}
                        </button>
                      ) : (
                        when
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
            <p className={styles.muted}>
              {user ? <Trans>Pick a time, or a skill above to see every free time.</Trans> : <Trans>Pick a time: you create a free account or log in before booking it.</Trans>}
            </p>
          </Card>
        </aside>
      </div>
    </div>
  );
}

/** The mentor's public reviews, newest first, a few per page. */
function Reviews({ uuid }: { uuid: string }) {
  const { t, i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const [page, setPage] = useState(1);
  const reviews = useQuery(mentorReviewsQueryOptions(uuid, page));
  const data = reviews.data;
  return (
    <Card title={t`Reviews`} aria-busy={reviews.isFetching}>
      {!data ? (
        <p>{t`Loading reviews…`}</p>
      ) : data.total === 0 ? (
        <p>{t`No public reviews yet.`}</p>
      ) : (
        <>
          <ul className={styles.reviews}>
            {data.reviews.map((review) => (
              <li key={review._id} className={styles.review}>
                <p className={styles.reviewHead}>
                  <MentorPhoto name={review.mentee.userName} image={review.mentee.image} size={36} className={styles.reviewPhoto} />
                  <strong>{review.mentee.userName}</strong>
                  <span className={styles.reviewStars} role="img" aria-label={t`Rated ${review.rating} out of 5`}>
                    {'★'.repeat(review.rating)}
                  </span>
                </p>
                <p className={styles.reviewText}>{review.comment}</p>
                <p className={styles.muted}>
                  {review.skillTitle} · {formatDate(review.createdAt, i18n.locale, timeZone)}
                </p>
                <ReportReviewButton reviewId={review._id} author={review.mentee.userName} />
              </li>
            ))}
          </ul>
          {data.totalPages > 1 ? (
            <nav className={styles.pager} aria-label={t`Review pages`}>
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t`Previous`}
              </Button>
              <span>
                {data.page} / {data.totalPages}
              </span>
              <Button variant="secondary" disabled={page >= data.totalPages} onClick={() => setPage(page + 1)}>
                {t`Next`}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </Card>
  );
}
