import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { useInstallPrompt, promptInstall } from './install-prompt';
import { isIos } from './platform';
import * as styles from './pwa.css';

const ON_IOS = isIos(navigator);

/**
 * "Install app" where the browser offers it (Chromium's beforeinstallprompt); iOS has no such offer,
 * so it gets the two steps to do by hand. Nothing where neither applies, or once installed.
 */
export function InstallApp() {
  const { t } = useLingui();
  const { canPrompt, installed } = useInstallPrompt();
  const [prompting, setPrompting] = useState(false);

  if (installed) return <p className={styles.explanation}>{t`The app is installed on this device.`}</p>;
  if (canPrompt) {
    return (
      <div className={styles.subsection}>
        <p className={styles.explanation}>{t`Install the app to open it from your home screen or desktop, also offline.`}</p>
        <div>
          <Button
            disabled={prompting}
            onClick={() => {
              setPrompting(true);
              void promptInstall().finally(() => setPrompting(false));
            }}
          >
            {t`Install app`}
          </Button>
        </div>
      </div>
    );
  }
  if (ON_IOS) {
    return (
      <p
        className={styles.explanation}
      >{t`To install the app on iPhone or iPad, tap Share in Safari, then Add to Home Screen.`}</p>
    );
  }
  return null;
}
