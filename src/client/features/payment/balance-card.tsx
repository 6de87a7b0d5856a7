import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { muted } from '../../ui/layout.css';
import { prepaidSessions, SessionPrice, useMenteeBalance } from './session-price';
import { balance as styles } from './session-price.css';

/**
 * The mentee's balance on the dashboard: free sessions and pack sessions are worth knowing before the
 * checkout, where they used to appear first. Without any, the way to buy some is one link away.
 */
export function BalanceCard() {
  const { t } = useLingui();
  const balance = useMenteeBalance();
  if (!balance) return null;
  const prepaid = prepaidSessions(balance);
  const { freeSessions, packSessions } = balance;
  return (
    <Card title={t`Your balance`} data-testid="balance">
      <div className={styles.figures}>
        {packSessions > 0 ? (
          <p className={styles.figure} data-testid="balance-pack-sessions">
            <Plural value={packSessions} one="# pack session" other="# pack sessions" />
          </p>
        ) : null}
        {freeSessions > 0 || packSessions === 0 ? (
          <p className={styles.figure}>
            <Plural value={freeSessions} _0="No free sessions" one="# free session" other="# free sessions" />
          </p>
        ) : null}
      </div>
      <p className={muted}>
        {prepaid > 0 ? (
          <Trans>Booked sessions use these first; you pay nothing at checkout.</Trans>
        ) : (
          <Trans>A session canceled in time gives you a free one to rebook.</Trans>
        )}
      </p>
      <SessionPrice balance={null} />
      <div className={styles.action}>
        {prepaid > 0 ? (
          <Link to="/dashboard/search" className={buttonClass('primary')}>
            {t`Use it: find a mentor`}
          </Link>
        ) : null}
        <Link to="/pricing" className={buttonClass(prepaid > 0 ? 'ghost' : 'secondary')}>
          {t`Buy sessions`}
        </Link>
      </div>
    </Card>
  );
}
