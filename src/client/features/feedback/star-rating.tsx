import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { MAX_RATING, MIN_RATING } from '../../../shared/domain/feedback';
import { error as errorStyle } from '../../ui/field.css';
import { visuallyHidden } from '../../ui/layout.css';
import * as styles from './feedback.css';

const values = Array.from({ length: MAX_RATING - MIN_RATING + 1 }, (_, index) => MIN_RATING + index);

/**
 * A native radio group drawn as stars: arrow keys, labels and checked state come from the browser.
 * `value` null means no star chosen yet: nothing is pre-selected, so a rating is always a person's choice.
 */
export function StarRating({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: number | null;
  onChange: (value: number) => void;
  error?: string | null;
}) {
  const { t } = useLingui();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
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
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={() => onChange(rating)}
            />
            <label htmlFor={`${name}-${rating}`} className={styles.starLabel} data-filled={rating <= (value ?? 0)}>
              <span aria-hidden="true">★</span>
              <span className={visuallyHidden}>{rating === 1 ? t`1 star` : t`${rating} stars`}</span>
            </label>
          </span>
        ))}
      </div>
      {error ? (
        <span id={errorId} className={errorStyle}>
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
