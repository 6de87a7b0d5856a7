/** Lingui's Vite plugin compiles .po catalogs into modules exporting `messages`. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** The HTTP contract's version this build was made from (vite.config.ts, decision 087). */
declare const __CONTRACT_VERSION__: string;
