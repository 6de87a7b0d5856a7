import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Receipt } from '../../../shared/contracts/money';
import { Card } from '../../ui/card';
import { ErrorMessage } from '../../ui/form-message';
import { muted } from '../../ui/layout.css';
import { OfflineNotice } from '../../ui/offline-notice';
import { formatDate, formatMoney } from '../session/format';
import { useCurrentUser } from '../user/api';
import { useViewerTimeZone } from '../user/time-zone';
import { receiptsQueryOptions } from './packs-api';
import * as styles from './receipts.css';

/** Settings' receipts, newest first: date, what, amount and number, each opening its printable page. */
export function ReceiptsCard() {
  const { t } = useLingui();
  const { data: user } = useCurrentUser();
  const isMentee = user?.role === 'mentee';
  const receipts = useQuery({ ...receiptsQueryOptions(), enabled: isMentee });
  if (!isMentee) return null;
  return (
    <Card title={t`Receipts`} data-testid="receipts">
      {receipts.data ? (
        receipts.data.length ? (
          <ul className={styles.list}>
            {receipts.data.map((receipt) => (
              <ReceiptRow key={receipt.id} receipt={receipt} />
            ))}
          </ul>
        ) : (
          <p className={muted}>{t`No receipts yet. Each payment sends one by mail and lists it here.`}</p>
        )
      ) : receipts.isError ? (
        <ErrorMessage error={receipts.error} />
      ) : (
        <OfflineNotice message={t`You are offline. Your receipts show once you are online.`} />
      )}
    </Card>
  );
}

function ReceiptRow({ receipt }: { receipt: Receipt }) {
  const { t, i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const number = receipt.number;
  return (
    <li className={styles.item}>
      <div className={styles.what}>
        <span className={styles.description}>{receipt.description}</span>
        <span className={muted}>
          {formatDate(receipt.createdAt, i18n.locale, timeZone)} · {number}
        </span>
      </div>
      <span className={styles.amount}>{formatMoney(receipt.amountCents, receipt.currency, i18n.locale)}</span>
      {/* The printable page is the server's own HTML: a new tab, so Settings stays where it was. */}
      <a className={styles.link} href={receipt.url} target="_blank" rel="noopener">
        {t`View receipt ${number}`}
      </a>
    </li>
  );
}
