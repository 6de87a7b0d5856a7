/**
 * Schedule-X and our calendar code use the global Temporal. Chromium 144+ (Chrome, Edge) and Firefox 139+
 * ship it, so only browsers without it (e.g. Safari, older versions) fetch the polyfill (~20 kB gzip),
 * and they install it before the calendar module is even requested.
 */
export function ensureTemporal(): Promise<unknown> {
  return 'Temporal' in globalThis ? Promise.resolve() : import('temporal-polyfill/global');
}
