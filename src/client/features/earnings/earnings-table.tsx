import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { EarningItem } from '../../../shared/contracts/money';
import type { EarningStatus } from '../../../shared/domain/money';
import { formatDayTime } from '../../lib/date-format';
import { formatMoney } from '../session/format';
import * as styles from './earnings.css';

export const statusLabels: Record<EarningStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  available: msg`Available`,
  paid: msg`Paid out`,
  refunded: msg`Refunded`,
};

export function EarningStatusBadge({ status }: { status: EarningStatus }) {
  const { i18n } = useLingui();
  return <span className={`${styles.badge} ${styles.statusBadge[status]}`}>{i18n._(statusLabels[status])}</span>;
}

/** One row per session: a table from a tablet on, a card per session on a phone. */
export function EarningsTable({ items, currency }: { items: readonly EarningItem[]; currency: string }) {
  const { t, i18n } = useLingui();
  const money = (cents: number) => formatMoney(cents, currency, i18n.locale);
  const mentee = (item: EarningItem) => item.menteeName ?? t`Deleted user`;
  return (
    <>
      <table className={styles.table}>
        <caption className={styles.caption}>
          {t`Gross is what the mentee paid; the platform fee is taken from it; net is yours.`}
        </caption>
        <thead>
          <tr>
            <th className={styles.cell} scope="col">{t`Session`}</th>
            <th className={styles.cell} scope="col">{t`Mentee`}</th>
            <th className={styles.amountCell} scope="col">{t`Gross`}</th>
            <th className={styles.amountCell} scope="col">{t`Fee`}</th>
            <th className={styles.amountCell} scope="col">{t`Net`}</th>
            <th className={styles.cell} scope="col">{t`Status`}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.bookingId} data-testid="earning-row">
              <td className={styles.cell}>
                {formatDayTime(item.start, i18n.locale)}
                <br />
                <span className={styles.muted}>{item.skillTitle}</span>
              </td>
              <td className={styles.cell}>{mentee(item)}</td>
              <td className={styles.amountCell}>{money(item.grossCents)}</td>
              <td className={styles.amountCell}>−{money(item.feeCents)}</td>
              <td className={styles.amountCell}>
                <strong>{money(item.netCents)}</strong>
              </td>
              <td className={styles.cell}>
                <EarningStatusBadge status={item.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.cards} aria-label={t`Sessions`}>
        {items.map((item) => (
          <li key={item.bookingId} className={styles.rowCard} data-testid="earning-card">
            <div className={styles.rowCardHead}>
              <p className={styles.rowCardTitle}>{formatDayTime(item.start, i18n.locale)}</p>
              <EarningStatusBadge status={item.status} />
            </div>
            <p className={styles.muted}>
              {mentee(item)} · {item.skillTitle}
            </p>
            <dl className={styles.figures}>
              <div>
                <dt>{t`Gross`}</dt>
                <dd>{money(item.grossCents)}</dd>
              </div>
              <div>
                <dt>{t`Fee`}</dt>
                <dd>−{money(item.feeCents)}</dd>
              </div>
              <div>
                <dt>{t`Net`}</dt>
                <dd>{money(item.netCents)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
