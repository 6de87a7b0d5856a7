import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useAfterHydration } from '../../lib/use-after-hydration';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { row, stack } from '../../ui/layout.css';
import { promptInstall, useInstallPrompt } from './install-prompt';
import { installCardAllowed, isIosSafari, recordInstallCardDismissal, type InstallMoment } from './install-invite';
import * as styles from './pwa.css';

const onIosSafari = () => isIosSafari(navigator);

/**
 * "Install the app", offered at a good moment (after a booking, to a returning mentee) where it can
 * be done: Chromium's offer (beforeinstallprompt), or on iPhone and iPad the two steps in Safari.
 * Never once installed, and not again after the person said "Not now" twice.
 */
export function InstallCard({ moment }: { moment: InstallMoment }) {
  const { t } = useLingui();
  const { canPrompt, installed } = useInstallPrompt();
  const [hidden, setHidden] = useState(false);
  // The device's facts and its storage: only the browser knows them.
  const inBrowser = useAfterHydration();
  const allowed = useMemo(() => inBrowser && installCardAllowed(moment), [inBrowser, moment]);
  if (!allowed || hidden || installed || !(canPrompt || onIosSafari())) return null;
  const dismiss = () => {
    recordInstallCardDismissal();
    setHidden(true);
  };
  return (
    <div className={styles.installWrap[moment]}>
      <Card title={t`Install the app`} data-testid="install-card">
        <div className={stack}>
          <p className={styles.explanation}>
            {t`Open your sessions from your home screen in one tap, also offline, and get reminders before each session.`}
          </p>
          {canPrompt ? null : (
            <ol className={styles.steps}>
              <li>{t`Tap Share in Safari's toolbar.`}</li>
              <li>{t`Choose Add to Home Screen.`}</li>
            </ol>
          )}
          <div className={row}>
            {canPrompt ? (
              <Button
                onClick={() =>
                  void promptInstall().then((outcome) => {
                    if (outcome === 'dismissed') recordInstallCardDismissal();
                  })
                }
              >
                {t`Install`}
              </Button>
            ) : null}
            <Button variant="ghost" onClick={dismiss}>
              {t`Not now`}
            </Button>
          </div>
        </div>
      </Card>
    </div>
  );
}
