import { Workbox } from 'workbox-window';

/** Registers the shell-precaching service worker; update prompts come with the offline issue. */
export function registerServiceWorker(): void {
  void new Workbox('/sw.js').register();
}
