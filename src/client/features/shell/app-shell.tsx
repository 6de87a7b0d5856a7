import { useLingui } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { OfflineBanner } from '../offline/offline-banner';
import { useOfflineSupportReady } from '../offline/offline-loader';
import { loadCatalogue } from '../../lib/i18n';
import { Header } from './header';
import * as styles from './shell.css';

// Below the fold: its code arrives after the first paint. A prerendered footer stays as the HTML showed it
// until then, and React hydrates it on arrival (a Suspense boundary hydrates on its own, decision 084).
const Footer = lazy(async () => ({ default: (await import('./footer')).Footer }));

// Queued changes exist only once offline support runs (for logged-in people), so their list loads with
// it, and with its words (the app catalogue, lib/i18n.ts), even on a page that does not need them otherwise.
const PendingChanges = lazy(async () => {
  const [{ PendingChanges }] = await Promise.all([import('../offline/pending-changes'), loadCatalogue('app')]);
  return { default: PendingChanges };
});

export function AppShell() {
  const { t } = useLingui();
  const offlineReady = useOfflineSupportReady();
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {t`Skip to main content`}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <OfflineBanner />
        {offlineReady ? (
          <Suspense fallback={null}>
            <PendingChanges />
          </Suspense>
        ) : null}
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
