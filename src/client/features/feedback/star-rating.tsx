import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { MAX_RATING, MIN_RATING } from '../../../shared/domain/feedback';
import { visuallyHidden } from '../../ui/layout.css';
import * as styles from './feedback.css';

const values = Array.from({ length: MAX_RATING - MIN_RATING + 1 }, (_, index) => MIN_RATING + index);

/** A native radio group drawn as stars: arrow keys, labels and checked state come from the browser. */
export function StarRating({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
  const { t } = useLingui();
  const name = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.stars}>
        {values.map((rating) => (
          <span key={rating}>
            <input
              id={`${name}-${rating}`}
              className={styles.starInput}
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
            />
            <label htmlFor={`${name}-${rating}`} className={styles.starLabel} data-filled={rating <= value}>
              <span aria-hidden="true">★</span>
              <span className={visuallyHidden}>{rating === 1 ? t`1 star` : t`${rating} stars`}</span>
            </label>
          </span>
        ))}
      </div>
    </fieldset>
  );
}
