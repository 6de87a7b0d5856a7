import { isIos, type DeviceFacts } from './platform';

/** When the install card may appear: after a booking, or on the dashboard of someone who came back. */
export type InstallMoment = 'booked' | 'returning';

const DISMISSALS_KEY = 'installCardDismissals';
const VISITS_KEY = 'appVisits';
const VISIT_COUNTED_KEY = 'appVisitCounted';
/** "Not now" twice means no. */
export const MAX_INSTALL_CARD_DISMISSALS = 2;

function readNumber(storage: Storage, key: string): number {
  const value = Number(storage.getItem(key));
  return Number.isFinite(value) ? value : 0;
}

/** Counts app starts (one per tab session), so "returning" means a second visit or later. */
function countVisit(): number {
  try {
    if (!sessionStorage.getItem(VISIT_COUNTED_KEY)) {
      sessionStorage.setItem(VISIT_COUNTED_KEY, '1');
      localStorage.setItem(VISITS_KEY, String(readNumber(localStorage, VISITS_KEY) + 1));
    }
    return readNumber(localStorage, VISITS_KEY);
  } catch {
    return 0;
  }
}

export function installCardAllowed(moment: InstallMoment): boolean {
  try {
    if (readNumber(localStorage, DISMISSALS_KEY) >= MAX_INSTALL_CARD_DISMISSALS) return false;
  } catch {
    // Storage blocked: a dismissal could not be remembered, so never nag.
    return false;
  }
  return moment === 'booked' || countVisit() >= 2;
}

export function recordInstallCardDismissal(): void {
  try {
    localStorage.setItem(DISMISSALS_KEY, String(readNumber(localStorage, DISMISSALS_KEY) + 1));
  } catch {
    // Not remembered: the card comes back next time.
  }
}

/**
 * Safari on iPhone and iPad, where Share → Add to Home Screen installs. Other iOS browsers (Chrome's
 * CriOS, Firefox's FxiOS, Edge's EdgiOS) install from their own menus since iOS 16.4; their steps differ.
 */
export function isIosSafari(device: DeviceFacts): boolean {
  return isIos(device) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(device.userAgent);
}
