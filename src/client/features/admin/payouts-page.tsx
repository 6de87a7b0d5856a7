import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, useTransition } from 'react';
import type { PayoutRun } from '../../../shared/contracts/money';
import { ADMIN_PAGE_SIZE } from '../../../shared/domain/limits';
import { useOnline } from '../../lib/use-online';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/dialog';
import { ErrorMessage, FormMessage } from '../../ui/form-message';
import { OfflineNotice } from '../../ui/offline-notice';
import { formatMoney } from '../session/format';
import { PageControls } from '../skills/page-controls';
import { adminPayoutsQueryOptions, useRunPayouts } from './money-api';
import { useDateTime } from './use-date-time';
import * as styles from './admin.css';

/** Payouts: run one now (what `npm run payouts` does on a schedule), see what it paid and every payout before. */
export function PayoutsPage() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const formatDate = useDateTime();
  const [page, setPage] = useState(1);
  const [turning, startTransition] = useTransition();
  const [confirming, setConfirming] = useState(false);
  const [lastRun, setLastRun] = useState<PayoutRun | null>(null);
  const run = useRunPayouts();
  const payouts = useSuspenseQuery(adminPayoutsQueryOptions(page)).data;
  const totalPages = payouts.length === ADMIN_PAGE_SIZE ? page + 1 : page;
  const money = (cents: number, currency: string) => formatMoney(cents, currency, i18n.locale);
  const sent = lastRun?.payouts.length ?? 0;

  return (
    <section aria-labelledby="payouts-heading">
      <h2 id="payouts-heading">{t`Payouts`}</h2>
      <p>{t`A payout run sends each mentor with a connected payout account their available balance, when it reaches the minimum. Running it again pays nothing twice.`}</p>
      <div className={styles.actions}>
        <Button onClick={() => setConfirming(true)} disabled={run.isPending || !online}>
          {run.isPending ? t`Paying out…` : t`Run payouts now`}
        </Button>
      </div>
      <OfflineNotice message={t`You are offline. Payouts need a connection.`} />
      {run.error ? <ErrorMessage error={run.error} fallback={t`That did not work. Please try again.`} /> : null}
      {lastRun ? (
        <div className={styles.runResult} data-testid="payout-run-result">
          <FormMessage tone="success">
            {lastRun.payouts.length === 0
              ? t`Payout run finished: no mentor had enough available to pay out.`
              : plural(sent, { one: 'Payout run finished: # payout sent.', other: 'Payout run finished: # payouts sent.' })}
          </FormMessage>
          {lastRun.payouts.length > 0 ? (
            <ul className={styles.checklist} aria-label={t`Paid in this run`}>
              {lastRun.payouts.map((made) => {
                const listed = payouts.find((payout) => payout.id === made.id);
                return (
                  <li key={made.id} className={styles.checkItem}>
                    <strong>{listed ? money(made.amountCents, listed.currency) : made.amountCents / 100}</strong>
                    <span>{listed?.mentorName ?? made.mentorUuid ?? t`Deleted user`}</span>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t`Run payouts now?`}
        confirmLabel={t`Pay out now`}
        keepLabel={t`Cancel`}
        onClose={() => setConfirming(false)}
        onConfirm={() => run.mutate(undefined, { onSuccess: (result) => setLastRun(result) })}
      >
        <p>{t`Every mentor with a connected payout account and enough available earnings is paid now. This cannot be undone.`}</p>
      </ConfirmDialog>

      <h3 className={styles.subHeading}>{t`All payouts`}</h3>
      {payouts.length === 0 ? (
        <p>{t`No payouts yet.`}</p>
      ) : (
        <>
          <table className={styles.auditTable}>
            <thead>
              <tr>
                <th className={styles.auditCell} scope="col">{t`When`}</th>
                <th className={styles.auditCell} scope="col">{t`Mentor`}</th>
                <th className={styles.auditCell} scope="col">{t`Amount`}</th>
                <th className={styles.auditCell} scope="col">{t`Status`}</th>
              </tr>
            </thead>
            <tbody>
              {payouts.map((payout) => (
                <tr key={payout.id} data-testid="admin-payout-row">
                  <td className={styles.auditCell}>{formatDate(payout.createdAt)}</td>
                  <td className={styles.auditCell}>{payout.mentorName ?? t`Deleted user`}</td>
                  <td className={styles.auditCell}>{money(payout.amountCents, payout.currency)}</td>
                  <td className={styles.auditCell}>{payout.status === 'paid' ? t`Sent` : t`Waiting to be sent`}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className={`${styles.list} ${styles.auditCards}`} aria-label={t`All payouts`}>
            {payouts.map((payout) => (
              <li key={payout.id} className={styles.row}>
                <p className={styles.rowMeta}>{formatDate(payout.createdAt)}</p>
                <p className={styles.rowTitle}>
                  {money(payout.amountCents, payout.currency)} · {payout.mentorName ?? t`Deleted user`}
                </p>
                <p className={styles.rowMeta}>{payout.status === 'paid' ? t`Sent` : t`Waiting to be sent`}</p>
              </li>
            ))}
          </ul>
        </>
      )}
      {totalPages > 1 ? (
        <PageControls
          label={t`Payout pages`}
          page={page}
          totalPages={totalPages}
          disabled={turning}
          onPage={(next) => startTransition(() => setPage(next))}
        />
      ) : null}
    </section>
  );
}
