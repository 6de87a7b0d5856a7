import { useLingui } from '@lingui/react/macro';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useOnline } from '../../lib/use-online';
import * as styles from './offline.css';

/** When the data on screen was last fetched: the newest answer in the cache (restored ones included). */
function lastSyncedAt(queryClient: QueryClient): number | null {
  const times = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.state.dataUpdatedAt)
    .filter((time) => time > 0);
  return times.length > 0 ? Math.max(...times) : null;
}

/**
 * The global offline notice (DESIGN.md section 7). The live region is always in the page, so a screen
 * reader announces the moment the network goes and comes back.
 */
export function OfflineBanner() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const syncedAt = online ? null : lastSyncedAt(queryClient);
  const time = syncedAt
    ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(syncedAt)
    : null;
  return (
    <div role="status" className={online ? undefined : styles.banner} data-testid="offline-banner">
      {online ? null : (
        <p className={styles.bannerText}>
          {time ? t`You are offline. Showing data last synced on ${time}.` : t`You are offline.`}{' '}
          {t`Feedback and skill changes are kept and sent when you are back online; logging in or out, account changes, booking and payment need a connection.`}
        </p>
      )}
    </div>
  );
}
