import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Earnings } from '../../../shared/contracts/money';
import { formatDate } from '../../lib/date-format';
import { useOnline } from '../../lib/use-online';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ErrorMessage } from '../../ui/form-message';
import { OfflineNotice } from '../../ui/offline-notice';
import { formatMoney } from '../session/format';
import { payoutsQueryOptions, useStartOnboarding } from './api';
import * as styles from './earnings.css';

/** Where the money goes: the payout account's state, the way to connect it, and the payouts made so far. */
export function PayoutAccountCard({ earnings }: { earnings: Earnings }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const start = useStartOnboarding();
  const minimum = formatMoney(earnings.payoutMinimumCents, earnings.currency, i18n.locale);
  const connect = () =>
    start.mutate(undefined, {
      // The provider's onboarding (or, without Stripe keys, the app's simulated page) is a page of its own.
      onSuccess: ({ url }) => window.location.assign(url),
    });
  return (
    <Card title={t`Payout account`}>
      {earnings.payoutAccount === 'onboarded' ? (
        <>
          <p className={styles.accountState}>
            <span className={`${styles.badge} ${styles.statusBadge.onboarded}`}>{t`Connected`}</span>
            {t`Your payout account is ready.`}
          </p>
          <p className={styles.muted}>{t`Each payout run sends your available balance to it, once it reaches ${minimum}.`}</p>
        </>
      ) : (
        <>
          <p className={styles.accountState}>
            <span className={`${styles.badge} ${styles.statusBadge.none}`}>
              {earnings.payoutAccount === 'pending' ? t`Not finished` : t`Not connected`}
            </span>
            {t`Connect a payout account to receive your available earnings.`}
          </p>
          <p className={styles.muted}>
            {t`You will enter your bank details with our payment provider; we never see them. Payouts start at ${minimum}.`}
          </p>
          <div className={styles.accountAction}>
            <Button onClick={connect} disabled={start.isPending || !online}>
              {earnings.payoutAccount === 'pending' ? t`Finish connecting your payout account` : t`Connect payout account`}
            </Button>
          </div>
          <OfflineNotice message={t`You are offline. Connecting a payout account needs a connection.`} />
          {start.error ? <ErrorMessage error={start.error} fallback={t`That did not work. Please try again.`} /> : null}
        </>
      )}
      <PayoutList currency={earnings.currency} />
    </Card>
  );
}

function PayoutList({ currency }: { currency: string }) {
  const { t, i18n } = useLingui();
  const payouts = useSuspenseQuery(payoutsQueryOptions()).data;
  return (
    <section aria-labelledby="payouts-heading" className={styles.payouts}>
      <h3 id="payouts-heading">{t`Payouts`}</h3>
      {payouts.length === 0 ? (
        <p className={styles.muted}>{t`No payouts yet.`}</p>
      ) : (
        <ul className={styles.payoutList}>
          {payouts.map((payout) => (
            <li key={payout.id} className={styles.payoutRow} data-testid="payout-row">
              <span>{formatDate(payout.paidAt ?? payout.createdAt, i18n.locale)}</span>
              <strong>{formatMoney(payout.amountCents, payout.currency || currency, i18n.locale)}</strong>
              <span
                className={`${styles.badge} ${payout.status === 'paid' ? styles.statusBadge.paid : styles.statusBadge.pending}`}
              >
                {payout.status === 'paid' ? t`Sent` : t`On its way`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
