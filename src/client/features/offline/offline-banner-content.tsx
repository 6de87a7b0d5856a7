import { useLingui } from '@lingui/react/macro';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useId, useState, useSyncExternalStore } from 'react';
import { Button } from '../../ui/button';
import { useSavedAge } from './data-age';
import * as styles from './offline.css';

/**
 * When the data on screen was fetched: the oldest answer a mounted page reads (restored ones
 * included), else the newest in the cache; 0 when there is none.
 */
function shownDataSince(queryClient: QueryClient): number {
  const withData = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.dataUpdatedAt > 0);
  const onScreen = withData.filter((query) => query.getObserversCount() > 0).map((query) => query.state.dataUpdatedAt);
  if (onScreen.length > 0) return Math.min(...onScreen);
  return Math.max(0, ...withData.map((query) => query.state.dataUpdatedAt));
}

function useShownDataSince(): number {
  const queryClient = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient]);
  return useSyncExternalStore(
    subscribe,
    () => shownDataSince(queryClient),
    () => 0,
  );
}

/** The offline banner's line and details (offline-banner.tsx), loaded the first time the network goes. */
export function OfflineBannerContent() {
  const { t } = useLingui();
  const since = useShownDataSince();
  const age = useSavedAge(since);
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <div className={styles.bannerInner}>
      <div className={styles.bannerLine}>
        <p className={styles.bannerText}>
          {t`Offline`}
          {since > 0 ? <span className={styles.bannerAge}> · {age}</span> : null}
        </p>
        <Button variant="ghost" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
          {open ? t`Hide details` : t`Details`}
        </Button>
      </div>
      <p id={detailsId} className={styles.bannerDetails} hidden={!open}>
        {t`Pages you have opened before show what was stored then. Feedback and skill changes are kept and sent when you are back online; logging in or out, account changes, booking and payment need a connection.`}
      </p>
    </div>
  );
}
