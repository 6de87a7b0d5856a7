import { Plural, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../session/format';
import { useCurrentUser } from '../user/api';
import { paymentConfigQueryOptions } from './api';
import { price as styles } from './session-price.css';

/**
 * What a mentee has to pay a session with before any money changes hands. Free sessions come from
 * cancellations, pack sessions from a bought pack or the subscription; every price and balance display
 * reads them from here.
 */
export interface MenteeBalance {
  freeSessions: number;
  packSessions: number;
}

/** The logged-in mentee's balance; null for visitors, mentors and admins (they pay nothing here). */
export function useMenteeBalance(): MenteeBalance | null {
  const { data: user } = useCurrentUser();
  if (!user || user.role !== 'mentee') return null;
  return { freeSessions: user.freeSessionTokens, packSessions: user.sessionCredits };
}

/** Sessions the balance pays for without a card. */
export function prepaidSessions(balance: MenteeBalance | null): number {
  return balance ? balance.freeSessions + balance.packSessions : 0;
}

/**
 * "€10.00 per session", and for a mentee with free or pack sessions "1 free session" or "9 pack
 * sessions" beside it: shown wherever
 * a mentee decides (search cards, the profile, the phone picker's Book bar). The price is the server's
 * (`GET /app/payment/config`, public); nothing shows until it is known rather than a wrong figure.
 */
export function SessionPrice({ balance, className }: { balance: MenteeBalance | null; className?: string }) {
  const { t, i18n } = useLingui();
  const config = useQuery(paymentConfigQueryOptions());
  if (!config.data) return null;
  const amount = formatMoney(config.data.priceCents, config.data.currency, i18n.locale);
  const freeSessions = balance?.freeSessions ?? 0;
  const packSessions = balance?.packSessions ?? 0;
  return (
    <p className={className ? `${styles.line} ${className}` : styles.line} data-testid="session-price">
      <span>
        <span className={styles.amount}>{amount}</span> <span className={styles.per}>{t`per session`}</span>
      </span>
      {freeSessions > 0 ? (
        <span className={styles.free}>
          <Plural value={freeSessions} one="# free session" other="# free sessions" />
        </span>
      ) : null}
      {packSessions > 0 ? (
        <span className={styles.free}>
          <Plural value={packSessions} one="# pack session" other="# pack sessions" />
        </span>
      ) : null}
    </p>
  );
}
