import { useLingui } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { OfflineBanner } from '../offline/offline-banner';
import { PendingChanges } from '../offline/pending-changes';
import { Footer } from './footer';
import { Header } from './header';
import * as styles from './shell.css';

export function AppShell() {
  const { t } = useLingui();
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {t`Skip to main content`}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <OfflineBanner />
        <PendingChanges />
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
