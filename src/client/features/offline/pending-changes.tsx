import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { errorMessage } from '../../lib/api-error';
import { discardChange, retryChange, useQueuedChanges, type QueuedChange } from '../../lib/offline-queue';
import { Button } from '../../ui/button';
import { changeLabel } from './change-label';
import * as styles from './offline.css';

/**
 * Changes made offline (feedback, a mentor's skills), in the order they replay, each with its state:
 * waiting, being sent, synced, or the server's reason for refusing it with Retry and Discard.
 * Shown on every page, as long as there is one, so a refusal is never missed.
 */
export function PendingChanges() {
  const { t } = useLingui();
  const changes = useQueuedChanges();
  const titleId = useId();
  if (changes.length === 0) return null;
  return (
    <div className={styles.panelWrap}>
      <section className={styles.panel} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.panelTitle}>
          {t`Pending changes`}
        </h2>
        <ul className={styles.list}>
          {changes.map((change) => (
            <PendingChange key={change.mutation.mutationId} change={change} />
          ))}
        </ul>
      </section>
    </div>
  );
}

function PendingChange({ change }: { change: QueuedChange }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const label = changeLabel(i18n, queryClient, change.key, change.variables);
  const discard = () => discardChange(queryClient, change);
  const reason = errorMessage(change.error, t`The server could not be reached.`);
  return (
    <li className={styles.item} data-testid="pending-change">
      <p className={styles.itemLabel}>{label}</p>
      {change.status === 'saving' ? <p className={styles.status}>{t`Saving on this device…`}</p> : null}
      {change.status === 'waiting' ? <p className={styles.status}>{t`Waiting to sync`}</p> : null}
      {change.status === 'syncing' ? <p className={styles.status}>{t`Syncing…`}</p> : null}
      {change.status === 'synced' ? <p className={styles.synced}>{t`Synced`}</p> : null}
      {change.status === 'failed' ? (
        <Button variant="secondary" onClick={() => retryChange(queryClient, change)} aria-label={t`Retry: ${label}`}>
          {t`Retry`}
        </Button>
      ) : null}
      {change.status === 'synced' ? (
        <Button variant="ghost" onClick={discard} aria-label={t`Dismiss: ${label}`}>
          {t`Dismiss`}
        </Button>
      ) : change.status !== 'syncing' ? (
        // A change already on its way cannot be called back; every other one can be dropped.
        <Button variant="ghost" onClick={discard} aria-label={t`Discard: ${label}`}>
          {t`Discard`}
        </Button>
      ) : null}
      {change.status === 'failed' ? (
        <p className={styles.failed} role="alert">
          {t`Not saved: ${reason}`}
        </p>
      ) : null}
    </li>
  );
}
