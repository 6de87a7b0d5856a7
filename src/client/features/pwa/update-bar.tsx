import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { applyUpdate } from '../../lib/sw-update';
import { Button } from '../../ui/button';
import { row } from '../../ui/layout.css';
import * as styles from './pwa.css';

/** The "New version available" bar of update-prompt.tsx. */
export function UpdateBar({ onLater }: { onLater: () => void }) {
  const { t } = useLingui();
  const [reloading, setReloading] = useState(false);
  return (
    <div className={styles.updateBar}>
      <p className={styles.updateText}>{t`New version available`}</p>
      <div className={row}>
        <Button variant="ghost" onClick={onLater}>
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
  );
}
