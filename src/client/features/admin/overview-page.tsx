import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import type { OverviewWeek } from '../../../shared/contracts/overview';
import { cachedFormatter } from '../../lib/intl-formatters';
import { SelectField } from '../../ui/field';
import { paymentConfigQueryOptions } from '../payment/api';
import { formatMoney } from '../session/format';
import { OverviewChart } from './overview-chart';
import { overviewQueryOptions } from './overview-api';
import { DEFAULT_OVERVIEW_PERIOD, OVERVIEW_PERIODS, parseOverviewPeriod, type OverviewPeriod } from './overview-period';
import * as styles from './overview.css';


type Figure = Exclude<keyof OverviewWeek, 'weekStart'>;

const sum = (weeks: OverviewWeek[], figure: Figure) => weeks.reduce((total, week) => total + week[figure], 0);

/** Weeks are UTC weeks: labelled in UTC, so a Monday never shows as the Sunday before. */
const weekFormat = (locale: string, style: 'short' | 'long') =>
  cachedFormatter(
    `overview-week ${style} ${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        ...(style === 'long' ? { year: 'numeric' } : {}),
        timeZone: 'UTC',
      }),
  );

/**
 * The admin's overview: sign-ups, bookings, completed sessions, revenue and refunds per week, as charts
 * and, for exact figures and screen readers, as a table.
 */
export function OverviewPage({ weeks }: { weeks: OverviewPeriod }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const headingId = useId();
  const captionId = useId();
  const { data: overview } = useSuspenseQuery(overviewQueryOptions(weeks));
  const { data: payment } = useSuspenseQuery(paymentConfigQueryOptions());
  const locale = i18n.locale;
  const count = (value: number) => cachedFormatter(`count ${locale}`, () => new Intl.NumberFormat(locale)).format(value);
  const money = (cents: number) => formatMoney(cents, payment.currency, locale);
  const shortWeek = (weekStart: string) => weekFormat(locale, 'short').format(new Date(weekStart));
  const longWeek = (weekStart: string) => weekFormat(locale, 'long').format(new Date(weekStart));
  const periodNote = plural(weeks, { one: 'in the last week', other: 'in the last # weeks' });

  const chart = (figure: Figure, title: string, format: (value: number) => string, tone?: 'danger') => {
    const total = sum(overview, figure);
    const best = overview.reduce((top, week) => (week[figure] > top[figure] ? week : top), overview[0]!);
    const description =
      total === 0
        ? t`${title}: none ${periodNote}.`
        : t`${title}: ${format(total)} ${periodNote}; the most, ${format(best[figure])}, in the week of ${longWeek(best.weekStart)}.`;
    return (
      <OverviewChart
        title={title}
        points={overview.map((week) => ({ weekStart: week.weekStart, value: week[figure] }))}
        total={format(total)}
        totalNote={periodNote}
        description={description}
        format={format}
        formatWeek={shortWeek}
        tone={tone}
      />
    );
  };

  return (
    <section aria-labelledby={headingId}>
      <div className={styles.toolbar}>
        <h2 id={headingId}>{t`Overview`}</h2>
        <div className={styles.periodField}>
          <SelectField
            label={t`Period`}
            value={String(weeks)}
            options={OVERVIEW_PERIODS.map((period) => ({
              value: String(period),
              label: plural(period, { one: 'Last week', other: 'Last # weeks' }),
            }))}
            onChange={(event) => {
              const period = parseOverviewPeriod(event.target.value);
              void navigate({ to: '.', search: period === DEFAULT_OVERVIEW_PERIOD ? {} : { weeks: period } });
            }}
          />
        </div>
      </div>
      <p className={styles.totalNote}>{t`Weeks run from Monday to Sunday (UTC); the current week so far is the last bar.`}</p>
      <div className={styles.charts}>
        {chart('signups', t`Sign-ups`, count)}
        {chart('bookings', t`Bookings`, count)}
        {chart('completedSessions', t`Completed sessions`, count)}
        {chart('revenueCents', t`Revenue`, money)}
        {chart('refundsCents', t`Refunds`, money, 'danger')}
      </div>
      <details className={styles.figures}>
        <summary className={styles.figuresSummary}>{t`All figures as a table`}</summary>
        {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
        <div className={styles.tableScroller} role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className={styles.table}>
            <caption id={captionId} className={styles.totalNote}>
              {t`Figures per week, oldest first`}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t`Week of`}</th>
                <th scope="col">{t`Sign-ups`}</th>
                <th scope="col">{t`Bookings`}</th>
                <th scope="col">{t`Completed sessions`}</th>
                <th scope="col">{t`Revenue`}</th>
                <th scope="col">{t`Refunds`}</th>
              </tr>
            </thead>
            <tbody>
              {overview.map((week) => (
                <tr key={week.weekStart}>
                  <th scope="row">{longWeek(week.weekStart)}</th>
                  <td>{count(week.signups)}</td>
                  <td>{count(week.bookings)}</td>
                  <td>{count(week.completedSessions)}</td>
                  <td>{money(week.revenueCents)}</td>
                  <td>{money(week.refundsCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
