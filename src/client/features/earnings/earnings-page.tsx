import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { card } from '../../ui/card.css';
import { Page } from '../../ui/page';
import { formatMoney } from '../session/format';
import { useCurrentUser } from '../user/api';
import { EARNINGS_CSV_URL, earningsQueryOptions } from './api';
import { EarningsChart } from './earnings-chart';
import { EarningsTable } from './earnings-table';
import { PayoutAccountCard } from './payout-account';
import * as styles from './earnings.css';

/** /dashboard/earnings: what the mentor's sessions earned, what can be paid out, and where it goes. */
export function EarningsPage() {
  const { t } = useLingui();
  const { data: user } = useCurrentUser();
  if (user?.role !== 'mentor') {
    return (
      <Page title={t`Earnings`}>
        <p>{t`Earnings are for mentors: what their sessions earned and the payouts made to them.`}</p>
      </Page>
    );
  }
  return <MentorEarnings />;
}

function MentorEarnings() {
  const { t, i18n } = useLingui();
  const earnings = useSuspenseQuery(earningsQueryOptions()).data;
  const money = (cents: number) => formatMoney(cents, earnings.currency, i18n.locale);
  const hours = earnings.holdHours;
  return (
    <Page title={t`Earnings`} intro={t`What your sessions earn after the platform fee, and when it reaches your bank account.`}>
      <div className={styles.sections}>
        <dl className={styles.totals} aria-label={t`Your balance`}>
          <div className={styles.total} data-testid="total-pending">
            <dt>{t`Pending`}</dt>
            <dd>
              <span className={styles.totalAmount}>{money(earnings.pendingCents)}</span>
              <span
                className={styles.totalHint}
              >{t`Becomes available ${hours} hours after the session ends, in case the mentee reports a problem.`}</span>
            </dd>
          </div>
          <div className={styles.total} data-testid="total-available">
            <dt>{t`Available`}</dt>
            <dd>
              <span className={styles.totalAmount}>{money(earnings.availableCents)}</span>
              <span className={styles.totalHint}>{t`Sent to your payout account with the next payout run.`}</span>
            </dd>
          </div>
          <div className={styles.total} data-testid="total-paid">
            <dt>{t`Paid out`}</dt>
            <dd>
              <span className={styles.totalAmount}>{money(earnings.paidOutCents)}</span>
              <span className={styles.totalHint}>{t`Everything paid out to you so far.`}</span>
            </dd>
          </div>
        </dl>
        <PayoutAccountCard earnings={earnings} />
        <Card title={t`Earnings per month`}>
          <EarningsChart items={earnings.items} currency={earnings.currency} />
        </Card>
        <section aria-labelledby="earning-sessions-heading" className={card}>
          <div className={styles.cardHead}>
            <h2 id="earning-sessions-heading">{t`Sessions`}</h2>
            {earnings.items.length > 0 ? (
              <a href={EARNINGS_CSV_URL} download className={buttonClass('secondary')}>
                {t`Download CSV`}
              </a>
            ) : null}
          </div>
          {earnings.items.length === 0 ? (
            <p
              className={styles.muted}
            >{t`No paid sessions yet. Each session a mentee pays for appears here with what you earn from it.`}</p>
          ) : (
            <EarningsTable items={earnings.items} currency={earnings.currency} />
          )}
        </section>
      </div>
    </Page>
  );
}
