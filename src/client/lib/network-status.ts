import { onlineManager } from '@tanstack/react-query';
import { CONTRACT_VERSION_HEADER } from '../../shared/contract-version';

/**
 * Whether the app can reach its server, decided by what the network does rather than by
 * `navigator.onLine` alone (decision 102). A captive portal, a dead hotel network or a reload while the
 * network is gone leave that flag `true` while every request fails; Chromium's offline emulation keeps
 * it `true` after a reload. So: a request that fails at the network level, or times out, makes the app
 * offline at once; only an answer from our server (a request's, or the probe's) makes it online again.
 * The browser's own `offline` event is believed at once; its `online` event only starts a probe.
 *
 * TanStack Query's `onlineManager` is the one place the rest of the app reads (useOnline, the offline
 * queue, paused queries and mutations); this detector is what feeds it.
 */

/** The light request that asks whether the server is reachable again: no cookie, no body worth reading. */
export const PROBE_PATH = '/app/health';
/** A probe that has not answered by then counts as failed: a dead network often never answers at all. */
export const PROBE_TIMEOUT_MS = 3000;
/** Waits between probes while offline: quick at first (a blip), then every 8 s, not a steady drain. */
export const PROBE_DELAYS_MS = [1000, 2000, 4000, 8000] as const;

export interface NetworkDetectorOptions {
  /** Where the state goes (TanStack Query's onlineManager in the app). */
  setOnline: (online: boolean) => void;
  /** Resolves true when the server answered. */
  probe: () => Promise<boolean>;
  /** The browser's own belief (`navigator.onLine`): `false` is trusted, `true` is not. */
  browserOnline: () => boolean;
  /** The window: its `online`, `offline` and `visibilitychange` events. */
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  isVisible?: () => boolean;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface NetworkDetector {
  isOnline: () => boolean;
  /** A request failed without an answer (network error or timeout). */
  requestFailed: () => void;
  /** Our server answered a request (any status): the network works. */
  requestAnswered: () => void;
  stop: () => void;
}

export function createNetworkDetector({
  setOnline,
  probe,
  browserOnline,
  events,
  isVisible = () => true,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: NetworkDetectorOptions): NetworkDetector {
  let online = browserOnline();
  let timer: unknown;
  let probing = false;
  let failedProbes = 0;

  const set = (next: boolean) => {
    if (online === next) return;
    online = next;
    setOnline(next);
  };

  const cancelProbe = () => {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
  };

  const scheduleProbe = (delay: number) => {
    // The browser knows it has no network: its `online` event will say when to look again.
    if (online || probing || timer !== undefined || !browserOnline()) return;
    timer = setTimer(() => {
      timer = undefined;
      void runProbe();
    }, delay);
  };

  async function runProbe() {
    if (online || probing) return;
    probing = true;
    const answered = await probe().catch(() => false);
    probing = false;
    if (answered) {
      failedProbes = 0;
      set(true);
      return;
    }
    failedProbes++;
    scheduleProbe(PROBE_DELAYS_MS[Math.min(failedProbes, PROBE_DELAYS_MS.length - 1)] ?? 0);
  }

  /** Look now (the browser says it is back, the person returned to the app), then back off again. */
  const probeNow = () => {
    if (online) return;
    cancelProbe();
    failedProbes = 0;
    scheduleProbe(0);
  };

  const onOffline = () => {
    cancelProbe();
    set(false);
  };
  const onVisible = () => {
    if (isVisible()) probeNow();
  };
  events.addEventListener('offline', onOffline);
  events.addEventListener('online', probeNow);
  events.addEventListener('visibilitychange', onVisible);

  return {
    isOnline: () => online,
    requestFailed: () => {
      if (!online) return;
      set(false);
      failedProbes = 0;
      scheduleProbe(PROBE_DELAYS_MS[0]);
    },
    requestAnswered: () => {
      cancelProbe();
      failedProbes = 0;
      set(true);
    },
    stop: () => {
      cancelProbe();
      events.removeEventListener('offline', onOffline);
      events.removeEventListener('online', probeNow);
      events.removeEventListener('visibilitychange', onVisible);
    },
  };
}

/** Whether `error` (thrown by fetch or ky) means no answer came: not an answer, not a cancellation. */
export function isNetworkFailure(error: unknown): boolean {
  // fetch's own failure (DNS, refused, dropped, offline) is a TypeError; ky's timeout and
  // AbortSignal.timeout's are TimeoutErrors (a DOMException in some engines, not an Error). An AbortError
  // is the app cancelling (a query no longer needed), which says nothing about the network.
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;
  return name === 'TypeError' || name === 'TimeoutError';
}

/** The probe: an answer from our server (it carries the contract header), not a captive portal's page. */
async function probeServer(): Promise<boolean> {
  const response = await fetch(PROBE_PATH, {
    cache: 'no-store',
    credentials: 'omit',
    signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
  });
  return response.headers.has(CONTRACT_VERSION_HEADER);
}

let detector: NetworkDetector | undefined;

/** Starts the detector (once) and makes it the source of TanStack Query's online state. */
export function startNetworkStatus(): void {
  if (detector || typeof window === 'undefined') return;
  detector = createNetworkDetector({
    setOnline: (online) => onlineManager.setOnline(online),
    probe: probeServer,
    browserOnline: () => navigator.onLine,
    events: window,
    isVisible: () => document.visibilityState === 'visible',
  });
  // TanStack's own listener believes the browser's events alone; ours replaces it.
  onlineManager.setEventListener(() => undefined);
  onlineManager.setOnline(detector.isOnline());
}

/** Every request of the app reports its outcome here (lib/api-client.ts, the early auth check). */
export function reportRequestFailure(error: unknown): void {
  if (isNetworkFailure(error)) detector?.requestFailed();
}

/** Only our server's answers count (they carry the contract header); a captive portal's page does not. */
export function reportResponse(response: Response): void {
  if (response.headers.has(CONTRACT_VERSION_HEADER)) detector?.requestAnswered();
}
