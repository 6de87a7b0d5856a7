import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, useTransition } from 'react';
import type { AuditAction, AuditEntry } from '../../../shared/contracts/admin';
import { ADMIN_PAGE_SIZE } from '../../../shared/domain/limits';
import { PageControls } from '../skills/page-controls';
import { auditQueryOptions } from './api';
import { useDateTime } from './use-date-time';
import * as styles from './admin.css';

const actionLabels: Record<AuditAction, MessageDescriptor> = {
  approve: msg`approved mentor`,
  reject: msg`turned away mentor`,
  suspend: msg`suspended`,
  unsuspend: msg`lifted the suspension of`,
  hide: msg`hid the review by`,
  unhide: msg`showed again the review by`,
  refund: msg`refunded the session of`,
  payout: msg`paid out to`,
};

/** Every admin action, newest first: when, who, what, whom and why. */
export function AuditPage() {
  const { t, i18n } = useLingui();
  const formatDate = useDateTime();
  const [page, setPage] = useState(1);
  const [turning, startTransition] = useTransition();
  const answer = useSuspenseQuery(auditQueryOptions(page));
  const entries = answer.data;
  // The log answers a plain array: a full page means there may be another.
  const totalPages = entries.length === ADMIN_PAGE_SIZE ? page + 1 : page;
  const who = (entry: AuditEntry) => entry.adminName ?? t`Deleted admin`;
  const whom = (entry: AuditEntry) => entry.targetName ?? t`Deleted user`;

  return (
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading">{t`Audit log`}</h2>
      {entries.length === 0 ? (
        <p>{t`No admin action yet.`}</p>
      ) : (
        <>
          <table className={styles.auditTable}>
            <thead>
              <tr>
                <th className={styles.auditCell} scope="col">{t`When`}</th>
                <th className={styles.auditCell} scope="col">{t`Admin`}</th>
                <th className={styles.auditCell} scope="col">{t`Action`}</th>
                <th className={styles.auditCell} scope="col">{t`Whom`}</th>
                <th className={styles.auditCell} scope="col">{t`Reason`}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, index) => (
                <tr key={`${entry.at}-${index}`}>
                  <td className={styles.auditCell}>{formatDate(entry.at)}</td>
                  <td className={styles.auditCell}>{who(entry)}</td>
                  <td className={styles.auditCell}>{i18n._(actionLabels[entry.action])}</td>
                  <td className={styles.auditCell}>{whom(entry)}</td>
                  <td className={styles.auditCell}>{entry.reason ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className={`${styles.list} ${styles.auditCards}`} aria-label={t`Audit log`}>
            {entries.map((entry, index) => (
              <li key={`${entry.at}-${index}`} className={styles.row}>
                <p className={styles.rowMeta}>{formatDate(entry.at)}</p>
                <p className={styles.rowTitle}>
                  {who(entry)} {i18n._(actionLabels[entry.action])} {whom(entry)}
                </p>
                {entry.reason ? <p className={styles.quote}>{entry.reason}</p> : null}
              </li>
            ))}
          </ul>
        </>
      )}
      {totalPages > 1 ? (
        <PageControls
          label={t`Audit pages`}
          page={page}
          totalPages={totalPages}
          disabled={turning || answer.isFetching}
          onPage={(next) => startTransition(() => setPage(next))}
        />
      ) : null}
    </section>
  );
}
