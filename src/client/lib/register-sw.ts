import { onlineManager } from '@tanstack/react-query';
import { Workbox } from 'workbox-window';
import { offerUpdate } from './sw-update';

/** Long-lived tabs (an installed app stays open for days) still learn about a new version. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers the service worker and offers a new version once it is installed and waiting. The new
 * worker never takes over on its own (the worker only skips waiting when told to), so no tab is
 * reloaded behind the user's back.
 */
export function registerServiceWorker(): void {
  const workbox = new Workbox('/sw.js');

  // Also fires at registration for a worker that was already waiting (the prompt was ignored before).
  workbox.addEventListener('waiting', () => {
    offerUpdate(() => {
      void navigator.serviceWorker.getRegistration().then((registration) => {
        // Another tab already activated the new worker: this tab only needs to load the new version.
        if (!registration?.waiting) {
          window.location.reload();
          return;
        }
        // Only this tab listens: other tabs keep their prompt and reload when their user says so.
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      });
    });
  });

  const checkForUpdate = () => {
    if (!onlineManager.isOnline()) return;
    // A failed check (server restarting, flaky network) changes nothing; the next one tries again.
    workbox.update().catch(() => undefined);
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
  setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);

  // Offline the worker's script cannot be fetched and the registration fails (an error in the console);
  // the first moment online registers instead. A page a worker already controls keeps it meanwhile.
  const registerWhenOnline = () => {
    const unsubscribe = onlineManager.subscribe((online) => {
      if (!online) return;
      unsubscribe();
      register();
    });
  };
  const register = () => {
    if (!onlineManager.isOnline()) registerWhenOnline();
    else workbox.register().catch(registerWhenOnline);
  };
  register();
}
