import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False in the server's render of a page and while the browser hydrates it, true from the next render
 * on (and at once in a page the browser draws itself). For what only the browser can know (its storage,
 * the device, an install offer): such parts appear just after hydration instead of making the
 * browser's first render differ from the server's.
 */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
