import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { muted } from '../../ui/layout.css';
import { prepaidSessions, SessionPrice, useMenteeBalance } from './session-price';
import { balance as styles } from './session-price.css';

/**
 * The mentee's balance on the dashboard: free sessions (and, with packs, credits) are worth knowing
 * before the checkout, where they used to appear first.
 */
export function BalanceCard() {
  const { t } = useLingui();
  const balance = useMenteeBalance();
  if (!balance) return null;
  const prepaid = prepaidSessions(balance);
  return (
    <Card title={t`Your balance`} data-testid="balance">
      <p className={styles.figure}>
        <Plural value={prepaid} _0="No free sessions" one="# free session" other="# free sessions" />
      </p>
      <p className={muted}>
        {prepaid > 0 ? (
          <Trans>Booked sessions use these first; you pay nothing at checkout.</Trans>
        ) : (
          <Trans>A session canceled in time gives you a free one to rebook.</Trans>
        )}
      </p>
      <SessionPrice balance={null} />
      {prepaid > 0 ? (
        <div className={styles.action}>
          <Link to="/dashboard/search" className={buttonClass('primary')}>
            {t`Use it: find a mentor`}
          </Link>
        </div>
      ) : null}
    </Card>
  );
}
