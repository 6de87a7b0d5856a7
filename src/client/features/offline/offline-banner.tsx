import { lazy, Suspense } from 'react';
import { useOnline } from '../../lib/use-online';
import * as styles from './offline.css';

const loadContent = () => import('./offline-banner-content');
// Most visits never go offline: its code is not part of the first page's; it is fetched once the page has
// loaded, so going offline before the service worker has stored it still finds it (decision 084).
if (typeof window !== 'undefined') {
  const preload = () => void loadContent().catch(() => undefined);
  if (document.readyState === 'complete') setTimeout(preload);
  else window.addEventListener('load', preload, { once: true });
}
const OfflineBannerContent = lazy(async () => ({ default: (await loadContent()).OfflineBannerContent }));

/**
 * The global offline notice (docs/product.md, "Offline and installation"): one line, even on a phone, with the age of what is
 * on screen; what works offline and what does not is one tap away. The live region is always in the
 * page, so a screen reader announces the moment the network goes and comes back.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" className={online ? undefined : styles.banner} data-testid="offline-banner">
      {online ? null : (
        <Suspense fallback={null}>
          <OfflineBannerContent />
        </Suspense>
      )}
    </div>
  );
}
