import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { EarningItem } from '../../../shared/contracts/money';
import { formatMonth } from '../../lib/date-format';
import { cachedFormatter } from '../../lib/intl-formatters';
import { visuallyHidden } from '../../ui/layout.css';
import { formatMoney } from '../session/format';
import { monthTotals } from './month-totals';
import * as styles from './earnings.css';

const shortMonth = (month: string, locale: string) =>
  cachedFormatter(`earnings month ${locale}`, () => new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' })).format(
    new Date(`${month}-15T12:00:00Z`),
  );

/**
 * Net earnings of the last six months as columns. Each column is a list item that reads "November
 * 2026: €16.00", so a screen reader hears the same figures the bars show.
 */
export function EarningsChart({ items, currency }: { items: readonly EarningItem[]; currency: string }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const totals = monthTotals(items, new Date());
  const best = Math.max(...totals.map((total) => total.netCents), 1);
  return (
    <figure aria-labelledby={headingId} className={styles.figure}>
      <figcaption id={headingId} className={styles.muted}>
        {t`Net earnings per month (after the platform fee, refunds left out)`}
      </figcaption>
      <ol className={styles.chart}>
        {totals.map((total) => {
          const [year, month] = total.month.split('-').map(Number) as [number, number];
          const amount = formatMoney(total.netCents, currency, i18n.locale);
          return (
            <li key={total.month} className={styles.chartColumn}>
              <span className={styles.chartAmount}>
                <span className={visuallyHidden}>{formatMonth({ year, month, day: 15 }, i18n.locale)}: </span>
                {amount}
              </span>
              <span
                aria-hidden="true"
                className={styles.chartBar}
                style={{ height: total.netCents > 0 ? `${Math.max(4, (total.netCents / best) * 150)}px` : '2px' }}
              />
            </li>
          );
        })}
      </ol>
      <div className={styles.chartMonths} aria-hidden="true">
        {totals.map((total) => (
          <span key={total.month}>{shortMonth(total.month, i18n.locale)}</span>
        ))}
      </div>
    </figure>
  );
}
