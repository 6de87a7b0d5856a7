import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { isUpdateWaiting, subscribeToUpdate } from '../../lib/sw-update';
import * as styles from './pwa.css';

// Shown only once a new version has installed, which the service worker did in the background: its code
// loads then, not with the first page (decision 084).
const UpdateBar = lazy(async () => ({ default: (await import('./update-bar')).UpdateBar }));

/**
 * "New version available": a polite, non-modal bar. Focus stays where the user is; the new version
 * loads only when they press Reload, so nothing typed is lost to an automatic reload.
 */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeToUpdate, isUpdateWaiting, () => false);
  const [dismissed, setDismissed] = useState(false);

  // The live region stays mounted so screen readers announce the bar when it appears.
  return (
    <div className={styles.updateRegion} role="status" aria-live="polite">
      {waiting && !dismissed ? (
        <Suspense fallback={null}>
          <UpdateBar onLater={() => setDismissed(true)} />
        </Suspense>
      ) : null}
    </div>
  );
}
