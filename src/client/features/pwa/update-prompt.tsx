import { useLingui } from '@lingui/react/macro';
import { useState, useSyncExternalStore } from 'react';
import { applyUpdate, isUpdateWaiting, subscribeToUpdate } from '../../lib/sw-update';
import { Button } from '../../ui/button';
import { row } from '../../ui/layout.css';
import * as styles from './pwa.css';

/**
 * "New version available": a polite, non-modal bar. Focus stays where the user is; the new version
 * loads only when they press Reload, so nothing typed is lost to an automatic reload.
 */
export function UpdatePrompt() {
  const { t } = useLingui();
  const waiting = useSyncExternalStore(subscribeToUpdate, isUpdateWaiting, () => false);
  const [dismissed, setDismissed] = useState(false);
  const [reloading, setReloading] = useState(false);

  // The live region stays mounted so screen readers announce the bar when it appears.
  return (
    <div className={styles.updateRegion} role="status" aria-live="polite">
      {waiting && !dismissed ? (
        <div className={styles.updateBar}>
          <p className={styles.updateText}>{t`New version available`}</p>
          <div className={row}>
            <Button variant="ghost" onClick={() => setDismissed(true)}>
              {t`Later`}
            </Button>
            <Button
              disabled={reloading}
              onClick={() => {
                setReloading(true);
                applyUpdate();
              }}
            >
              {t`Reload`}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
