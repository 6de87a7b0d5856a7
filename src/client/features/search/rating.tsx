import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { MentorRating } from '../../../shared/contracts/search';
import * as styles from './mentor.css';

/** Five stars filled to the average, then "4.8 · 23 reviews"; "New mentor" before the first rating. */
export function Rating({ rating }: { rating: MentorRating }) {
  const { t, i18n } = useLingui();
  if (!rating) {
    return (
      <p className={styles.rating}>
        <span className={styles.newBadge}>
          <Trans>New mentor</Trans>
        </span>
      </p>
    );
  }
  const average = i18n.number(rating.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const percent = `${(rating.average / 5) * 100}%`;
  return (
    <p className={styles.rating}>
      <span className={styles.stars} role="img" aria-label={t`Rated ${average} out of 5`}>
        <span className={styles.starsFill} style={{ width: percent }} aria-hidden="true">
          ★★★★★
        </span>
        <span aria-hidden="true">★★★★★</span>
      </span>
      <span>
        {average} · <Plural value={rating.count} one="# review" other="# reviews" />
      </span>
    </p>
  );
}
