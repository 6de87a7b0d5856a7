import { useSyncExternalStore } from 'react';

/** Chromium's install offer; not in TypeScript's DOM types because only Chromium has it. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallSnapshot {
  /** The browser offered installation and the offer is still unused. */
  canPrompt: boolean;
  /** Running as the installed app, or installed during this visit. */
  installed: boolean;
}

function runsInstalled(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

const listeners = new Set<() => void>();
let deferred: BeforeInstallPromptEvent | null = null;
// No window when the build prerenders the public pages (prerender.tsx).
const inBrowser = typeof window !== 'undefined';
let snapshot: InstallSnapshot = { canPrompt: false, installed: inBrowser && runsInstalled() };

function update(next: Partial<InstallSnapshot>): void {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

// Listening from the moment this module loads (it is part of the root route, so of the first bundle):
// the browser fires the offer once, usually long before anyone opens Settings.
if (inBrowser) {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our own "Install app" button replaces the browser's mini-infobar.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    update({ canPrompt: true });
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    update({ canPrompt: false, installed: true });
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallPrompt(): InstallSnapshot {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}

/** Shows the browser's install dialog; an offer can be used once, whatever the user answers. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | null> {
  const offer = deferred;
  if (!offer) return null;
  deferred = null;
  update({ canPrompt: false });
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  if (outcome === 'accepted') update({ installed: true });
  return outcome;
}
