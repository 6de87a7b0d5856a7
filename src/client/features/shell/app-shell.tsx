import { useLingui } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense, use } from 'react';
import { OfflineBanner } from '../offline/offline-banner';
import { useOfflineSupportReady } from '../offline/offline-loader';
import { loadCatalogue } from '../../lib/i18n';
import { Header } from './header';
import * as styles from './shell.css';

let loadedFooter: typeof import('./footer') | undefined;

/**
 * Below the fold, so its code is not in the first bundle (decision 084), but downloading from the start:
 * a prerendered page waits for it before hydrating (main.tsx). React drops a dehydrated boundary's HTML
 * when an update reaches it, and a logged-in visitor's shell updates before a lazily hydrated footer
 * would (decision 091).
 */
export const footerLoaded = import('./footer').then((module) => (loadedFooter = module));

/** Renders at once when the code is already there: `use` would suspend its first render even then. */
function SiteFooter() {
  const { Footer } = loadedFooter ?? use(footerLoaded);
  return <Footer />;
}

// Queued changes exist only once offline support runs (for logged-in people), so their list loads with
// it, and with its words (the app catalogue, lib/i18n.ts), even on a page that does not need them otherwise.
const PendingChanges = lazy(async () => {
  const [{ PendingChanges }] = await Promise.all([import('../offline/pending-changes'), loadCatalogue('app')]);
  return { default: PendingChanges };
});

/**
 * The list of queued changes, once offline support runs. A component of its own: offline support
 * becomes ready just after the first render, and React renders what reads that store again at once,
 * synchronously; here that is this list, not the whole shell with the page in it.
 */
function PendingChangesWhenReady() {
  const offlineReady = useOfflineSupportReady();
  return offlineReady ? (
    <Suspense fallback={null}>
      <PendingChanges />
    </Suspense>
  ) : null;
}

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
        <PendingChangesWhenReady />
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
