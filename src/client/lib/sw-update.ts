/**
 * Whether a new service worker waits to take over, shared between the registration (lib/register-sw,
 * loaded only in production builds) and the prompt that offers it. Kept apart from register-sw so the
 * prompt does not pull workbox-window into the main bundle.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let acceptUpdate: (() => void) | null = null;

/** register-sw calls this when a new version is installed and waiting; `accept` activates it and reloads. */
export function offerUpdate(accept: () => void): void {
  acceptUpdate = accept;
  for (const listener of listeners) listener();
}

export function subscribeToUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isUpdateWaiting(): boolean {
  return acceptUpdate !== null;
}

/** Only ever called from the user's press on "Reload": a silent reload could throw away a half-filled form. */
export function applyUpdate(): void {
  acceptUpdate?.();
}
