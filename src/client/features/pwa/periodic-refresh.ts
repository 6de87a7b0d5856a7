import { UPCOMING_SYNC_TAG } from '../../lib/persist-store';

const DAY_MS = 24 * 3600_000;

interface PeriodicSyncManager {
  register: (tag: string, options: { minInterval: number }) => Promise<void>;
}

/**
 * Asks for the daily refresh of upcoming sessions (src/sw/upcoming-refresh.ts) where the browser
 * offers Periodic Background Sync: installed Chromium apps, once the browser grants it (it decides by
 * how much the app is used). Elsewhere the app refreshes when it is opened, as it always does.
 */
export async function registerPeriodicRefresh(): Promise<void> {
  if (!('serviceWorker' in navigator) || !navigator.permissions) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const periodicSync = (registration as (ServiceWorkerRegistration & { periodicSync?: PeriodicSyncManager }) | undefined)
    ?.periodicSync;
  if (!periodicSync) return;
  const status = await navigator.permissions.query({ name: 'periodic-background-sync' as PermissionName });
  if (status.state !== 'granted') return;
  await periodicSync.register(UPCOMING_SYNC_TAG, { minInterval: DAY_MS });
}
