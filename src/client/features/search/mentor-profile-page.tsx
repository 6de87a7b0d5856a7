import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { useDocumentTitle } from '../../ui/page';
import { proficiencyLabels } from '../calendar/proficiency-labels';
import { useViewerTimeZone } from '../user/time-zone';
import { mentorProfileQueryOptions, mentorReviewsQueryOptions } from './api';
import { useChooseSkill } from './choose-skill';
import { formatDate } from '../../lib/date-format';
import { languageName } from '../../lib/language-names';
import { MentorPhoto } from './mentor-photo';
import { formatNextFree } from './next-free';
import { Rating } from './rating';
import * as styles from './profile.css';

/** A mentor's public profile: who they are, what mentees say, when they are free, and "Book" per skill. */
export function MentorProfilePage({ uuid }: { uuid: string }) {
  const { t, i18n } = useLingui();
  const { data: mentor } = useSuspenseQuery(mentorProfileQueryOptions(uuid));
  const timeZone = useViewerTimeZone();
  const choose = useChooseSkill();
  useDocumentTitle(mentor.userName);

  return (
    <div className={styles.page}>
      <Link to="/dashboard/search" className={styles.back}>
        ← <Trans>Back to search</Trans>
      </Link>
      <header className={styles.hero}>
        <MentorPhoto name={mentor.userName} image={mentor.image} size={128} className={styles.photo} />
        <div className={styles.heroText}>
          <h1 className={styles.name}>{mentor.userName}</h1>
          {mentor.headline ? <p className={styles.headline}>{mentor.headline}</p> : null}
          <Rating rating={mentor.rating} />
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
                {mentor.freeSlots.map((slot) => (
                  <li key={slot._id}>{formatNextFree(slot.start, i18n.locale, timeZone)}</li>
                ))}
              </ul>
            )}
            <p className={styles.muted}>
              <Trans>Pick a skill to book one of these times.</Trans>
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
