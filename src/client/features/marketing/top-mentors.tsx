import { Plural, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { MentorListItem } from '../../../shared/contracts/search';
import { Avatar } from '../../ui/avatar';
import { mentorSearchQueryOptions } from '../search/api';
import * as styles from './top-mentors.css';

const SHOWN = 3;

/**
 * A few of the catalogue's best mentors on the home page, so a visitor sees who teaches here. The
 * prerendered page cannot know them: they load after the first paint (home-page.tsx loads this file
 * lazily) into a box whose height is kept for them; no mentors yet, no box.
 */
export default function TopMentors() {
  const { t } = useLingui();
  // The search answers best first (rating, then the soonest free time).
  const mentors = useQuery({ ...mentorSearchQueryOptions({}), select: (list) => list.slice(0, SHOWN) });
  if (mentors.isSuccess && mentors.data.length === 0) return null;
  return (
    <>
      <ul className={styles.list} aria-label={t`Some of our mentors`} aria-busy={mentors.isPending}>
        {mentors.data?.map((mentor) => (
          <li key={mentor.uuid}>
            <MentorTeaser mentor={mentor} />
          </li>
        ))}
      </ul>
      <Link to="/mentors">{t`See all mentors`}</Link>
    </>
  );
}

function MentorTeaser({ mentor }: { mentor: MentorListItem }) {
  const { t, i18n } = useLingui();
  const average = mentor.rating ? i18n.number(mentor.rating.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) : null;
  return (
    <Link to="/mentors/$uuid" params={{ uuid: mentor.uuid }} className={styles.card} data-testid="home-mentor">
      {mentor.image ? (
        <img className={styles.photo} src={mentor.image} alt="" width={56} height={56} loading="lazy" decoding="async" />
      ) : (
        <Avatar name={mentor.userName} image={null} size={56} />
      )}
      <span className={styles.text}>
        <span className={styles.name}>{mentor.userName}</span>
        {mentor.headline ? <span className={styles.headline}>{mentor.headline}</span> : null}
        <span className={styles.rating}>
          {mentor.rating && average ? (
            <>
              <span aria-hidden="true">★ </span>
              {t`${average} out of 5`} · <Plural value={mentor.rating.count} one="# review" other="# reviews" />
            </>
          ) : (
            t`New mentor`
          )}
        </span>
      </span>
    </Link>
  );
}
